/**
 * sync_backlog (issue 19): the rows of a collection past a device's cursor, as that caller sees
 * them, which the first sync's progress bar counts down. It must match what the pulls then bring,
 * and count nothing of another clinic.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, DEMO, profileOf, serviceClient, signIn } from './harness.ts';

interface Cursor {
  txid: string;
  seq: number;
}

async function backlog(client: SupabaseClient, collection: string, cursor: Cursor | null): Promise<number> {
  const { data, error } = await client.rpc('sync_backlog', { p_collection: collection, p_cursor: cursor });
  if (error) throw new Error(`sync_backlog ${collection}: ${error.message}`);
  return data as number;
}

/** Every row a pull brings from `cursor` on, and the cursor it ends at. */
async function pullAll(client: SupabaseClient, collection: string, cursor: Cursor | null) {
  let rows = 0;
  let at = cursor;
  for (;;) {
    const { data, error } = await client.rpc('sync_pull', {
      p_collection: collection,
      p_cursor: at,
      p_limit: 1000,
    });
    if (error) throw new Error(error.message);
    const page = data as { rows: unknown[]; cursor: Cursor; has_more: boolean };
    rows += page.rows.length;
    at = page.cursor;
    if (!page.has_more) return { rows, cursor: at };
  }
}

let staff: SupabaseClient;
let novaAdmin: SupabaseClient;
let aurora: string;

beforeAll(async () => {
  [staff, novaAdmin] = await Promise.all([signIn(DEMO.auroraStaff), signIn(DEMO.novaAdmin)]);
  aurora = (await profileOf(staff)).clinic_id;
});

describe('sync_backlog', () => {
  it('counts what the pulls from the same cursor then bring, and only what is past it', async () => {
    const counted = await backlog(staff, 'patients', null);
    const pulled = await pullAll(staff, 'patients', null);
    // Rows other tests add meanwhile can only make the pull longer.
    expect(pulled.rows).toBeGreaterThanOrEqual(counted);
    expect(counted).toBeGreaterThan(0);

    const before = await backlog(staff, 'patients', pulled.cursor);
    const id = randomUUID();
    const { error } = await staff
      .from('patients')
      .insert({ id, clinic_id: aurora, first_name: 'Rest', last_name: 'Numarescu' });
    expect(error).toBeNull();
    expect(await backlog(staff, 'patients', pulled.cursor)).toBeGreaterThanOrEqual(before + 1);
  });

  it('counts nothing of another clinic, and refuses the anonymous key and unknown collections', async () => {
    const nova = (await profileOf(novaAdmin)).clinic_id;
    // Every row of Nova, tombstones included (the pull sends those too), read with the service key.
    const novaRows = async () => {
      const { count } = await serviceClient()
        .from('patients')
        .select('id', { count: 'exact', head: true })
        .eq('clinic_id', nova);
      return count ?? -1;
    };
    const low = await novaRows();
    const counted = await backlog(novaAdmin, 'patients', null);
    const high = await novaRows();
    expect(counted).toBeGreaterThanOrEqual(low);
    expect(counted).toBeLessThanOrEqual(high);
    const { error: anonError } = await anonClient().rpc('sync_backlog', { p_collection: 'patients' });
    expect(anonError).not.toBeNull();
    const { error: unknown } = await staff.rpc('sync_backlog', { p_collection: 'auth.users' });
    expect(unknown?.code).toBe('22023');
  });
});
