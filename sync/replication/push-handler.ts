/**
 * One collection's push: sync_push with each document's new state, the state it was based on
 * (kept with its mark, pending-changes.ts), the time of its last local edit and each field's own edit time
 * (field-edit-times.ts). A batch goes out only once no row it names has a change of this device
 * waiting (causal-order.ts); push-answer.ts decides whether the answer is retried whole and
 * push-outcome.ts what the device keeps of each result. It answers with the server's row of each
 * document answered (the master state), which the replication lays the device's edits over.
 */
import type { RxCollection, RxReplicationWriteToMasterRow, WithDeleted } from 'rxdb';
import * as v from 'valibot';
import type { NamedRow } from '../collections/collection-references.ts';
import type { CollectionName } from '../collections/collection-registry.ts';
import { callSyncRpc } from './call-sync-rpc.ts';
import { judgeMissingParent, parentsAnswered } from './causal-order.ts';
import type { CollectionSyncContext, SyncDoc } from './collection-sync-context.ts';
import { fieldTimesToSend } from './field-edit-times.ts';
import type { PendingSnapshot, StartingState } from './pending-changes.ts';
import { editTimeOf, isoOrNow, judgePushAnswer } from './push-answer.ts';
import { pushOutcome } from './push-outcome.ts';
import {
  docToRow,
  type PushChange,
  PushResponseSchema,
  type PushResult,
  rowToDoc,
  trustedDocument,
  withoutStorageFields,
} from './server-protocol.ts';
import { documentKey } from './sync-meta-store.ts';
import { SyncRequestError } from './sync-request-error.ts';

type WriteRow<Doc extends SyncDoc> = RxReplicationWriteToMasterRow<Doc>;

export function createPushHandler<Doc extends SyncDoc>({
  name,
  collection,
  ctx,
  isEqual,
}: {
  name: CollectionName;
  collection: RxCollection<Doc>;
  ctx: CollectionSyncContext;
  isEqual: (a: WithDeleted<Doc>, b: WithDeleted<Doc>) => boolean;
}): (rows: WriteRow<Doc>[]) => Promise<WithDeleted<Doc>[]> {
  /**
   * The server state the pushed edits are based on: the one kept with the mark (pending-changes.ts),
   * else the one the caller read. Without the right base the server judges the fields by time, where
   * a stale copy can win (seed 959906039 of the fuzz).
   */
  const baseOf = (row: WriteRow<Doc>) =>
    ctx.pending.baseOf(name, row.newDocumentState.id) ?? row.assumedMasterState;

  const changeOf = (row: WriteRow<Doc>): PushChange => {
    const id = row.newDocumentState.id;
    const base = baseOf(row);
    // Against the same base: a removal, which stamps nothing, is dated by its recorded time
    // rather than by the server's stamp of the pulled row it removed.
    const changedAt = isoOrNow(editTimeOf(row.newDocumentState, base, ctx.pending.editedAt(name, id)));
    // Fields edited here before the state's own edit keep their time; the server dates the
    // others by changed_at.
    const fieldTimes = fieldTimesToSend(ctx.pending.fieldsEditedAt(name, id), changedAt);
    return {
      id,
      new: docToRow(row.newDocumentState),
      base: base ? docToRow(base) : null,
      changed_at: changedAt,
      ...(fieldTimes ? { field_changed_at: fieldTimes } : {}),
    };
  };

  /**
   * The snapshot less the documents edited here after the pushed state (or whose latest edit is
   * still on its way to the local database): the answer to an earlier state must not make the
   * device forget those edits, or their field times, before their own state is pushed.
   */
  const withoutLaterEdits = async (
    snapshot: PendingSnapshot,
    pushed: readonly WriteRow<Doc>[],
  ): Promise<PendingSnapshot> => {
    const stored = await collection.storageInstance.findDocumentsById(
      pushed.map((row) => row.newDocumentState.id),
      true,
    );
    const current = new Map(stored.map((doc) => [doc.id, doc]));
    const answered = new Map(snapshot);
    for (const row of pushed) {
      const id = row.newDocumentState.id;
      const now = current.get(id);
      // Edited since, or an edit marked and still on its way to the local database.
      const later =
        now !== undefined &&
        (!isEqual(withoutStorageFields(now) as WithDeleted<Doc>, row.newDocumentState) ||
          !ctx.pending.landed(name, id, now._meta.lwt));
      if (later) answered.delete(documentKey(name, id));
    }
    return answered;
  };

  return async (rows) => {
    // Every waiting document goes out, one edited back to its base too: the answer brings the
    // server's row, which the pull left alone while the change waited.
    if (rows.length === 0) return [];
    for (const row of rows) {
      // Changes made before this tab tracked writes (another tab, before the sync started).
      ctx.pending.markIfAbsent(name, row.newDocumentState.id, isoOrNow(row.newDocumentState.updated_at));
    }
    // Causal order: not before the rows these name, where this device changed them, are answered.
    await parentsAnswered(
      ctx.pending,
      name,
      rows.map((row) => row.newDocumentState),
      ctx.gate.signal,
    );
    await ctx.gate.ready();
    const sentAt = ctx.pending.acknowledgements();
    const ids = rows.map((row) => row.newDocumentState.id);
    const snapshot = ctx.pending.snapshot(name, ids);
    const changes = rows.map(changeOf);
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
      const verdict = judgePushAnswer(
        name,
        changes.map((change) => change.id),
        results,
      );
      if (verdict.kind === 'retry') throw new SyncRequestError('server', verdict.reason);
      for (const [i, result] of results.entries()) {
        const doc = rows[i]?.newDocumentState;
        if (result.status !== 'rejected' || result.error?.code !== '23503' || !doc) continue;
        const parentVerdict = await judgeMissingParent(name, doc, result.error, {
          pending: ctx.pending,
          sentAt,
          refused: (refusedIn, id) => ctx.conflicts.refused(refusedIn, id),
        });
        // A parent made here is on its way (a tab or a build that sent out of order): not a refusal.
        if (parentVerdict.kind === 'retry') {
          throw new SyncRequestError(
            'server',
            `sync_push ${name}: ${doc.id} waits for ${parentVerdict.parent.collection} ${parentVerdict.parent.id} (will retry)`,
          );
        }
        if (parentVerdict.kind === 'parent_refused') refusedParents.set(i, parentVerdict.parent);
      }
      ctx.gate.succeeded();
    } catch (error) {
      await ctx.gate.failed(error);
      throw error;
    } finally {
      ctx.activity('pushing', -1);
    }
    const masters: WithDeleted<Doc>[] = [];
    // Documents the server took as sent: the base of edits made here meanwhile.
    const held: [string, StartingState][] = [];
    for (const [i, row] of rows.entries()) {
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
      if (outcome.master) masters.push(trustedDocument<WithDeleted<Doc>>(outcome.master));
      // Taken as sent: the server's row still carries its own bookkeeping (and, unchanged, what
      // others changed in fields not sent), which the device keeps.
      else if (result.row && result.row.id === row.newDocumentState.id) {
        masters.push(trustedDocument<WithDeleted<Doc>>(rowToDoc(result.row)));
      }
      // Taken as sent: a later edit here was made on this state. Otherwise the later edit was made
      // on a state the server did not take, and keeps the base that state had.
      if (!outcome.master) held.push([row.newDocumentState.id, row.newDocumentState]);
    }
    ctx.pending.acknowledge(await withoutLaterEdits(snapshot, rows));
    for (const [id, state] of held) ctx.pending.serverHolds(name, id, state);
    return masters;
  };
}
