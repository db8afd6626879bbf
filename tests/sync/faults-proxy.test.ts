/**
 * The fault proxy itself, through supabase-js: pass-through by default, faults only where and
 * as often as asked, and a connection cut after the server applied a push (the case a client
 * cannot tell from a push that never arrived).
 */
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonKey, apiUrl, DEMO, DEMO_PASSWORD, serviceClient } from '../backend/harness.ts';
import { waitUntil } from '../support/wait-until.ts';
import { type FaultProxy, SYNC_PUSH, startFaultProxy } from './support/fault-proxy.ts';

let proxy: FaultProxy;
let client: SupabaseClient;
let clinicId: string;

function pushPatient(id: string) {
  return client.rpc('sync_push', {
    p_collection: 'patients',
    p_changes: [
      {
        id,
        new: { id, clinic_id: clinicId, first_name: 'Proxy', last_name: 'Test' },
        base: null,
        changed_at: new Date().toISOString(),
      },
    ],
  });
}

async function serverHas(id: string): Promise<boolean> {
  const { data } = await serviceClient().from('patients').select('id').eq('id', id);
  return (data ?? []).length === 1;
}

beforeAll(async () => {
  proxy = await startFaultProxy(apiUrl);
  client = createClient(proxy.url, anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const { error } = await client.auth.signInWithPassword({
    email: DEMO.auroraStaff,
    password: DEMO_PASSWORD,
  });
  if (error) throw new Error(error.message);
  const { data } = await client.from('clinics').select('id').limit(1).single();
  clinicId = (data as { id: string }).id;
});

afterAll(async () => {
  await proxy.close();
});

describe('fault proxy', () => {
  it('passes everything through by default', async () => {
    const { data, error } = await client.from('patients').select('id').limit(2);
    expect(error).toBeNull();
    expect(data).toHaveLength(2);
    expect(proxy.log.at(-1)).toMatchObject({
      method: 'GET',
      path: '/rest/v1/patients',
      fault: 'pass',
      status: 200,
    });
  });

  it('answers 500 to the next N pushes only, and leaves other requests alone', async () => {
    proxy.failNext(2, { kind: 'status', status: 500 }, SYNC_PUSH);
    expect((await client.from('patients').select('id').limit(1)).error).toBeNull();
    const id = randomUUID();
    expect((await pushPatient(id)).error).toMatchObject({ code: '500' });
    expect((await pushPatient(id)).error).toMatchObject({ code: '500' });
    expect(await serverHas(id)).toBe(false);
    const third = await pushPatient(id);
    expect(third.error).toBeNull();
    expect(await serverHas(id)).toBe(true);
    expect(proxy.faultsHit({ kind: 'status', match: SYNC_PUSH })).toBe(2);
  });

  it('cuts the connection after the server applied the push; the retry changes nothing', async () => {
    proxy.failNext(1, { kind: 'drop-after-apply' }, SYNC_PUSH);
    const id = randomUUID();
    const cut = await pushPatient(id);
    expect(cut.error).not.toBeNull();
    expect(await serverHas(id)).toBe(true);
    const retry = await pushPatient(id);
    expect(retry.error).toBeNull();
    expect((retry.data as { results: { status: string }[] }).results[0]?.status).toBe('unchanged');
  });

  it('drops a request before it reaches the server', async () => {
    proxy.failNext(1, { kind: 'drop' }, SYNC_PUSH);
    const id = randomUUID();
    expect((await pushPatient(id)).error).not.toBeNull();
    expect(await serverHas(id)).toBe(false);
  });

  it('answers 503 for a while, as a restarting server does', async () => {
    proxy.failFor(300, { kind: 'status', status: 503 }, SYNC_PUSH);
    const id = randomUUID();
    expect((await pushPatient(id)).error).toMatchObject({ code: '503' });
    // Retried as a client does until the "restart" is over: every refusal meanwhile is a 503.
    await waitUntil(
      async () => {
        const { error } = await pushPatient(id);
        if (error) expect(error).toMatchObject({ code: '503' });
        return error === null;
      },
      { timeoutMs: 5000, intervalMs: 50, what: 'a push passing once the 300 ms of 503s are over' },
    );
    expect(await serverHas(id)).toBe(true);
  });

  it('delays, and stalls until cleared', async () => {
    proxy.failNext(1, { kind: 'delay', ms: 300 });
    const started = Date.now();
    expect((await client.from('patients').select('id').limit(1)).error).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);

    proxy.inject({ fault: { kind: 'stall' }, match: SYNC_PUSH });
    const id = randomUUID();
    // A supabase-js query is lazy: `then` sends it.
    const pending = pushPatient(id).then((answer) => answer);
    await proxy.waitForFaults(1, { kind: 'stall' });
    proxy.clear();
    expect((await pending).error).not.toBeNull();
    expect(await serverHas(id)).toBe(false);
  });
});
