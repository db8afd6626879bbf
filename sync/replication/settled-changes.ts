/**
 * Which waiting changes of a collection are settled without a push (the reconciling after each
 * exchange): a document RxDB holds as pushed (its state equals the assumed master state), and a
 * mark of an earlier run whose write never happened (the app closed between the mark and the
 * write). A document absent here whose mark is of this run is never settled: the hook marks
 * before RxDB writes, so its write may still be on its way, and dropping the mark would let a
 * child made next go out before it (found by the convergence fuzz).
 */
import type { PendingSnapshot } from './pending-changes.ts';
import { documentKey } from './sync-meta-store.ts';

export function settledChanges<Doc>({
  collection,
  ids,
  snapshot,
  stored,
  pushed,
  markedInEarlierRun,
  isEqual,
}: {
  collection: string;
  ids: readonly string[];
  /** The waiting changes' tags, taken before the reads. */
  snapshot: PendingSnapshot;
  /** The documents as the local database holds them now. */
  stored: ReadonlyMap<string, Doc>;
  /** RxDB's assumed master state of each document it has pushed. */
  pushed: Readonly<Record<string, Doc | undefined>>;
  markedInEarlierRun: (docId: string) => boolean;
  isEqual: (a: Doc, b: Doc) => boolean;
}): PendingSnapshot {
  const settled = new Map<string, string>();
  for (const id of ids) {
    const key = documentKey(collection, id);
    const tag = snapshot.get(key);
    if (tag === undefined) continue;
    const doc = stored.get(id);
    const master = pushed[id];
    const neverWritten = doc === undefined && markedInEarlierRun(id);
    if (neverWritten || (doc !== undefined && master !== undefined && isEqual(doc, master))) {
      settled.set(key, tag);
    }
  }
  return settled;
}
