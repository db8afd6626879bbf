/**
 * What the service worker needs to send waiting changes with no page open (issue 18, background
 * sync): the signed-in session and which clinic database this device syncs. The page keeps its
 * session in localStorage, which a service worker cannot read, so the session is mirrored into a
 * small IndexedDB store both can reach. Local only; signing out removes both copies.
 *
 * A refresh by the service worker rotates the refresh token; the page then takes the mirror's
 * session over its own (newerSession), since the token it holds was used up.
 */
export const BACKGROUND_SYNC_STORE = 'cabinet-background-sync';
/** The background sync registration's tag (the page registers it, the service worker answers it). */
export const BACKGROUND_SYNC_TAG = 'cabinet-push';
const TARGET_KEY = 'cabinet.background-sync.target';
/** Its one object store, of key/value entries. */
export const BACKGROUND_SYNC_ENTRIES = 'entries';

interface Entry {
  key: string;
  value: string;
}

/**
 * One object store of key/value entries, on IndexedDB directly: the page's sign-in reads it at
 * start, and Dexie there would add 30 kB to the first screen's JavaScript.
 */
export interface BackgroundSyncStore {
  get(key: string): Promise<string | null>;
  put(key: string, value: string): Promise<void>;
  delete(key: string): Promise<void>;
  close(): void;
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

export function openBackgroundSyncStore(options: { indexedDB?: IDBFactory } = {}): BackgroundSyncStore {
  let opened: Promise<IDBDatabase> | null = null;
  const database = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      // No version: a new database is made at version 1 with its store; an existing one opens as
      // it is (an earlier build made it through Dexie, at Dexie's version 10, same store).
      const request = (options.indexedDB ?? indexedDB).open(BACKGROUND_SYNC_STORE);
      request.onupgradeneeded = () =>
        request.result.createObjectStore(BACKGROUND_SYNC_ENTRIES, { keyPath: 'key' });
      request.onsuccess = () => {
        const db = request.result;
        // Another context deleting or upgrading it: let go, and open again on the next call.
        db.onversionchange = () => {
          db.close();
          opened = null;
        };
        resolve(db);
      };
      request.onerror = () => {
        opened = null;
        reject(request.error);
      };
    });
    return opened;
  };
  const entries = async (mode: IDBTransactionMode) =>
    (await database()).transaction(BACKGROUND_SYNC_ENTRIES, mode).objectStore(BACKGROUND_SYNC_ENTRIES);
  return {
    async get(key) {
      const entry = (await done((await entries('readonly')).get(key))) as Entry | undefined;
      return entry?.value ?? null;
    },
    async put(key, value) {
      await done((await entries('readwrite')).put({ key, value } satisfies Entry));
    },
    async delete(key) {
      await done((await entries('readwrite')).delete(key));
    },
    close() {
      void opened?.then((db) => db.close()).catch(() => undefined);
      opened = null;
    },
  };
}

/** The clinic database the device syncs: the service worker opens the same one. */
export interface BackgroundSyncTarget {
  userId: string;
  clinicId: string;
}

export async function recordBackgroundSyncTarget(
  store: BackgroundSyncStore,
  target: BackgroundSyncTarget,
): Promise<void> {
  await store.put(TARGET_KEY, JSON.stringify(target));
}

export async function readBackgroundSyncTarget(
  store: BackgroundSyncStore,
): Promise<BackgroundSyncTarget | null> {
  const value = await store.get(TARGET_KEY);
  if (value === null) return null;
  try {
    const target = JSON.parse(value) as Partial<BackgroundSyncTarget>;
    return typeof target.userId === 'string' && typeof target.clinicId === 'string'
      ? { userId: target.userId, clinicId: target.clinicId }
      : null;
  } catch {
    return null;
  }
}

export async function clearBackgroundSyncTarget(store: BackgroundSyncStore): Promise<void> {
  await store.delete(TARGET_KEY);
}

/** supabase-js's storage interface (auth.storage), async. */
export interface AuthStorage {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
}

interface StoredSession {
  refresh_token?: unknown;
  expires_at?: unknown;
}

function parseSession(value: string): StoredSession | null {
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null ? (parsed as StoredSession) : null;
  } catch {
    return null;
  }
}

/**
 * Which stored value the page uses: its own, unless the mirror holds a session the service worker
 * refreshed since (another refresh token, expiring later). A page that signed out (no value of
 * its own) is never signed in again by a copy.
 */
export function newerSession(local: string | null, mirrored: string | null): string | null {
  if (local === null || mirrored === null || local === mirrored) return local;
  const mine = parseSession(local);
  const theirs = parseSession(mirrored);
  if (!mine || !theirs || typeof theirs.refresh_token !== 'string') return local;
  const rotated = theirs.refresh_token !== mine.refresh_token;
  const later = Number(theirs.expires_at) > Number(mine.expires_at ?? 0);
  return rotated && later ? mirrored : local;
}

/** What the page's localStorage offers (named here: the service worker's types have no Storage). */
export interface PageStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The page's auth storage: localStorage as before, every write mirrored for the service worker. */
export function mirroredAuthStorage(local: PageStorage, store: BackgroundSyncStore): AuthStorage {
  const mirrored = (key: string) => store.get(key).catch(() => null);
  return {
    async getItem(key) {
      const mine = local.getItem(key);
      const chosen = newerSession(mine, await mirrored(key));
      if (chosen !== null && chosen !== mine) local.setItem(key, chosen);
      return chosen;
    },
    async setItem(key, value) {
      local.setItem(key, value);
      // The mirror is a convenience for background sync: a failure here never fails a sign-in.
      await store.put(key, value).catch(() => undefined);
    },
    async removeItem(key) {
      local.removeItem(key);
      await store.delete(key).catch(() => undefined);
    },
  };
}

/** The service worker's auth storage: the mirror alone. */
export function mirrorOnlyAuthStorage(store: BackgroundSyncStore): AuthStorage {
  return {
    getItem: (key) => store.get(key),
    setItem: (key, value) => store.put(key, value),
    removeItem: (key) => store.delete(key),
  };
}
