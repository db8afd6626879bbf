/**
 * A one-table storage for the unit tests of our RxDB storage wrappers: rows with an id and an
 * indexed title, each instance in its own database on fake-indexeddb, removed after each test.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import {
  fillWithDefaultSettings,
  now,
  type RxDocumentData,
  type RxJsonSchema,
  type RxStorage,
  type RxStorageInstance,
} from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';

export interface Row {
  id: string;
  title: string;
}

export const ROWS_SCHEMA: RxJsonSchema<RxDocumentData<Row>> = fillWithDefaultSettings({
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: { id: { type: 'string', maxLength: 40 }, title: { type: 'string', maxLength: 40 } },
  required: ['id', 'title'],
  indexes: ['title'],
});

export type RowsInstance = RxStorageInstance<Row, unknown, unknown>;

/** RxDB's Dexie storage on an IndexedDB of its own (pass one to share it between instances). */
export function testDexieStorage(indexedDB = new IDBFactory()) {
  return getRxStorageDexie({ indexedDB, IDBKeyRange });
}

/** Instances opened by a test, removed by `removeRowsInstances` after it. */
const opened: RowsInstance[] = [];

export async function openRowsInstance(
  storage: RxStorage<unknown, unknown>,
  { databaseName = `rows-${crypto.randomUUID()}`, multiInstance = false } = {},
): Promise<RowsInstance> {
  const instance = await storage.createStorageInstance<Row>({
    databaseInstanceToken: crypto.randomUUID(),
    databaseName,
    collectionName: 'rows',
    schema: ROWS_SCHEMA,
    options: {},
    multiInstance,
    devMode: false,
  });
  opened.push(instance);
  return instance;
}

export async function removeRowsInstances(): Promise<void> {
  for (const instance of opened.splice(0)) await instance.remove();
}

/** Closes an instance a test opened (its database stays, for the next instance to open). */
export async function closeRowsInstance(instance: RowsInstance): Promise<void> {
  opened.splice(opened.indexOf(instance), 1);
  await instance.close();
}

/** A row as the storage takes it (written now unless `lwt` says when; removed if `deleted`). */
export function storedRow(
  id: string,
  title: string,
  { lwt = now(), deleted = false }: { lwt?: number; deleted?: boolean } = {},
): RxDocumentData<Row> {
  return { id, title, _deleted: deleted, _attachments: {}, _rev: '1-a', _meta: { lwt } };
}
