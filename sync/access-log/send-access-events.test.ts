import 'fake-indexeddb/auto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import type { SyncMetaStore } from '../replication/sync-meta-store.ts';
import { sampleAccessEvent } from '../testing/sample-access-event.ts';
import { openTestMetaStore, removeTestMetaStore } from '../testing/test-meta-store.ts';
import type { AccessEvent } from './access-event.ts';
import { appendAccessEvent, offerAccessEventsSetApart, unsentAccessEvents } from './access-log-store.ts';
import { type AccessEventSending, sendAccessEvents } from './send-access-events.ts';

let store: SyncMetaStore | undefined;
let n = 0;

function freshStore(): SyncMetaStore {
  n += 1;
  store = openTestMetaStore(`send-access-test-${n}`);
  return store;
}

afterEach(() => removeTestMetaStore(store));

/** An open at 08:mm, each of its own record (so none repeats another). */
function event(minute: number, fields: Partial<AccessEvent> = {}): AccessEvent {
  const at = new Date(Date.UTC(2026, 10, 30, 8, minute)).toISOString();
  return sampleAccessEvent(at, { record_id: `record-${minute}`, ...fields });
}

type Answer = { data: unknown; error: { message: string; code: string } | null; status: number };

/**
 * record_access_events as the server answers it: a batch taken whole, or refused whole when one
 * of its events has a subject the server does not know (a check constraint, 400), or when the
 * caller is refused (42501, 403), or a failure of the moment.
 */
class FakeServer {
  readonly received: string[] = [];
  calls = 0;
  known = new Set(['medical_record', 'visit', 'medical_history', 'document', 'patient_form']);
  callerRefused = false;
  down = false;

  answer(events: AccessEvent[]): Answer {
    this.calls += 1;
    if (this.down) return { data: null, error: { message: 'bad gateway', code: '' }, status: 502 };
    if (this.callerRefused) {
      return {
        data: null,
        error: { message: 'only a signed-in user of a clinic', code: '42501' },
        status: 403,
      };
    }
    if (events.some((e) => !this.known.has(e.subject))) {
      return { data: null, error: { message: 'violates check constraint', code: '23514' }, status: 400 };
    }
    for (const e of events) if (!this.received.includes(e.id)) this.received.push(e.id);
    return { data: events.length, error: null, status: 200 };
  }

  client(): SupabaseClient {
    const rpc = (_fn: string, args: { p_events: AccessEvent[] }) => ({
      abortSignal: () => Promise.resolve(this.answer(args.p_events)),
    });
    return { rpc } as unknown as SupabaseClient;
  }
}

function sending(meta: SyncMetaStore, server: FakeServer) {
  const gate = { failures: [] as unknown[], successes: 0 };
  const inputs: AccessEventSending = {
    supabase: server.client(),
    store: meta,
    gate: {
      ready: () => Promise.resolve(),
      succeeded: () => {
        gate.successes += 1;
      },
      failed: (error) => {
        gate.failures.push(error);
        return Promise.resolve();
      },
      signal: new AbortController().signal,
    },
    waiting: () => false,
    requestTimeoutMs: 1000,
  };
  return { inputs, gate };
}

async function append(meta: SyncMetaStore, events: AccessEvent[]): Promise<void> {
  for (const e of events) expect(await appendAccessEvent(meta, e)).toBe(true);
}

describe('sending the access events', () => {
  it('sends the events the server refuses none of, in the order made', async () => {
    const meta = freshStore();
    const server = new FakeServer();
    const events = [event(1), event(2), event(3)];
    await append(meta, events);
    const { inputs, gate } = sending(meta, server);
    expect(await sendAccessEvents(inputs)).toBe(3);
    expect(server.received).toEqual(events.map((e) => e.id));
    expect(server.calls).toBe(1);
    expect(gate.failures).toEqual([]);
  });

  it('sets apart the events refused for what they hold, sends every other, and backs nothing off', async () => {
    const meta = freshStore();
    const server = new FakeServer();
    // Subjects a newer build records before the server knows them.
    const events = [
      event(1),
      event(2, { subject: 'lab_result' as AccessEvent['subject'] }),
      event(3),
      event(4),
      event(5, { subject: 'lab_result' as AccessEvent['subject'] }),
      event(6),
    ];
    await append(meta, events);
    const { inputs, gate } = sending(meta, server);

    expect(await sendAccessEvents(inputs)).toBe(4);
    const refused = [events[1], events[4]].map((e) => e?.id);
    expect(server.received).toEqual(events.map((e) => e.id).filter((id) => !refused.includes(id)));
    expect(gate.failures).toEqual([]);
    // Kept on the device with the server's answer, and not offered again in this start's rounds.
    const apart = await meta.access.where('sent').equals(-1).toArray();
    expect(apart.map((record) => record.id).sort()).toEqual([...refused].sort());
    expect(apart[0]?.refused).toMatchObject({ code: '23514', status: 400 });
    expect(await unsentAccessEvents(meta, 10)).toEqual([]);
    const calls = server.calls;
    expect(await sendAccessEvents(inputs)).toBe(0);
    expect(server.calls).toBe(calls);

    // The next start offers them again; a server that knows them now takes them.
    server.known.add('lab_result');
    expect(await offerAccessEventsSetApart(meta)).toBe(2);
    expect(await sendAccessEvents(inputs)).toBe(2);
    expect(server.received.slice(-2)).toEqual(refused);
    expect(await meta.access.where('sent').equals(-1).count()).toBe(0);
  });

  it('keeps every event waiting when the server refuses the caller, as a failed request', async () => {
    const meta = freshStore();
    const server = new FakeServer();
    server.callerRefused = true;
    await append(meta, [event(1), event(2)]);
    const { inputs, gate } = sending(meta, server);

    await expect(sendAccessEvents(inputs)).rejects.toMatchObject({ kind: 'server', status: 403 });
    expect(gate.failures).toHaveLength(1);
    expect(await unsentAccessEvents(meta, 10)).toHaveLength(2);
    expect(await meta.access.where('sent').equals(-1).count()).toBe(0);
  });

  it('keeps every event waiting through a failure of the moment, and sets none apart', async () => {
    const meta = freshStore();
    const server = new FakeServer();
    server.down = true;
    await append(meta, [event(1), event(2, { subject: 'lab_result' as AccessEvent['subject'] })]);
    const { inputs, gate } = sending(meta, server);

    await expect(sendAccessEvents(inputs)).rejects.toMatchObject({ kind: 'server', status: 502 });
    expect(gate.failures).toHaveLength(1);
    expect(server.calls).toBe(1);
    expect(await unsentAccessEvents(meta, 10)).toHaveLength(2);
  });
});
