import type { SupabaseClient } from '@supabase/supabase-js';
import { SyncRequestError } from './sync-request-error.ts';

export interface RpcOptions {
  /** A request without an answer after this long is abandoned (a stalled connection). */
  timeoutMs: number;
  /** Aborts the request when the sync pauses or stops. */
  signal?: AbortSignal;
}

/** PostgREST's codes for a missing, malformed or expired JWT (answered with HTTP 401). */
const AUTH_CODES = new Set(['PGRST300', 'PGRST301', 'PGRST302', 'PGRST303']);

/**
 * Calls one sync function through supabase-js and returns its JSON answer, or throws a
 * SyncRequestError saying why there is none (no network, timeout, token refused, server error).
 */
export async function callSyncRpc(
  supabase: SupabaseClient,
  fn: 'sync_pull' | 'sync_push' | 'sync_backlog' | 'sync_pull_window' | 'record_access_events',
  args: Record<string, unknown>,
  options: RpcOptions,
): Promise<unknown> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const { data, error, status } = await supabase.rpc(fn, args).abortSignal(signal);
  if (!error) {
    const answer: unknown = data;
    return answer;
  }
  if (options.signal?.aborted) throw new SyncRequestError('stopped', `${fn}: stopped`);
  if (status === 0) {
    if (timeout.aborted) {
      throw new SyncRequestError('timeout', `${fn}: no answer within ${options.timeoutMs} ms`);
    }
    throw new SyncRequestError('offline', `${fn}: ${error.message}`);
  }
  if (status === 401 || AUTH_CODES.has(error.code) || /jwt/i.test(error.message)) {
    throw new SyncRequestError('auth', `${fn}: ${error.message}`, status, error.code);
  }
  throw new SyncRequestError('server', `${fn}: ${error.message}`, status, error.code);
}
