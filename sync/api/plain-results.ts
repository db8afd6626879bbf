/**
 * RxDB queries as observables of plain JSON documents: screens get data, never RxDocuments, so
 * nothing they hold can write to the database behind the commands' back. Tombstones never
 * appear: RxDB queries leave out deleted documents.
 */
import type { RxDocument, RxQuery } from 'rxdb';
import { map, type Observable } from 'rxjs';

/** The documents a query finds, as plain objects, again whenever the result changes. */
export function plainDocs$<Doc>(query: RxQuery<Doc, RxDocument<Doc>[]>): Observable<Doc[]> {
  return query.$.pipe(map((docs) => docs.map((doc) => doc.toMutableJSON())));
}

/** The document a findOne query finds as a plain object, or null. */
export function plainDoc$<Doc>(query: RxQuery<Doc, RxDocument<Doc> | null>): Observable<Doc | null> {
  return query.$.pipe(map((doc) => (doc ? doc.toMutableJSON() : null)));
}

// The plain copy of each document revision RxDB still holds (one RxDocument per revision).
const sharedCopies = new WeakMap<object, unknown>();
// Each query's last answer: its RxDocuments and the array of their copies handed out.
const lastAnswers = new WeakMap<object, { docs: readonly object[]; copies: readonly unknown[] }>();

const sameItems = (a: readonly object[], b: readonly object[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * Like plainDocs$, for a whole large collection a screen opens again and again (the pipeline's
 * thousands of tasks): each document revision is copied once and the copy shared by every
 * subscriber, frozen, so no screen can change what another reads; an answer with the same
 * revisions as the query's last one is the same frozen array, so a screen opened again can reuse
 * what it worked out from it.
 */
export function sharedPlainDocs$<Doc>(query: RxQuery<Doc, RxDocument<Doc>[]>): Observable<readonly Doc[]> {
  return query.$.pipe(
    map((docs) => {
      const last = lastAnswers.get(query);
      if (last && sameItems(last.docs, docs)) return last.copies as readonly Doc[];
      const copies = Object.freeze(
        docs.map((doc) => {
          let copy = sharedCopies.get(doc) as Doc | undefined;
          if (!copy) {
            copy = Object.freeze(doc.toMutableJSON()) as Doc;
            sharedCopies.set(doc, copy);
          }
          return copy;
        }),
      );
      lastAnswers.set(query, { docs, copies });
      return copies;
    }),
  );
}
