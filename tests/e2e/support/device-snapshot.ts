/**
 * A device's storage as a file: every IndexedDB database and the localStorage of the app's origin,
 * taken in the page and put back in another context's page before the app loads. The e2e setup
 * project (devices.setup.ts) signs each demo account in once, first-syncs and saves its device;
 * a test then starts from that device (openSyncedDeviceAs) instead of signing in and syncing the
 * whole clinic again. Written here rather than with Playwright's storageState({ indexedDB }):
 * restoring through a new context's options took 2.1 s for Clinica Aurora's 3.5 MB, and a test
 * often needs the device in the context it already has.
 */
import type { Page } from '@playwright/test';
import { FILE_STORE_PREFIX } from '#sync/files/file-keys.ts';

export interface StoreSnapshot {
  name: string;
  keyPath: string | string[] | null;
  autoIncrement: boolean;
  indexes: { name: string; keyPath: string | string[]; unique: boolean; multiEntry: boolean }[];
  /** Keys only for stores without a key path (out-of-line keys). */
  keys: IDBValidKey[] | null;
  values: unknown[];
}

export interface DatabaseSnapshot {
  name: string;
  version: number;
  stores: StoreSnapshot[];
}

export interface DeviceSnapshot {
  databases: DatabaseSnapshot[];
  localStorage: Record<string, string>;
}

/**
 * Databases left out: the device's file cache holds Blobs, which do not cross into Node; a device
 * started from the snapshot fetches its files again as a new one would.
 */
const LEFT_OUT = new RegExp(`^${FILE_STORE_PREFIX}`);

/** Takes the snapshot in a page of the app's origin where the app is not running (its databases closed). */
export function takeDeviceSnapshot(page: Page): Promise<DeviceSnapshot> {
  return page.evaluate(async (leftOut) => {
    const done = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const databases: DatabaseSnapshot[] = [];
    for (const info of await indexedDB.databases()) {
      if (!info.name || new RegExp(leftOut).test(info.name)) continue;
      const db = await done(indexedDB.open(info.name));
      const stores: StoreSnapshot[] = [];
      const names = Array.from(db.objectStoreNames);
      const transaction = names.length > 0 ? db.transaction(names, 'readonly') : null;
      for (const name of names) {
        const store = (transaction as IDBTransaction).objectStore(name);
        const indexes = Array.from(store.indexNames).map((indexName) => {
          const index = store.index(indexName);
          return {
            name: indexName,
            keyPath: index.keyPath,
            unique: index.unique,
            multiEntry: index.multiEntry,
          };
        });
        stores.push({
          name,
          keyPath: store.keyPath,
          autoIncrement: store.autoIncrement,
          indexes,
          keys: store.keyPath === null ? await done(store.getAllKeys()) : null,
          values: await done(store.getAll()),
        });
      }
      databases.push({ name: info.name, version: db.version, stores });
      db.close();
    }
    const local: Record<string, string> = {};
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key !== null) local[key] = localStorage.getItem(key) ?? '';
    }
    return { databases, localStorage: local };
  }, LEFT_OUT.source);
}

/**
 * Puts the device saved at `url` into a page of the app's origin before the app loads there (the
 * context's storage must hold none of these databases yet), with every copy of the session (the
 * values under keys that `sessionKey` matches, in localStorage or a database) replaced by `session`.
 * The page fetches the file itself: handing Clinica Aurora's 3.5 MB to page.evaluate cost 1.1 s of
 * CPU a start (Playwright's protocol, twice encoded), fetching it over HTTP 0.14 s.
 */
export async function restoreDeviceSnapshot(
  page: Page,
  url: string,
  session: { sessionKey: RegExp; value: string },
): Promise<void> {
  await page.evaluate(
    async ({ url, sessionKey, value }) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`No saved device at ${url}: ${response.status}`);
      const { databases, localStorage: local } = (await response.json()) as DeviceSnapshot;
      const isSessionKey = (key: unknown) => typeof key === 'string' && new RegExp(sessionKey).test(key);
      const done = <T>(request: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      await Promise.all(
        databases.map(async (database) => {
          const request = indexedDB.open(database.name, database.version);
          request.onupgradeneeded = () => {
            for (const store of database.stores) {
              const created = request.result.createObjectStore(store.name, {
                keyPath: store.keyPath,
                autoIncrement: store.autoIncrement,
              });
              for (const index of store.indexes)
                created.createIndex(index.name, index.keyPath, {
                  unique: index.unique,
                  multiEntry: index.multiEntry,
                });
            }
          };
          const db = await done(request);
          if (database.stores.length > 0) {
            const transaction = db.transaction(
              database.stores.map((store) => store.name),
              'readwrite',
            );
            for (const store of database.stores) {
              const target = transaction.objectStore(store.name);
              store.values.forEach((saved, i) => {
                const entry = saved as { key?: unknown };
                const put = isSessionKey(entry.key) ? { ...entry, value } : saved;
                if (store.keys) target.put(put, store.keys[i]);
                else target.put(put);
              });
            }
            await new Promise<void>((resolve, reject) => {
              transaction.oncomplete = () => resolve();
              transaction.onerror = () => reject(transaction.error);
              transaction.onabort = () => reject(transaction.error);
            });
          }
          db.close();
        }),
      );
      for (const [key, saved] of Object.entries(local))
        localStorage.setItem(key, isSessionKey(key) ? value : saved);
    },
    { url, sessionKey: session.sessionKey.source, value: session.value },
  );
}
