/**
 * Issue 19: the server tells a device of a change within milliseconds, through Realtime broadcast
 * from the database (migration 20261201000100), spoken to supabase-js's own realtime client by
 * the local stack as hosted Realtime speaks it. A member hears their clinic's changes, never
 * another clinic's; the message names the table and the transaction, never a row; sync_pull's
 * horizon tells when that transaction's rows can be pulled.
 */
import { randomUUID } from 'node:crypto';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../support/wait-until.ts';
import { anonClient, DEMO, databaseUrl, profileOf, signIn } from './harness.ts';

interface Heard {
  topic: string;
  table: string;
  txid: string;
}

const channels: Array<{ client: SupabaseClient; channel: RealtimeChannel }> = [];

/** Joins a private channel as `client`; resolves once joined, rejects with the server's reason. */
async function listen(client: SupabaseClient, topic: string, heard: Heard[]): Promise<RealtimeChannel> {
  await client.realtime.setAuth();
  const channel = client.channel(topic, { config: { private: true } });
  channel.on('broadcast', { event: 'changed' }, (message) => {
    const payload = message.payload as { table?: unknown; txid?: unknown };
    heard.push({ topic, table: String(payload.table), txid: String(payload.txid) });
  });
  channels.push({ client, channel });
  await new Promise<void>((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status));
    });
  });
  return channel;
}

let auroraStaff: SupabaseClient;
let auroraAdmin: SupabaseClient;
let novaAdmin: SupabaseClient;
let aurora: string;
let nova: string;

beforeAll(async () => {
  [auroraStaff, auroraAdmin, novaAdmin] = await Promise.all([
    signIn(DEMO.auroraStaff),
    signIn(DEMO.auroraAdmin),
    signIn(DEMO.novaAdmin),
  ]);
  aurora = (await profileOf(auroraStaff)).clinic_id;
  nova = (await profileOf(novaAdmin)).clinic_id;
});

afterAll(async () => {
  for (const { client, channel } of channels) await client.removeChannel(channel);
});

async function addPatient(client: SupabaseClient, clinicId: string, lastName: string): Promise<string> {
  const id = randomUUID();
  const { error } = await client
    .from('patients')
    .insert({ id, clinic_id: clinicId, first_name: 'Unda', last_name: lastName });
  expect(error).toBeNull();
  return id;
}

describe('Realtime wake-ups', () => {
  it('tell a member of the clinic that a table changed, with the transaction, and no row', async () => {
    const heard: Heard[] = [];
    await listen(auroraStaff, `clinic:${aurora}`, heard);
    const id = await addPatient(auroraAdmin, aurora, 'Realtimescu');
    const message = await waitUntil(() => heard.find((entry) => entry.table === 'patients'), {
      what: 'the patients wake-up',
    });
    expect(message.txid).toMatch(/^\d+$/);
    expect(JSON.stringify(message)).not.toContain(id);

    // The pull that follows: its horizon has passed the transaction, and the row is in it.
    const { data, error } = await auroraStaff.rpc('sync_pull', {
      p_collection: 'patients',
      p_cursor: null,
      p_limit: 1000,
    });
    expect(error).toBeNull();
    const page = data as { horizon: string; rows: Array<{ id: string }>; has_more: boolean };
    expect(BigInt(page.horizon) > BigInt(message.txid)).toBe(true);
    expect(page.rows.some((row) => row.id === id) || page.has_more).toBe(true);
  });

  it('never tell another clinic: its admin cannot join, and hears only their own clinic', async () => {
    await expect(listen(novaAdmin, `clinic:${aurora}`, [])).rejects.toThrow(/Unauthorized/);
    const heard: Heard[] = [];
    await listen(novaAdmin, `clinic:${nova}`, heard);
    await addPatient(auroraAdmin, aurora, 'Strainescu');
    await addPatient(novaAdmin, nova, 'Propriescu');
    // Notifications go out in commit order: once Nova's own arrived, Aurora's would have too.
    await waitUntil(() => heard.some((entry) => entry.table === 'patients'), { what: 'Nova’s own wake-up' });
    expect(heard.every((entry) => entry.topic === `clinic:${nova}`)).toBe(true);
    expect(heard.filter((entry) => entry.table === 'patients')).toHaveLength(1);
  });

  it('refuse the anonymous key a clinic’s channel, and a subscription to postgres_changes', async () => {
    await expect(listen(anonClient(), `clinic:${aurora}`, [])).rejects.toThrow(/Unauthorized/);
    const client = await signIn(DEMO.auroraDoctor);
    const channel = client.channel(`clinic:${aurora}`, { config: { private: true } });
    channels.push({ client, channel });
    channel.on('postgres_changes', { event: '*', schema: 'public', table: 'patients' }, () => {});
    const status = await new Promise<string>((resolve) => {
      channel.subscribe((state) => {
        if (state !== 'SUBSCRIBED') resolve(state);
      });
    });
    expect(status).toBe('CHANNEL_ERROR');
  });

  it('let everyone signed in hear the shared channel (the specializations’ changes)', async () => {
    const heard: Heard[] = [];
    await listen(novaAdmin, 'cabinet:all', heard);
    // What the specializations' trigger sends, sent directly: the migration is the only writer of
    // that table, and another test relies on it staying unchanged while the stack runs.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(
        `select realtime.send('{"table": "specializations", "txid": "1"}'::jsonb, 'changed', 'cabinet:all', true)`,
      );
    } finally {
      await client.end();
    }
    await waitUntil(() => heard.find((entry) => entry.table === 'specializations'), {
      what: 'the specializations wake-up',
    });
  });
});
