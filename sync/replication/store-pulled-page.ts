/**
 * One pulled page written into a collection's storage once (issue 42, decision 0046): no second
 * copy of each row as its server state, and no read but of the rows the storage holds,
 * through the collection's storage instance (sealing at rest and RxDB's change events included,
 * so every query on the collection follows). A row with a change waiting here is left as it is:
 * its server state comes back in its push's answer, or in a later pull once the push moved it. So
 * is a row edited between the read and the write (the storage refuses the write, 409): that edit
 * is waiting now. A removal of a row this device never had is stored as removed, as RxDB's own
 * replication does.
 */
import {
  type BulkWriteRow,
  type RxCollection,
  type RxDocumentData,
  registerMutableWriteContext,
  type WithDeleted,
} from 'rxdb';
import type { SyncDoc } from './collection-sync-context.ts';
import { withoutStorageFields } from './server-protocol.ts';
import { PULL_INSERT_CONTEXT, PULL_WRITE_CONTEXT } from './sync-write-contexts.ts';

// The first write's rows are made here for it (storedForm) and only ever inserted: RxDB stamps
// them in place instead of copying each (its own bulkInsert's way).
registerMutableWriteContext(PULL_INSERT_CONTEXT);

export interface StoredPage {
  /** Rows written (new or changed). */
  written: number;
  /** Rows left alone: a change of this device waits for them. */
  waiting: number;
  /** Rows the device already holds as they are. */
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
  // Each row first as a new one: the storage refuses a row it holds, in the same transaction (409,
  // with its stored version), which the second write then replaces. A first sync, where every row
  // is new, writes each page in one step and reads nothing (insert-without-read.ts).
  const inserts: BulkWriteRow<Doc>[] = [];
  for (const [id, row] of latest) {
    if (isWaiting(id)) page.waiting += 1;
    else inserts.push({ document: storedForm(row) });
  }
  if (inserts.length === 0) return page;
  const first = await collection.storageInstance.bulkWrite(inserts, PULL_INSERT_CONTEXT);
  const updates: BulkWriteRow<Doc>[] = [];
  for (const error of first.error) {
    const row = latest.get(error.documentId);
    if (error.status !== 409 || !row) throw writeFailure(collection.name, error.documentId, error.status);
    const held = error.documentInDb;
    if (isEqual(withoutStorageFields(held) as WithDeleted<Doc>, row)) page.unchanged += 1;
    else updates.push({ previous: held, document: storedForm(row, held) });
  }
  page.written = inserts.length - first.error.length;
  if (updates.length === 0) return page;
  const second = await collection.storageInstance.bulkWrite(updates, PULL_WRITE_CONTEXT);
  for (const error of second.error) {
    if (error.status !== 409) throw writeFailure(collection.name, error.documentId, error.status);
    page.raced += 1;
  }
  page.written += updates.length - second.error.length;
  return page;
}

/** A row as the storage takes it; the storage sets the write time and the revision. */
export function storedForm<Doc extends SyncDoc>(
  row: WithDeleted<Doc>,
  held?: RxDocumentData<Doc>,
): RxDocumentData<Doc> {
  return { ...row, _attachments: {}, _meta: held ? held._meta : { lwt: 0 }, _rev: held ? held._rev : '' };
}

function writeFailure(collection: string, id: string, status: number): Error {
  return new Error(`storing pulled ${collection} ${id}: ${status}`);
}
