/**
 * RxDB's removal clears the Dexie tables of a database but leaves the empty IndexedDB databases
 * behind, and their names carry the user's and the clinic's id. A sign-out wipe deletes them too.
 */
import { COLLECTION_SCHEMAS, SYNCED_COLLECTIONS } from '../collections/collection-registry.ts';

/** How RxDB's Dexie storage names the IndexedDB database of one storage instance. */
const dexieName = (databaseName: string, version: number, collectionName: string) =>
  `rxdb-dexie-${databaseName}--${version}--${collectionName}`;

/** The names to expect where IDBFactory.databases() is missing (older Firefox). */
function expectedNames(databaseName: string): string[] {
  const names = [
    dexieName(databaseName, 0, '_rxdb_internal'),
    dexieName(databaseName, 0, 'plugin-local-documents-'),
  ];
  for (const collection of SYNCED_COLLECTIONS) {
    const version = COLLECTION_SCHEMAS[collection].version;
    names.push(dexieName(databaseName, version, collection));
    names.push(dexieName(databaseName, 0, `plugin-local-documents-${collection}`));
  }
  return names;
}

function deleteDatabase(factory: IDBFactory, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = factory.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error(`Could not delete IndexedDB database ${name}`));
  });
}

/** Deletes every IndexedDB database RxDB's Dexie storage made for `databaseName`. */
export async function deleteIndexedDbFiles(
  databaseName: string,
  factory: IDBFactory | undefined,
): Promise<void> {
  if (!factory) return;
  const prefix = `rxdb-dexie-${databaseName}--`;
  const names =
    typeof factory.databases === 'function'
      ? (await factory.databases()).flatMap((info) => (info.name?.startsWith(prefix) ? [info.name] : []))
      : expectedNames(databaseName);
  for (const name of names) await deleteDatabase(factory, name);
}
