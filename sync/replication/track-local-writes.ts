/**
 * Notices every local write of a collection, so "changes waiting to be sent" is right and each
 * change carries the time it was made (sync_push's changed_at) and the time of each field's own
 * last edit (field_changed_at).
 *
 * The mark is written to the meta store before RxDB writes the document (a pre-write hook that
 * waits for it): an app closed or killed between the two then counts a change that was not made
 * (dropped again at the next exchange, see CollectionSync.reconcile) and never forgets one that
 * was. Each tab marks its own writes in the stored set; the tab that replicates takes in the
 * other tabs' marks from there (PendingChanges.adoptStored, when their writes' events arrive).
 *
 * From its mark to its write event a local write holds the pull's next write (local-writes-first.ts).
 */
import type { RxCollection } from 'rxdb';
import type { CollectionName } from '../collections/collection-registry.ts';
import { changedFields, writeTime } from './field-edit-times.ts';
import type { LocalWritesFirst } from './local-writes-first.ts';
import type { PendingChanges, StartingState } from './pending-changes.ts';
import { documentKey } from './sync-meta-store.ts';
import { SYNC_WRITE_CONTEXTS } from './sync-write-contexts.ts';

/** The row before a write, as it was (RxDB's own `_` fields included). */
function stateBefore(row: object): StartingState {
  const state: Record<string, unknown> = { ...row };
  return { ...state, _deleted: state._deleted === true };
}

export interface WriteTracking {
  /** Stops noticing writes (RxDB hooks cannot be removed: they become no-ops). */
  stop(): void;
}

export function trackLocalWrites<Doc extends { id: string }>(
  name: CollectionName,
  collection: RxCollection<Doc>,
  pending: PendingChanges,
  localWrites: Pick<LocalWritesFirst, 'begin' | 'end'>,
): WriteTracking {
  let active = true;
  const mark = async (
    id: string,
    at: string,
    fields?: readonly string[],
    startedFrom?: StartingState,
  ): Promise<void> => {
    if (!active) return;
    localWrites.begin(documentKey(name, id));
    try {
      await pending.mark(name, id, at, fields, startedFrom);
    } catch (error) {
      // Bookkeeping never blocks a user's write; RxDB still pushes it.
      console.error('sync: could not record a local change', error);
    }
  };
  const now = (): string => new Date().toISOString();
  // Each field keeps its own edit time (sync_push's field_changed_at): the fields a write changes.
  collection.preInsert(
    (data) => mark(data.id, writeTime(undefined, data, now()), changedFields({}, data)),
    false,
  );
  // RxDB hands the pre-save hook the previous data as its second argument (not a document).
  collection.preSave((data, previous: unknown) => {
    const known = typeof previous === 'object' && previous !== null ? previous : undefined;
    const before = known ?? {};
    return mark(
      data.id,
      writeTime(before, data, now()),
      changedFields(before, data),
      known && stateBefore(known),
    );
  }, false);
  // RxDB marks `data` deleted after the hook: the copy is of the row before.
  collection.preRemove(
    (data) => mark(data.id, now(), undefined, stateBefore({ ...data, _deleted: false })),
    false,
  );

  // Any write that is not the sync's own ends the holds of its documents: this tab's, once stored.
  const stored = collection.eventBulks$.subscribe((bulk) => {
    if (SYNC_WRITE_CONTEXTS.has(bulk.context)) return;
    for (const event of bulk.events) localWrites.end(documentKey(name, event.documentId));
  });

  return {
    stop() {
      active = false;
      stored.unsubscribe();
    },
  };
}
