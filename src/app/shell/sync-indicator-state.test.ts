import { describe, expect, it } from 'vitest';
import type { SyncStatus } from '#sync/api/sync-state.ts';
import { syncIndicatorState } from './sync-indicator-state.ts';

const synced: SyncStatus = {
  online: true,
  serverReachable: true,
  phase: 'idle',
  pendingChanges: 0,
  lastSyncedAt: '2026-11-27T08:00:00.000Z',
  syncedSinceStart: true,
  hasSynced: true,
  lastError: null,
  conflicts: 0,
  needsSignIn: false,
};

describe('syncIndicatorState', () => {
  it('tells a device without a network apart from a server that does not answer', () => {
    expect(syncIndicatorState({ ...synced, online: false, serverReachable: false })).toBe('offline');
    expect(syncIndicatorState({ ...synced, online: true, serverReachable: false })).toBe('unreachable');
  });

  it('says so when the server does not answer, with changes waiting too', () => {
    expect(syncIndicatorState({ ...synced, serverReachable: false, pendingChanges: 3 })).toBe('unreachable');
  });

  it('shows changes waiting, an exchange under way, and synced, once the server answers', () => {
    expect(syncIndicatorState({ ...synced, pendingChanges: 2 })).toBe('pending');
    expect(syncIndicatorState({ ...synced, phase: 'pulling' })).toBe('syncing');
    expect(syncIndicatorState({ ...synced, lastSyncedAt: null, syncedSinceStart: false })).toBe('syncing');
    // A last sync an earlier run kept on the device is not "synced" until this run exchanges.
    expect(syncIndicatorState({ ...synced, syncedSinceStart: false })).toBe('syncing');
    expect(syncIndicatorState(synced)).toBe('synced');
    expect(syncIndicatorState({ ...synced, needsSignIn: true })).toBe('signed_out');
  });
});
