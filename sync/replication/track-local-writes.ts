/**
 * Notices every local write of a collection, so "changes waiting to be sent" is right and each
 * change carries the time it was made (sync_push's changed_at) and the time of each field's own
 * last edit (field_changed_at).
 *
 * The mark is written to the meta store before RxDB writes the document (a pre-write hook that
 * waits for it): an app closed or killed between the two then counts a change that was not made
 * (dropped again at the next exchange, see CollectionSync.reconcile) and never forgets one that
 * was. In the tab that replicates, writes made by other tabs are noticed through RxDB's
 * multi-instance events as well.
 */
import type { RxCollection } from 'rxdb';
import type { Subscription } from 'rxjs';
import type { CollectionName } from '../collections/collection-registry.ts';
import { changedFields, writeTime } from './field-edit-times.ts';
import type { PendingChanges, StartingState } from './pending-changes.ts';
import { SYNC_WRITE_CONTEXTS } from './sync-write-contexts.ts';

/** The row before a write, as it was (RxDB's own `_` fields included). */
function stateBefore(row: object): StartingState {
  const state: Record<string, unknown> = { ...row };
  return { ...state, _deleted: state._deleted === true };
}

export interface WriteTracking {
  /** Also notice writes made by other tabs (the tab that replicates). */
  followOtherTabs(): void;
  /** Stops noticing writes (RxDB hooks cannot be removed: they become no-ops). */
  stop(): void;
}

export function trackLocalWrites<Doc extends { id: string }>(
  name: CollectionName,
  collection: RxCollection<Doc>,
  pending: PendingChanges,
): WriteTracking {
  let active = true;
  let otherTabs: Subscription | undefined;
  const mark = async (
    id: string,
    at: string,
    fields?: readonly string[],
    startedFrom?: StartingState,
  ): Promise<void> => {
    if (!active) return;
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

  return {
    followOtherTabs() {
      if (otherTabs || !active) return;
      otherTabs = collection.eventBulks$.subscribe((bulk) => {
        const foreign = bulk.databaseToken !== collection.database.token;
        if (!active || !foreign || bulk.isLocal || SYNC_WRITE_CONTEXTS.has(bulk.context)) return;
        const at = now();
        for (const event of bulk.events) {
          const previous = event.previousDocumentData ? stateBefore(event.previousDocumentData) : undefined;
          // Marked after the write it stands for: the stored row holds it already.
          if (event.operation === 'DELETE') {
            void pending.mark(name, event.documentId, at, undefined, previous, true);
            continue;
          }
          const before = previous ?? {};
          void pending.mark(
            name,
            event.documentId,
            writeTime(before, event.documentData, at),
            changedFields(before, event.documentData),
            previous,
            true,
          );
        }
      });
    },
    stop() {
      active = false;
      otherTabs?.unsubscribe();
    },
  };
}
