/**
 * The server's wake-ups (issue 19): every write to a synced table broadcasts, on the private
 * Realtime channel of its clinic (`cabinet:all` for shared rows), which table changed and in which
 * transaction (supabase/migrations/20261201000100_realtime_wakeups.sql). The sync listens to both
 * channels of the clinic it holds and pulls that collection at once, instead of finding the change
 * at its next poll. The same supabase-js client talks to hosted Realtime and to the local stack.
 */
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { type CollectionName, SYNCED_COLLECTIONS } from '../collections/collection-registry.ts';

export interface ServerChange {
  collection: CollectionName;
  /** The writing transaction (xid8 as a decimal string). */
  txid: bigint;
}

export interface ServerWakeupHandlers {
  changed(change: ServerChange): void;
  /** Every channel joined (true) or one of them lost (false): the poll is then the only way. */
  listening(joined: boolean): void;
}

/** The topics a device of `clinicId` listens to. */
export function wakeupTopics(clinicId: string): string[] {
  return [`clinic:${clinicId}`, 'cabinet:all'];
}

/** The change a broadcast announces, or null for anything else (never trusted further). */
export function parseServerChange(payload: unknown): ServerChange | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { table, txid } = payload as { table?: unknown; txid?: unknown };
  if (typeof table !== 'string' || typeof txid !== 'string' || !/^\d{1,20}$/.test(txid)) return null;
  const collection = SYNCED_COLLECTIONS.find((name) => name === table);
  return collection ? { collection, txid: BigInt(txid) } : null;
}

/** Joins the clinic's channels; the returned function leaves them. */
export function listenForServerChanges(
  supabase: SupabaseClient,
  clinicId: string,
  handlers: ServerWakeupHandlers,
): () => Promise<void> {
  const joined = new Set<string>();
  const channels: RealtimeChannel[] = [];
  let left = false;
  const topics = wakeupTopics(clinicId);

  const report = () => handlers.listening(joined.size === topics.length);

  void (async () => {
    // A private channel is authorised with the session's token, which the client must hold first.
    await supabase.realtime.setAuth().catch(() => undefined);
    if (left) return;
    for (const topic of topics) {
      const channel = supabase.channel(topic, { config: { private: true } });
      channel.on('broadcast', { event: 'changed' }, (message: { payload?: unknown }) => {
        const change = parseServerChange(message.payload);
        if (change) handlers.changed(change);
      });
      channel.subscribe((status) => {
        if (left) return;
        if (status === 'SUBSCRIBED') joined.add(topic);
        else joined.delete(topic);
        report();
      });
      channels.push(channel);
    }
  })();

  return async () => {
    left = true;
    await Promise.all(channels.map((channel) => supabase.removeChannel(channel).catch(() => undefined)));
  };
}
