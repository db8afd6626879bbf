/**
 * Every value stored in every IndexedDB database of a (fake) IndexedDB, as JSON text: what
 * someone with the device's files could read. Tests search it for a known patient's details.
 */

import { idbRequest, openExistingDatabase } from '../database/idb-request.ts';

export async function everyStoredValue(factory: IDBFactory): Promise<string[]> {
  const values: string[] = [];
  for (const { name } of await factory.databases()) {
    if (!name) continue;
    const db = await openExistingDatabase(factory, name);
    try {
      for (const store of Array.from(db.objectStoreNames)) {
        const rows = await idbRequest(db.transaction(store, 'readonly').objectStore(store).getAll());
        for (const row of rows) values.push(JSON.stringify(row));
      }
    } finally {
      db.close();
    }
  }
  return values;
}
