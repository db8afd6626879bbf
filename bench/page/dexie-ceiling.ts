/**
 * The device ceiling for the first sync: the rows the reference fetched, written into a new
 * IndexedDB database with a plain Dexie bulkPut per table (primary key only, no other index), the
 * fastest way this browser stores them. The database is deleted afterwards.
 */
import Dexie from 'dexie';
import type { CeilingResult } from './bench-api.ts';
import { fetchedRows } from './server-rows.ts';

export async function bulkPutCeiling(): Promise<CeilingResult> {
  const tables = fetchedRows();
  const name = `cabinet-bench-ceiling-${Date.now()}`;
  const db = new Dexie(name);
  db.version(1).stores(Object.fromEntries([...tables.keys()].map((table) => [table, 'id'])));
  await db.open();
  try {
    const start = performance.now();
    let rows = 0;
    for (const [table, list] of tables) {
      await db.table(table).bulkPut(list);
      rows += list.length;
    }
    return { ms: performance.now() - start, rows };
  } finally {
    db.close();
    await Dexie.delete(name);
  }
}
