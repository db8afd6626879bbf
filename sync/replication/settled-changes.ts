/**
 * Which waiting changes of a collection are settled without a push (the reconciling after each
 * exchange): a mark of an earlier run whose write never happened (the app closed between the mark
 * and the write). A document absent here whose mark is of this run is never settled: the hook
 * marks before RxDB writes, so its write may still be on its way, and dropping the mark would let a
 * child made next go out before it (found by the convergence fuzz). A document present waits for
 * its push, even one edited back to its base: the answer brings the server's row, which the pull
 * left alone while the change waited.
 */
import type { PendingSnapshot } from './pending-changes.ts';
import { documentKey } from './sync-meta-store.ts';

export function settledChanges({
  collection,
  ids,
  snapshot,
  stored,
  markedInEarlierRun,
}: {
  collection: string;
  ids: readonly string[];
  /** The waiting changes' tags, taken before the reads. */
  snapshot: PendingSnapshot;
  /** The ids of the documents the local database holds now. */
  stored: ReadonlySet<string>;
  markedInEarlierRun: (docId: string) => boolean;
}): PendingSnapshot {
  const settled = new Map<string, string>();
  for (const id of ids) {
    const key = documentKey(collection, id);
    const tag = snapshot.get(key);
    if (tag !== undefined && !stored.has(id) && markedInEarlierRun(id)) settled.set(key, tag);
  }
  return settled;
}
