/**
 * What one user keeps on this device, known by IndexedDB names alone, for when their data key is
 * not in memory: five wrong PINs in a row (issue 40) tell them what would be lost, then wipe it.
 * The counts read only what is stored in clear (the waiting marks and the upload queue's
 * entries); the wipe deletes every database of the user (each clinic's rows, the sync's store,
 * the files) and their keyring entry, the unsent access events kept apart first.
 */
import { keepUnsentAccessEvents } from '../access-log/kept-access-events.ts';
import { idbRequest, openExistingDatabase } from '../database/idb-request.ts';
import { forgetUser, type Keyring } from './device-keyring.ts';
import { userStoreNames } from './seal-existing-data.ts';

async function countIn(factory: IDBFactory, databaseName: string, storeName: string): Promise<number> {
  const db = await openExistingDatabase(factory, databaseName);
  try {
    if (!db.objectStoreNames.contains(storeName)) return 0;
    return await idbRequest(db.transaction(storeName, 'readonly').objectStore(storeName).count());
  } finally {
    db.close();
  }
}

async function userStores(factory: IDBFactory, userId: string) {
  const names = (await factory.databases()).map((database) => database.name ?? '');
  return userStoreNames(names, userId);
}

export interface UnsentOnDevice {
  /** Rows changed here and not yet answered by the server, in every clinic of the user. */
  changes: number;
  /** Files queued for upload. */
  files: number;
}

export async function unsentOfUser(
  userId: string,
  factory: IDBFactory = globalThis.indexedDB,
): Promise<UnsentOnDevice> {
  const stores = await userStores(factory, userId);
  let changes = 0;
  let files = 0;
  for (const name of stores.metaStores) changes += await countIn(factory, name, 'pending');
  for (const name of stores.fileStores) files += await countIn(factory, name, 'uploads');
  return { changes, files };
}

function deleteDatabase(factory: IDBFactory, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const deletion = factory.deleteDatabase(name);
    deletion.onsuccess = () => resolve();
    deletion.onerror = () => reject(deletion.error ?? new Error(`Could not delete ${name}`));
    // Another tab holding it open: the deletion waits for it to close (it is told to, below).
    deletion.onblocked = () => undefined;
  });
}

/** Deletes every database of the user on this device and their keyring entry. Close them first. */
export async function wipeUserData(
  userId: string,
  keyring: Keyring,
  factory: IDBFactory = globalThis.indexedDB,
): Promise<void> {
  const stores = await userStores(factory, userId);
  const names = [
    ...stores.collections.map((entry) => entry.name),
    ...stores.metaStores,
    ...stores.fileStores,
  ];
  const rxdbDatabases = new Set(
    stores.collections.map((entry) => /^rxdb-dexie-(.+)--\d+--/.exec(entry.name)?.[1] ?? ''),
  );
  for (const name of (await factory.databases()).map((database) => database.name ?? '')) {
    // RxDB's internal and plugin stores of the same databases.
    for (const database of rxdbDatabases) {
      if (database && name.startsWith(`rxdb-dexie-${database}--`) && !names.includes(name)) names.push(name);
    }
  }
  // The access history's unsent events outlive the wipe, for the user's next sign-in here.
  await keepUnsentAccessEvents(stores.metaStores, { indexedDB: factory }).catch((error: unknown) => {
    console.error('Keeping the unsent access events failed', error);
  });
  await Promise.all(names.map((name) => deleteDatabase(factory, name)));
  await forgetUser(keyring, userId);
}
