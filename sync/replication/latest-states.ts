/**
 * The states a push batch sends: each document as stored now, where that is allowed. A batch's
 * documents are read before it waits (for the rows they name, then for its turn after the pull's
 * write under way, seconds during a first sync); a desk's edit stored meanwhile would otherwise go
 * out as the state before it, the server's answer would not settle it (edited since it was sent),
 * and its own push would wait for another turn. A stored state naming a row whose change still
 * waits here keeps the state read before, for which the causal order held; it goes next.
 */
export function latestStates<Doc extends { readonly id: string }>(
  read: readonly Doc[],
  storedNow: readonly Doc[],
  namesWaitingRow: (doc: Doc) => boolean,
): Doc[] {
  const now = new Map(storedNow.map((doc) => [doc.id, doc]));
  return read.map((doc) => {
    const latest = now.get(doc.id);
    if (!latest || latest === doc) return doc;
    return namesWaitingRow(latest) ? doc : latest;
  });
}
