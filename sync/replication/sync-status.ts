/** What the UI shows of the sync (issue 3, item 4): the contract's SyncStatus. */
export type SyncPhase = 'idle' | 'pulling' | 'pushing' | 'paused' | 'signed_out';

export interface SyncStatus {
  /** The device has a network (the browser says so). */
  online: boolean;
  /**
   * The server answered the sync's last request: false while the device has a network but the
   * server does not answer (down, restarting, or no internet behind the Wi-Fi), and while offline.
   */
  serverReachable: boolean;
  phase: SyncPhase;
  /** Documents changed here and not yet answered by the server. */
  pendingChanges: number;
  /**
   * End of the last complete exchange with the server (every collection pushed and pulled), in
   * this run or, kept on the device, an earlier one.
   */
  lastSyncedAt: string | null;
  /**
   * An exchange completed since the sync started (in this tab, or in the tab that leads): only
   * then is the device in step with the server, whatever `lastSyncedAt` an earlier run left.
   */
  syncedSinceStart: boolean;
  /**
   * This device has completed a full exchange for the clinic at least once (remembered across
   * reloads): until then an empty local list means "not here yet", not "none".
   */
  hasSynced: boolean;
  /** The last failure, until an exchange succeeds again. */
  lastError: { message: string; at: string } | null;
  /** Open conflicts in the conflict store. */
  conflicts: number;
  /** The session ended without sign-out: sign in again to resume (nothing unsent is lost). */
  needsSignIn: boolean;
}

export const INITIAL_SYNC_STATUS: SyncStatus = {
  online: true,
  serverReachable: true,
  phase: 'idle',
  pendingChanges: 0,
  lastSyncedAt: null,
  syncedSinceStart: false,
  hasSynced: false,
  lastError: null,
  conflicts: 0,
  needsSignIn: false,
};

export interface PhaseInputs {
  stopped: boolean;
  paused: boolean;
  signedOut: boolean;
  pushing: number;
  pulling: number;
}

export function syncPhase(inputs: PhaseInputs): SyncPhase {
  if (inputs.signedOut) return 'signed_out';
  if (inputs.stopped || inputs.paused) return 'paused';
  if (inputs.pushing > 0) return 'pushing';
  if (inputs.pulling > 0) return 'pulling';
  return 'idle';
}
