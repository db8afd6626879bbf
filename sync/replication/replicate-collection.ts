/**
 * RxDB replication of one collection with the backend's sync functions
 * (supabase/migrations/20261121000300_sync.sql), called through supabase-js rpc.
 *
 * Pull: sync_pull pages in the server's cursor order; RxDB stores the cursor as its checkpoint.
 * Push: sync_push with each document's new state, the state it was based on (RxDB's assumed master
 * state), the time of its last local edit and each field's own edit time (field-edit-times.ts);
 * push-outcome.ts decides what the device keeps of each answer. A batch goes out only once no row
 * it names has a change of this device waiting (causal-order.ts), so a parent created offline
 * reaches the server before the rows that point at it, whatever the collections' timing.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  getAssumedMasterState,
  type RxCollection,
  RxError,
  type RxReplicationWriteToMasterRow,
  type WithDeleted,
} from 'rxdb';
import { replicateRxCollection } from 'rxdb/plugins/replication';
import { BehaviorSubject, filter, firstValueFrom, type Observable } from 'rxjs';
import * as v from 'valibot';
import type { NamedRow } from '../collections/collection-references.ts';
import type { CollectionName } from '../collections/collection-registry.ts';
import { callSyncRpc } from './call-sync-rpc.ts';
import { judgeMissingParent, parentsAnswered } from './causal-order.ts';
import { type AdoptMaster, createConflictHandler } from './conflict-handler.ts';
import type { ConflictLog } from './conflict-store.ts';
import { countBacklog } from './count-backlog.ts';
import { fieldTimesToSend } from './field-edit-times.ts';
import { firstSyncWindow, pullWindow, WINDOWED_COLLECTIONS, windowBeforePage } from './first-sync-window.ts';
import { SERVER_BOOKKEEPING } from './merge-local-over-master.ts';
import type { PendingChanges, PendingSnapshot } from './pending-changes.ts';
import { pushOutcome } from './push-outcome.ts';
import type { RequestGate } from './request-gate.ts';
import {
  type Cursor,
  docToRow,
  PullPageSchema,
  type PushChange,
  PushResponseSchema,
  type PushResult,
  rowToDoc,
  type ServerRow,
  trustedDocument,
  withoutStorageFields,
} from './server-protocol.ts';
import { documentKey } from './sync-meta-store.ts';
import type { SyncProgressTracker } from './sync-progress.ts';
import { SyncRequestError } from './sync-request-error.ts';

/** Stable across runs and servers: RxDB keeps the checkpoints and assumed master states under it. */
const REPLICATION_IDENTIFIER = 'cabinet-sync-v1';

/** Generated columns the server computes (a device's value of them is never kept). */
const GENERATED_COLUMNS: Partial<Record<CollectionName, readonly string[]>> = {
  patients: ['name'],
  clinics: ['clinic_id'],
};

/** SQLSTATE classes of refusals that are about timing, not about the change: retried. */
const TRANSIENT_SQLSTATE = /^(08|40|53|57014|55P03)/;

export interface CollectionSyncContext {
  supabase: SupabaseClient;
  gate: RequestGate;
  pending: PendingChanges;
  conflicts: ConflictLog;
  requestTimeoutMs: number;
  pullBatchSize: number;
  pushBatchSize: number;
  retryTimeMs: number;
  /** Counts requests in flight, for the status phase. */
  activity(kind: 'pulling' | 'pushing', delta: 1 | -1): void;
  /** The progress of a large pull: what the server had for this device, what was stored since. */
  progress: Pick<SyncProgressTracker, 'expect' | 'stored' | 'claimCount' | 'passEnded'>;
}

export interface CollectionSync {
  readonly name: CollectionName;
  /** Asks RxDB to push what waits and pull from the last checkpoint now. */
  reSync(): void;
  /** Resolves when RxDB has nothing left to push or pull (RxDB's awaitInSync). */
  awaitInSync(): Promise<void>;
  /**
   * Resolves when what RxDB has pulled is stored with its server state: RxDB writes a page after
   * the pull handler returns it (and asks for the next page meanwhile). Pushes are not waited for.
   */
  awaitPulledStored(): Promise<void>;
  pause(): Promise<void>;
  cancel(): Promise<void>;
  /** Sequence number of the last pull request that ended a pass (a page shorter than the batch). */
  readonly pulledThrough$: BehaviorSubject<number>;
  /** Sequence number of the latest pull request. */
  requestSeq(): number;
  /**
   * The server's horizon at the end of the last pull pass: every transaction before it was in
   * reach of that pull. Null before the first pass or from a server that does not say.
   */
  pulledHorizon(): bigint | null;
  start(): Promise<void>;
  /** Drops documents from the waiting set that RxDB already holds as pushed. */
  reconcile(): Promise<void>;
  /** Failures RxDB met outside the request handlers (e.g. a pulled row the local store refused). */
  readonly errors$: Observable<Error>;
}

type SyncDoc = Record<string, unknown> & { id: string };

function isoOrNow(value: unknown): string {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : new Date().toISOString();
}

export function replicateCollection<Doc extends SyncDoc>(
  name: CollectionName,
  collection: RxCollection<Doc>,
  ctx: CollectionSyncContext,
): CollectionSync {
  const readOnly = name === 'specializations';
  const adopt: AdoptMaster = new Set();
  // Set on the collection, which RxDB reads when the replication starts: it is how RxDB lets a
  // replication decide conflicts (the database is opened by sync/database without one).
  collection.conflictHandler = createConflictHandler<Doc>(
    adopt,
    new Set([...SERVER_BOOKKEEPING, ...(GENERATED_COLUMNS[name] ?? [])]),
  );
  const isEqual = (a: WithDeleted<Doc>, b: WithDeleted<Doc>): boolean =>
    collection.conflictHandler.isEqual(a, b, 'cabinet-sync');

  let requestSeq = 0;
  const pulledThrough$ = new BehaviorSubject(0);
  let horizon: bigint | null = null;
  // The next pull begins a pass: the first of the session, or the first after a pass ended.
  let passStarting = true;

  const pull = async (checkpoint: Cursor | undefined, batchSize: number) => {
    requestSeq += 1;
    const seq = requestSeq;
    await ctx.gate.ready();
    ctx.activity('pulling', 1);
    let page: v.InferOutput<typeof PullPageSchema>;
    let windowRows: ServerRow[] = [];
    try {
      // A collection never pulled here starts with the calendar window's rows, read before its
      // first page (first-sync-window.ts). Never throws: without them the pull goes on as before.
      if (checkpoint === undefined && WINDOWED_COLLECTIONS.has(name)) {
        windowRows = await pullWindow(ctx.supabase, name, firstSyncWindow(new Date()), {
          timeoutMs: ctx.requestTimeoutMs,
          signal: ctx.gate.signal,
        });
      }
      const answer = await callSyncRpc(
        ctx.supabase,
        'sync_pull',
        { p_collection: name, p_cursor: checkpoint ?? null, p_limit: batchSize },
        { timeoutMs: ctx.requestTimeoutMs, signal: ctx.gate.signal },
      );
      page = v.parse(PullPageSchema, answer);
      ctx.gate.succeeded();
    } catch (error) {
      await ctx.gate.failed(error);
      throw error;
    } finally {
      ctx.activity('pulling', -1);
    }
    // A pass that does not end with its first page is a large pull: counted for the progress bar
    // from the cursor it began at. A first sync counted every collection up front
    // (start-clinic-sync.ts); an ordinary start or round asks nothing more of the server.
    if (passStarting) {
      passStarting = false;
      if (page.has_more && ctx.progress.claimCount(name)) {
        void countBacklog(ctx.supabase, name, checkpoint ?? null, {
          timeoutMs: ctx.requestTimeoutMs,
          signal: ctx.gate.signal,
        }).then((rows) => {
          if (rows !== null) ctx.progress.expect(name, rows);
        });
      }
    }
    ctx.progress.stored(name, page.rows.length);
    if (page.rows.length < batchSize) {
      horizon = page.horizon === undefined ? null : BigInt(page.horizon);
      passStarting = true;
      ctx.progress.passEnded(name);
      pulledThrough$.next(seq);
    }
    // RxDB reads a page of fewer than batchSize documents as the end of the pass; the window's
    // rows only ever make the page longer, so the pass goes on exactly when the server said so.
    return {
      checkpoint: page.cursor,
      documents: windowBeforePage(windowRows, page.rows).map((row) =>
        trustedDocument<WithDeleted<Doc>>(rowToDoc(row)),
      ),
    };
  };

  const push = async (rows: RxReplicationWriteToMasterRow<Doc>[]): Promise<WithDeleted<Doc>[]> => {
    // A state RxDB pushes again right after taking the master (its way of finishing a conflict)
    // equals its base: nothing to tell the server.
    const changed = rows.filter(
      (row) => !row.assumedMasterState || !isEqual(row.assumedMasterState, row.newDocumentState),
    );
    if (changed.length === 0) return [];
    for (const row of changed) {
      // Changes made before this tab tracked writes (another tab, before the sync started).
      ctx.pending.markIfAbsent(name, row.newDocumentState.id, isoOrNow(row.newDocumentState.updated_at));
    }
    // Causal order: not before the rows these name, where this device changed them, are answered.
    await parentsAnswered(
      ctx.pending,
      name,
      changed.map((row) => row.newDocumentState),
      ctx.gate.signal,
    );
    await ctx.gate.ready();
    const sentAt = ctx.pending.acknowledgements();
    const ids = changed.map((row) => row.newDocumentState.id);
    const snapshot = ctx.pending.snapshot(name, ids);
    const changes: PushChange[] = changed.map((row) => {
      const id = row.newDocumentState.id;
      const changedAt = isoOrNow(editTimeOf(row, ctx.pending.editedAt(name, id)));
      // Fields edited here before the state's own edit keep their time; the server dates the
      // others by changed_at.
      const fieldTimes = fieldTimesToSend(ctx.pending.fieldsEditedAt(name, id), changedAt);
      return {
        id,
        new: docToRow(row.newDocumentState),
        base: row.assumedMasterState ? docToRow(row.assumedMasterState) : null,
        changed_at: changedAt,
        ...(fieldTimes ? { field_changed_at: fieldTimes } : {}),
      };
    });
    ctx.activity('pushing', 1);
    let results: PushResult[];
    // Refused for a parent the server refused too: the child's conflict goes with the parent's.
    const refusedParents = new Map<number, NamedRow>();
    try {
      const answer = await callSyncRpc(
        ctx.supabase,
        'sync_push',
        { p_collection: name, p_changes: changes },
        { timeoutMs: ctx.requestTimeoutMs, signal: ctx.gate.signal },
      );
      results = v.parse(PushResponseSchema, answer).results;
      if (results.length !== changes.length || results.some((result, i) => result.id !== changes[i]?.id)) {
        throw new SyncRequestError('server', `sync_push ${name}: the answer does not match the changes sent`);
      }
      const retry = results.find(
        (result) =>
          result.status === 'rejected' && result.error && TRANSIENT_SQLSTATE.test(result.error.code),
      );
      if (retry?.error) {
        throw new SyncRequestError('server', `sync_push ${name}: ${retry.error.message} (will retry)`);
      }
      for (const [i, result] of results.entries()) {
        const doc = changed[i]?.newDocumentState;
        if (result.status !== 'rejected' || result.error?.code !== '23503' || !doc) continue;
        const verdict = await judgeMissingParent(name, doc, result.error, {
          pending: ctx.pending,
          sentAt,
          refused: (collection, id) => ctx.conflicts.refused(collection, id),
        });
        // A parent made here is on its way (a tab or a build that sent out of order): not a refusal.
        if (verdict.kind === 'retry') {
          throw new SyncRequestError(
            'server',
            `sync_push ${name}: ${doc.id} waits for ${verdict.parent.collection} ${verdict.parent.id} (will retry)`,
          );
        }
        if (verdict.kind === 'parent_refused') refusedParents.set(i, verdict.parent);
      }
      ctx.gate.succeeded();
    } catch (error) {
      await ctx.gate.failed(error);
      throw error;
    } finally {
      ctx.activity('pushing', -1);
    }
    const masters: WithDeleted<Doc>[] = [];
    for (const [i, row] of changed.entries()) {
      const result = results[i];
      if (!result) continue;
      const outcome = pushOutcome(row.newDocumentState, result);
      if (outcome.conflict) {
        const parent = refusedParents.get(i);
        await ctx.conflicts.record({
          collection: name,
          docId: row.newDocumentState.id,
          ...outcome.conflict,
          ...(parent ? { parent: { collection: parent.collection, docId: parent.id } } : {}),
        });
      }
      if (outcome.adopt) adopt.add(row.newDocumentState.id);
      if (outcome.master) masters.push(trustedDocument<WithDeleted<Doc>>(outcome.master));
    }
    ctx.pending.acknowledge(await withoutLaterEdits(snapshot, changed));
    return masters;
  };

  /**
   * The snapshot less the documents edited here after the pushed state: RxDB may push an earlier
   * state again (a retried batch) after later edits were made, and the answer to it must not make
   * the device forget those edits' field times before their own state is pushed.
   */
  const withoutLaterEdits = async (
    snapshot: PendingSnapshot,
    pushed: readonly RxReplicationWriteToMasterRow<Doc>[],
  ): Promise<PendingSnapshot> => {
    const stored = await collection.storageInstance.findDocumentsById(
      pushed.map((row) => row.newDocumentState.id),
      true,
    );
    const current = new Map(stored.map((doc) => [doc.id, withoutStorageFields(doc)]));
    const answered = new Map(snapshot);
    for (const row of pushed) {
      const now = current.get(row.newDocumentState.id);
      if (now && !isEqual(now, row.newDocumentState)) {
        answered.delete(documentKey(name, row.newDocumentState.id));
      }
    }
    return answered;
  };

  const replication = replicateRxCollection<Doc, Cursor>({
    replicationIdentifier: REPLICATION_IDENTIFIER,
    collection,
    pull: { handler: pull, batchSize: ctx.pullBatchSize },
    ...(readOnly ? {} : { push: { handler: push, batchSize: ctx.pushBatchSize } }),
    live: true,
    retryTime: ctx.retryTimeMs,
    autoStart: false,
    // Leadership and visibility are decided once for the whole clinic sync (start-clinic-sync.ts).
    waitForLeadership: false,
    toggleOnDocumentVisible: false,
  });

  return {
    name,
    pulledThrough$,
    requestSeq: () => requestSeq,
    pulledHorizon: () => horizon,
    start: () => replication.start(),
    reSync: () => replication.reSync(),
    async awaitInSync() {
      await replication.awaitInSync();
    },
    async awaitPulledStored() {
      const internal = replication.internalReplicationState;
      if (!internal) return;
      await firstValueFrom(internal.events.active.down.pipe(filter((active) => !active)));
    },
    pause: () => replication.pause(),
    async cancel() {
      await replication.cancel();
    },
    async reconcile() {
      const internal = replication.internalReplicationState;
      const ids = ctx.pending.ids(name);
      if (readOnly || !internal || ids.length === 0) return;
      const snapshot = ctx.pending.snapshot(name, ids);
      const [stored, masters] = await Promise.all([
        collection.storageInstance.findDocumentsById(ids, true),
        getAssumedMasterState(internal, ids),
      ]);
      const current = new Map(stored.map((doc) => [doc.id, doc]));
      const done = new Map<string, string>();
      for (const id of ids) {
        const key = documentKey(name, id);
        const tag = snapshot.get(key);
        const doc = current.get(id);
        const master = masters[id];
        if (tag === undefined) continue;
        if (!doc || (master && isEqual(withoutStorageFields(doc), master.docData))) {
          done.set(key, tag);
        }
      }
      ctx.pending.acknowledge(done);
    },
    // The handlers' own failures reach the status through the request gate already.
    errors$: replication.error$.pipe(
      filter(
        (error) =>
          !(error instanceof RxError) ||
          !(error.code === 'RC_PULL' || error.code === 'RC_PUSH') ||
          error.parameters.writeError !== undefined,
      ),
    ),
  };
}

/**
 * When the pushed state was made. The commands stamp updated_at on every local edit, so a state
 * that carries its own stamp is dated by it: dating an older state with a later edit's time
 * would let that state tie with (and beat) the later edit when a lost answer makes it retry.
 * A state still holding the server's updated_at was written without a stamp: fall back to the
 * last edit time recorded for the document.
 */
function editTimeOf<Doc extends SyncDoc>(
  row: RxReplicationWriteToMasterRow<Doc>,
  recordedEdit: string | undefined,
): string | undefined {
  const stamped =
    typeof row.newDocumentState.updated_at === 'string' ? row.newDocumentState.updated_at : undefined;
  const carriesOwnStamp =
    stamped !== undefined && (!row.assumedMasterState || row.assumedMasterState.updated_at !== stamped);
  return carriesOwnStamp ? stamped : (recordedEdit ?? stamped);
}
