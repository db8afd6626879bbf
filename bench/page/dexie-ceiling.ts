/**
 * The device ceilings for the first sync: the rows the reference fetched, written into a new
 * IndexedDB database with a plain Dexie bulkPut per table, the fastest way this browser stores
 * them; once with the primary key only, once with the indexes RxDB's Dexie storage gives each
 * collection (the clinic's schemas' indexes, each led by _deleted, and RxDB's own). Between the
 * two lies what indexing costs; between the second and RxDB's bulkInsert, RxDB's storage layer.
 * The database is deleted afterwards.
 */
import Dexie from 'dexie';
import { fillWithDefaultSettings, type RxDocumentData, type RxJsonSchema } from 'rxdb';
import { fromStorageToDexie, getBooleanIndexes, getDexieStoreSchema } from 'rxdb/plugins/storage-dexie';
import { COLLECTION_SCHEMAS, type CollectionName } from '#sync/collections/collection-registry.ts';
import type { CeilingResult } from './bench-api.ts';
import { fetchedRows } from './server-rows.ts';

type Row = Record<string, unknown>;

export async function bulkPutCeiling(): Promise<CeilingResult> {
  const tables = fetchedRows();
  return timedBulkPut(new Map([...tables.keys()].map((table) => [table, 'id'])), (_table, rows) => rows);
}

export async function indexedBulkPutCeiling(): Promise<CeilingResult> {
  const tables = fetchedRows();
  const schemas = new Map<string, RxJsonSchema<RxDocumentData<Row>>>();
  for (const table of tables.keys()) {
    const schema = COLLECTION_SCHEMAS[table as CollectionName] as RxJsonSchema<Row> | undefined;
    if (schema) schemas.set(table, fillWithDefaultSettings(schema));
  }
  const lwt = Date.now();
  return timedBulkPut(
    new Map([...schemas].map(([table, schema]) => [table, getDexieStoreSchema(schema)])),
    (table, rows) => {
      const schema = schemas.get(table);
      const booleanIndexes = schema ? getBooleanIndexes(schema) : [];
      // The document as RxDB's Dexie storage stores it: its bookkeeping fields, booleans of
      // indexes as strings.
      return rows.map(({ deleted: _deleted, ...doc }) =>
        fromStorageToDexie(booleanIndexes, {
          ...doc,
          _deleted: false,
          _meta: { lwt },
          _rev: '1-bench',
          _attachments: {},
        }),
      );
    },
  );
}

async function timedBulkPut(
  stores: Map<string, string>,
  asStored: (table: string, rows: Row[]) => Row[],
): Promise<CeilingResult> {
  const tables = fetchedRows();
  const name = `cabinet-bench-ceiling-${Date.now()}`;
  const db = new Dexie(name);
  db.version(1).stores(Object.fromEntries(stores));
  await db.open();
  try {
    // Shaped before the clock starts: the ceiling is the storing alone.
    const shaped = [...stores.keys()].map(
      (table) => [table, asStored(table, tables.get(table) ?? [])] as const,
    );
    const start = performance.now();
    let rows = 0;
    for (const [table, list] of shaped) {
      await db.table(table).bulkPut(list);
      rows += list.length;
    }
    return { ms: performance.now() - start, rows };
  } finally {
    db.close();
    await Dexie.delete(name);
  }
}
