import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import {
  clearBackgroundSyncTarget,
  mirroredAuthStorage,
  mirrorOnlyAuthStorage,
  newerSession,
  openBackgroundSyncStore,
  readBackgroundSyncTarget,
  recordBackgroundSyncTarget,
} from './background-sync-store.ts';

const session = (refreshToken: string, expiresAt: number) =>
  JSON.stringify({ access_token: `a-${refreshToken}`, refresh_token: refreshToken, expires_at: expiresAt });

class MemoryStorage implements Storage {
  private readonly values = new Map<string, string>();
  get length() {
    return this.values.size;
  }
  clear() {
    this.values.clear();
  }
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

const open = () => openBackgroundSyncStore({ indexedDB: new IDBFactory() });

describe('newerSession', () => {
  it('keeps the page’s own session unless the service worker refreshed it since', () => {
    const mine = session('r1', 1000);
    expect(newerSession(mine, null)).toBe(mine);
    expect(newerSession(mine, mine)).toBe(mine);
    // Same refresh token, a later expiry (a test or an old copy): the page's own.
    expect(newerSession(mine, session('r1', 2000))).toBe(mine);
    // Rotated, but older: the page refreshed after the worker did.
    expect(newerSession(mine, session('r2', 500))).toBe(mine);
    // Rotated and later: the worker's refresh used the page's token up.
    const theirs = session('r2', 2000);
    expect(newerSession(mine, theirs)).toBe(theirs);
  });

  it('never signs a signed-out page in again, and ignores what it cannot read', () => {
    expect(newerSession(null, session('r2', 2000))).toBeNull();
    expect(newerSession(session('r1', 1000), 'not json')).toBe(session('r1', 1000));
    expect(newerSession('not json', session('r2', 2000))).toBe('not json');
  });
});

describe('the mirrored auth storage', () => {
  it('writes both copies, reads the page’s, and removes both', async () => {
    const store = open();
    const local = new MemoryStorage();
    const page = mirroredAuthStorage(local, store);
    const worker = mirrorOnlyAuthStorage(store);
    await page.setItem('sb-auth', session('r1', 1000));
    expect(await worker.getItem('sb-auth')).toBe(session('r1', 1000));

    // The worker refreshes: the page takes that session, and keeps it in its own storage too.
    await worker.setItem('sb-auth', session('r2', 2000));
    expect(await page.getItem('sb-auth')).toBe(session('r2', 2000));
    expect(local.getItem('sb-auth')).toBe(session('r2', 2000));

    await page.removeItem('sb-auth');
    expect(await worker.getItem('sb-auth')).toBeNull();
    expect(await page.getItem('sb-auth')).toBeNull();
  });
});

describe('the background sync target', () => {
  it('is recorded, read and cleared', async () => {
    const store = open();
    expect(await readBackgroundSyncTarget(store)).toBeNull();
    await recordBackgroundSyncTarget(store, { userId: 'u1', clinicId: 'c1' });
    expect(await readBackgroundSyncTarget(store)).toEqual({ userId: 'u1', clinicId: 'c1' });
    await clearBackgroundSyncTarget(store);
    expect(await readBackgroundSyncTarget(store)).toBeNull();
  });
});
