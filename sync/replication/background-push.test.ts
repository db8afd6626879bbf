import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openBackgroundSyncStore, recordBackgroundSyncTarget } from '../session/background-sync-store.ts';
import { pushWaitingChanges } from './background-push.ts';

const base = () => ({
  store: openBackgroundSyncStore({ indexedDB: new IDBFactory() }),
  // Nothing answers here: a test that reached the network would fail loudly.
  supabaseUrl: 'http://127.0.0.1:1',
  anonKey: 'anon',
  pageVisible: async () => false,
});

describe('pushWaitingChanges', () => {
  it('leaves the work to a page that stays open and visible', async () => {
    let looks = 0;
    const outcome = await pushWaitingChanges({
      ...base(),
      pageVisible: async () => {
        looks += 1;
        return true;
      },
      pageWaitMs: 1200,
    });
    expect(outcome).toBe('page-open');
    expect(looks).toBeGreaterThan(1);
  });

  it('gives way at once when a page takes an update, instead of waiting for the page to go', async () => {
    const update = new AbortController();
    let looks = 0;
    const outcome = pushWaitingChanges({
      ...base(),
      pageVisible: async () => {
        looks += 1;
        if (looks === 2) update.abort();
        return true;
      },
      // Long enough that only giving way ends the wait within the test's time.
      pageWaitMs: 600_000,
      signal: update.signal,
    });
    expect(await outcome).toBe('page-open');
    expect(looks).toBe(2);
  });

  it('waits for the page that registered it to close, then goes on', async () => {
    let visible = 2;
    const outcome = await pushWaitingChanges({ ...base(), pageVisible: async () => visible-- > 0 });
    expect(outcome).toBe('nothing-to-do');
  });

  it('has nothing to do for a device that never opened a clinic, and no session means signed out', async () => {
    const input = base();
    expect(await pushWaitingChanges(input)).toBe('nothing-to-do');
    await recordBackgroundSyncTarget(input.store, { userId: 'u1', clinicId: 'c1' });
    expect(await pushWaitingChanges(input)).toBe('signed-out');
  });

  it('fails offline, so the browser tries again later', async () => {
    const input = base();
    await recordBackgroundSyncTarget(input.store, { userId: 'u1', clinicId: 'c1' });
    await expect(pushWaitingChanges({ ...input, isOnline: () => false })).rejects.toThrow(/No network/);
  });

  it('leaves a sealed database closed when no unlocked page gives its key (issue 40)', async () => {
    const input = base();
    await recordBackgroundSyncTarget(input.store, { userId: 'u1', clinicId: 'c1' });
    const asked: string[] = [];
    const outcome = await pushWaitingChanges({
      ...input,
      sealing: async (userId) => {
        asked.push(userId);
        return { sealed: true, sealer: null };
      },
    });
    expect(outcome).toBe('locked');
    expect(asked).toEqual(['u1']);
  });
});
