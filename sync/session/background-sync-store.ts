/**
 * What the service worker needs to send waiting changes with no page open (issue 18, background
 * sync): the signed-in session and which clinic database this device syncs. The page keeps its
 * session in localStorage, which a service worker cannot read, so the session is mirrored into a
 * small IndexedDB store both can reach. Local only; signing out removes both copies.
 *
 * A refresh by the service worker rotates the refresh token; the page then takes the mirror's
 * session over its own (newerSession), since the token it holds was used up.
 */
import { Dexie, type Table } from 'dexie';

export const BACKGROUND_SYNC_STORE = 'cabinet-background-sync';
/** The background sync registration's tag (the page registers it, the service worker answers it). */
export const BACKGROUND_SYNC_TAG = 'cabinet-push';
const TARGET_KEY = 'cabinet.background-sync.target';

interface Entry {
  key: string;
  value: string;
}

export interface BackgroundSyncStore {
  readonly db: Dexie;
  readonly entries: Table<Entry, string>;
}

export function openBackgroundSyncStore(
  options: { indexedDB?: IDBFactory; IDBKeyRange?: typeof IDBKeyRange } = {},
): BackgroundSyncStore {
  const db = new Dexie(BACKGROUND_SYNC_STORE, {
    ...(options.indexedDB ? { indexedDB: options.indexedDB } : {}),
    ...(options.IDBKeyRange ? { IDBKeyRange: options.IDBKeyRange } : {}),
  });
  db.version(1).stores({ entries: 'key' });
  return { db, entries: db.table<Entry, string>('entries') };
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
  await store.entries.put({ key: TARGET_KEY, value: JSON.stringify(target) });
}

export async function readBackgroundSyncTarget(
  store: BackgroundSyncStore,
): Promise<BackgroundSyncTarget | null> {
  const entry = await store.entries.get(TARGET_KEY);
  if (!entry) return null;
  try {
    const target = JSON.parse(entry.value) as Partial<BackgroundSyncTarget>;
    return typeof target.userId === 'string' && typeof target.clinicId === 'string'
      ? { userId: target.userId, clinicId: target.clinicId }
      : null;
  } catch {
    return null;
  }
}

export async function clearBackgroundSyncTarget(store: BackgroundSyncStore): Promise<void> {
  await store.entries.delete(TARGET_KEY);
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

/** The page's auth storage: localStorage as before, every write mirrored for the service worker. */
export function mirroredAuthStorage(local: Storage, store: BackgroundSyncStore): AuthStorage {
  const mirrored = async (key: string) =>
    (await store.entries.get(key).catch(() => undefined))?.value ?? null;
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
      await store.entries.put({ key, value }).catch(() => undefined);
    },
    async removeItem(key) {
      local.removeItem(key);
      await store.entries.delete(key).catch(() => undefined);
    },
  };
}

/** The service worker's auth storage: the mirror alone. */
export function mirrorAuthStorage(store: BackgroundSyncStore): AuthStorage {
  return {
    async getItem(key) {
      return (await store.entries.get(key))?.value ?? null;
    },
    async setItem(key, value) {
      await store.entries.put({ key, value });
    },
    async removeItem(key) {
      await store.entries.delete(key);
    },
  };
}
