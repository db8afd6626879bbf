/**
 * RxDB replication of one collection with the backend's sync functions
 * (supabase/migrations/20261121000300_sync.sql), called through supabase-js rpc: the pull
 * (pull-handler.ts) and the push (push-handler.ts) wired into RxDB with the conflict handler, and
 * the reconciling of the device's waiting set with what RxDB holds as pushed.
 */
import { getAssumedMasterState, type RxCollection, RxError, type WithDeleted } from 'rxdb';
import { replicateRxCollection } from 'rxdb/plugins/replication';
import { type BehaviorSubject, filter, firstValueFrom, type Observable } from 'rxjs';
import type { CollectionName } from '../collections/collection-registry.ts';
import type { CollectionSyncContext, SyncDoc } from './collection-sync-context.ts';
import { type AdoptMaster, createConflictHandler } from './conflict-handler.ts';
import { SERVER_BOOKKEEPING } from './merge-local-over-master.ts';
import { createPullHandler } from './pull-handler.ts';
import { createPushHandler } from './push-handler.ts';
import { type Cursor, withoutStorageFields } from './server-protocol.ts';
import { settledChanges } from './settled-changes.ts';

export type { CollectionSyncContext };

/** Stable across runs and servers: RxDB keeps the checkpoints and assumed master states under it. */
export const REPLICATION_IDENTIFIER = 'cabinet-sync-v1';

/** Generated columns the server computes (a device's value of them is never kept). */
const GENERATED_COLUMNS: Partial<Record<CollectionName, readonly string[]>> = {
  patients: ['name'],
  clinics: ['clinic_id'],
};

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

  const puller = createPullHandler<Doc>(name, ctx);
  const push = createPushHandler<Doc>({ name, collection, ctx, adopt, isEqual });

  const replication = replicateRxCollection<Doc, Cursor>({
    replicationIdentifier: REPLICATION_IDENTIFIER,
    collection,
    pull: { handler: puller.pull, batchSize: ctx.pullBatchSize },
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
    pulledThrough$: puller.pulledThrough$,
    requestSeq: puller.requestSeq,
    pulledHorizon: puller.horizon,
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
      ctx.pending.acknowledge(
        settledChanges<WithDeleted<Doc>>({
          collection: name,
          ids,
          snapshot,
          stored: new Map(stored.map((doc) => [doc.id, withoutStorageFields(doc)])),
          pushed: Object.fromEntries(ids.map((id) => [id, masters[id]?.docData])),
          markedInEarlierRun: (id) => ctx.pending.markedInEarlierRun(name, id),
          isEqual,
        }),
      );
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
