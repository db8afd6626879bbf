/**
 * Sends this device's access events to the server (record_access_events) at the end of each
 * exchange, after the rows they name: an event whose patient, visit or document still waits here
 * stays until that row is answered, as every change does (causal-order.ts). Batches of 500; a
 * retried batch adds nothing (the server skips ids it holds).
 *
 * The server takes a batch whole or refuses it whole. A refusal of what the batch holds (an event
 * a server of another version does not know) must not hold back every later event, nor back off
 * the sync's other requests round after round: the refused events are found by halving the batch
 * and set apart on the device, kept, and offered again when the sync next starts. A refusal of the
 * caller (an empty batch is refused too) is the gate's, as any failed request.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { CollectionName } from '../collections/collection-registry.ts';
import { callSyncRpc } from '../replication/call-sync-rpc.ts';
import type { RequestGate } from '../replication/request-gate.ts';
import type { SyncMetaStore } from '../replication/sync-meta-store.ts';
import { isSyncRequestError, type SyncRequestError } from '../replication/sync-request-error.ts';
import { type AccessEvent, eventsReadyToSend } from './access-event.ts';
import { markAccessEventsSent, setAccessEventsApart, unsentAccessEvents } from './access-log-store.ts';

const BATCH = 500;

export interface AccessEventSending {
  supabase: SupabaseClient;
  store: Pick<SyncMetaStore, 'db' | 'access'>;
  gate: Pick<RequestGate, 'ready' | 'succeeded' | 'failed' | 'signal'>;
  /** Whether a row has a change of this device waiting. */
  waiting(collection: CollectionName, id: string): boolean;
  requestTimeoutMs: number;
}

/** Sends what may leave now; answers how many events the server took. */
export async function sendAccessEvents(inputs: AccessEventSending): Promise<number> {
  let sent = 0;
  for (;;) {
    const unsent = await unsentAccessEvents(inputs.store, BATCH);
    const leaving = eventsReadyToSend(unsent, inputs.waiting);
    if (leaving.length === 0) return sent;
    const refusal = await post(inputs, leaving);
    if (refusal === null) {
      await markSent(inputs, leaving);
      sent += leaving.length;
    } else if ((await post(inputs, [])) === null) {
      sent += await sendApartFromRefused(inputs, leaving, refusal);
    } else {
      // The server refuses the caller, whatever the events: they all wait.
      await inputs.gate.failed(refusal);
      throw refusal;
    }
    if (leaving.length < unsent.length || unsent.length < BATCH) return sent;
  }
}

/**
 * A batch the server refused for what it holds: each half is sent on its own, down to the events
 * refused alone, which are set apart. Answers how many the server took.
 */
async function sendApartFromRefused(
  inputs: AccessEventSending,
  events: readonly AccessEvent[],
  refusal: SyncRequestError,
): Promise<number> {
  if (events.length === 1) {
    await setAccessEventsApart(
      inputs.store,
      events.map((event) => event.id),
      refusal,
      new Date(),
    );
    return 0;
  }
  let sent = 0;
  const middle = Math.ceil(events.length / 2);
  for (const half of [events.slice(0, middle), events.slice(middle)]) {
    const halfRefusal = await post(inputs, half);
    if (halfRefusal === null) {
      await markSent(inputs, half);
      sent += half.length;
    } else {
      sent += await sendApartFromRefused(inputs, half, halfRefusal);
    }
  }
  return sent;
}

/**
 * One call: null once the server took the events, the server's refusal when it answered with a
 * client error; any other failure (no network, a timeout, a refused token, a server error) is
 * the gate's and is thrown.
 */
async function post(
  inputs: AccessEventSending,
  events: readonly AccessEvent[],
): Promise<SyncRequestError | null> {
  await inputs.gate.ready();
  try {
    await callSyncRpc(
      inputs.supabase,
      'record_access_events',
      { p_events: events },
      { timeoutMs: inputs.requestTimeoutMs, signal: inputs.gate.signal },
    );
  } catch (error) {
    if (isRefusal(error)) {
      // The server answered: the connection and the session are fine.
      inputs.gate.succeeded();
      return error;
    }
    await inputs.gate.failed(error);
    throw error;
  }
  inputs.gate.succeeded();
  return null;
}

/** An answer of the server saying no to the request itself (4xx), not to the moment (408, 429). */
function isRefusal(error: unknown): error is SyncRequestError {
  return (
    isSyncRequestError(error) &&
    error.kind === 'server' &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

function markSent(inputs: AccessEventSending, events: readonly AccessEvent[]): Promise<void> {
  return markAccessEventsSent(
    inputs.store,
    events.map((event) => event.id),
    new Date(),
  );
}
