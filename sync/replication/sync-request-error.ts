/**
 * Why a request to the server did not give an answer the sync can use. The kind decides what
 * happens next: `offline` and `timeout` wait for the network, `auth` waits for a fresh token (or a
 * new sign-in), `server` backs off and retries, `stopped` ends quietly (pause, stop, sign-out).
 */
export type SyncFailureKind = 'offline' | 'timeout' | 'auth' | 'server' | 'stopped';

export class SyncRequestError extends Error {
  readonly kind: SyncFailureKind;
  /** HTTP status, 0 when no answer arrived. */
  readonly status: number;
  readonly code: string;

  constructor(kind: SyncFailureKind, message: string, status = 0, code = '') {
    super(message);
    this.name = 'SyncRequestError';
    this.kind = kind;
    this.status = status;
    this.code = code;
  }
}

export function isSyncRequestError(error: unknown): error is SyncRequestError {
  return error instanceof SyncRequestError;
}
