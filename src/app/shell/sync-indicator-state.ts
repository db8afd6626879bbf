/**
 * Which of its states the sync indicator shows (sync-indicator.tsx): the device's own network
 * first, then whether the server answers, a sign-in the server asks for, changes waiting, an
 * exchange under way, and otherwise synced.
 */
import type { SyncStatus } from '#sync/api/sync-state.ts';

export type SyncIndicatorState = 'offline' | 'unreachable' | 'signed_out' | 'syncing' | 'pending' | 'synced';

export function syncIndicatorState(status: SyncStatus): SyncIndicatorState {
  if (!status.online) return 'offline';
  if (!status.serverReachable) return 'unreachable';
  if (status.needsSignIn) return 'signed_out';
  if (status.pendingChanges > 0) return 'pending';
  // "Synced" says the device is in step now: an exchange of this run, not one an earlier run kept.
  if (!status.syncedSinceStart || status.phase === 'pulling' || status.phase === 'pushing') return 'syncing';
  return 'synced';
}
