/**
 * Sends this device's access events to the server (record_access_events) at the end of each
 * exchange, after the rows they name: an event whose patient, visit or document still waits here
 * stays until that row is answered, as every change does (causal-order.ts). Batches of 500; a
 * retried batch adds nothing (the server skips ids it holds).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { CollectionName } from '../collections/collection-registry.ts';
import type { RequestGate } from '../replication/request-gate.ts';
import type { SyncMetaStore } from '../replication/sync-meta-store.ts';
import { SyncRequestError } from '../replication/sync-request-error.ts';
import { eventsReadyToSend } from './access-event.ts';
import { markAccessEventsSent, unsentAccessEvents } from './access-log-store.ts';

const BATCH = 500;

export interface AccessEventSending {
  supabase: SupabaseClient;
  store: Pick<SyncMetaStore, 'db' | 'access'>;
  gate: Pick<RequestGate, 'ready' | 'succeeded' | 'failed' | 'signal'>;
  /** Whether a row has a change of this device waiting. */
  waiting(collection: CollectionName, id: string): boolean;
  requestTimeoutMs: number;
}

export async function sendAccessEvents(inputs: AccessEventSending): Promise<number> {
  let sent = 0;
  for (;;) {
    const unsent = await unsentAccessEvents(inputs.store, BATCH);
    const leaving = eventsReadyToSend(unsent, inputs.waiting);
    if (leaving.length === 0) return sent;
    await inputs.gate.ready();
    try {
      const timeout = AbortSignal.timeout(inputs.requestTimeoutMs);
      const { error } = await inputs.supabase
        .rpc('record_access_events', { p_events: leaving })
        .abortSignal(AbortSignal.any([timeout, inputs.gate.signal]));
      if (error) throw new SyncRequestError('server', `record_access_events: ${error.message}`);
      inputs.gate.succeeded();
    } catch (error) {
      await inputs.gate.failed(error);
      throw error;
    }
    await markAccessEventsSent(
      inputs.store,
      leaving.map((event) => event.id),
      new Date(),
    );
    sent += leaving.length;
    if (leaving.length < unsent.length || unsent.length < BATCH) return sent;
  }
}
