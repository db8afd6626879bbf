/**
 * One pulled page written into a collection's storage once (issue 42, decision 0046): no second
 * copy of each row as its server state, one read of the rows it replaces and one bulkWrite,
 * through the collection's storage instance (sealing at rest and RxDB's change events included,
 * so every query on the collection follows). A row with a change waiting here is left as it is:
 * its server state comes back in its push's answer, or in a later pull once the push moved it. So
 * is a row edited between the read and the write (the storage refuses the write, 409): that edit
 * is waiting now. A removal of a row this device never had is not stored.
 */
import type { BulkWriteRow, RxCollection, RxDocumentData, WithDeleted } from 'rxdb';
import type { SyncDoc } from './collection-sync-context.ts';
import { withoutStorageFields } from './server-protocol.ts';

/** Writes the pull makes: a context of its own, so nothing takes them for a user's edit. */
export const PULL_WRITE_CONTEXT = 'cabinet-pull';

export interface StoredPage {
  /** Rows written (new or changed). */
  written: number;
  /** Rows left alone: a change of this device waits for them. */
  waiting: number;
  /** Rows the device already holds as they are, and removals of rows it never had. */
  unchanged: number;
  /** Rows edited here between the read and the write. */
  raced: number;
}

export async function storePulledPage<Doc extends SyncDoc>(
  collection: RxCollection<Doc>,
  rows: readonly WithDeleted<Doc>[],
  isWaiting: (id: string) => boolean,
  isEqual: (a: WithDeleted<Doc>, b: WithDeleted<Doc>) => boolean,
): Promise<StoredPage> {
  // The last of a row's states in the page wins (the calendar window's rows come before the page's).
  const latest = new Map<string, WithDeleted<Doc>>();
  for (const row of rows) latest.set(row.id, row);
  const page: StoredPage = { written: 0, waiting: 0, unchanged: 0, raced: 0 };
  const stored = new Map(
    (await collection.storageInstance.findDocumentsById([...latest.keys()], true)).map((doc) => [
      doc.id,
      doc,
    ]),
  );
  const writes: BulkWriteRow<Doc>[] = [];
  for (const [id, row] of latest) {
    if (isWaiting(id)) {
      page.waiting += 1;
      continue;
    }
    const previous = stored.get(id);
    if (previous ? isEqual(withoutStorageFields(previous) as WithDeleted<Doc>, row) : row._deleted) {
      page.unchanged += 1;
      continue;
    }
    const document: RxDocumentData<Doc> = {
      ...row,
      _attachments: {},
      // The storage instance sets the write time and the revision from `previous`.
      _meta: previous ? previous._meta : { lwt: 0 },
      _rev: previous ? previous._rev : '',
    };
    writes.push(previous ? { previous, document } : { document });
  }
  if (writes.length === 0) return page;
  const result = await collection.storageInstance.bulkWrite(writes, PULL_WRITE_CONTEXT);
  for (const error of result.error) {
    if (error.status !== 409)
      throw new Error(`storing pulled ${collection.name} ${error.documentId}: ${error.status}`);
    page.raced += 1;
  }
  page.written = writes.length - page.raced;
  return page;
}
