/**
 * The shared tablet's server side (issue 40): the clinic's idle time before a device locks, and
 * the key per user and device that lets a password unlock a device, handed only to a sign-in
 * whose password was typed in the last five minutes.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type JwtClaims, signWithSecret } from '#supabase/local/jwt.ts';
import { anonClient, anonKey, apiUrl, DEMO, databaseUrl, jwtSecret, signIn } from './harness.ts';

const DEVICE = '8d1f0c36-6a2e-4d55-9b7a-3c1e2f4a5b6c';
const OTHER_DEVICE = '0b7e3f21-9c4d-4e8a-a1b2-c3d4e5f60718';

async function tokenOf(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new Error('no session');
  return token;
}

/** The same sign-in, its password typed `secondsAgo` ago (a session refreshed since). */
async function signedInAgo(client: SupabaseClient, secondsAgo: number): Promise<SupabaseClient> {
  const claims = decodeJwt(await tokenOf(client)) as JwtClaims;
  const at = Math.floor(Date.now() / 1000) - secondsAgo;
  const token = await signWithSecret({ ...claims, amr: [{ method: 'password', timestamp: at }] }, jwtSecret);
  return createClient(apiUrl, anonKey, { accessToken: async () => token });
}

afterAll(async () => {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query('delete from public.device_lock_settings').finally(() => db.end());
});

describe('the clinic’s lock time', () => {
  it('is 5 minutes until an administrator sets 1 to 60, for every member of that clinic only', async () => {
    const [admin, doctor, staff, nova] = await Promise.all([
      signIn(DEMO.auroraAdmin),
      signIn(DEMO.auroraDoctor),
      signIn(DEMO.auroraStaff),
      signIn(DEMO.novaAdmin),
    ]);
    expect((await doctor.rpc('device_lock_minutes')).data).toBe(5);
    expect((await admin.rpc('set_device_lock_minutes', { p_minutes: 12 })).data).toBe(12);
    expect((await doctor.rpc('device_lock_minutes')).data).toBe(12);
    expect((await staff.rpc('device_lock_minutes')).data).toBe(12);
    expect((await nova.rpc('device_lock_minutes')).data).toBe(5);

    for (const minutes of [0, 61, -5]) {
      const { error } = await admin.rpc('set_device_lock_minutes', { p_minutes: minutes });
      expect(error?.code).toBe('22023');
    }
    expect((await doctor.rpc('set_device_lock_minutes', { p_minutes: 30 })).error?.code).toBe('42501');
    expect((await staff.rpc('set_device_lock_minutes', { p_minutes: 30 })).error?.code).toBe('42501');
    expect((await doctor.rpc('device_lock_minutes')).data).toBe(12);
  });

  it('is neither read nor written around its functions, nor by anyone signed out', async () => {
    const admin = await signIn(DEMO.auroraAdmin);
    expect((await admin.from('device_lock_settings').select('*')).error?.code).toBe('42501');
    expect((await anonClient().rpc('device_lock_minutes')).error?.code).toBe('42501');
  });
});

describe('the device unlock key', () => {
  it('is 32 random bytes per user and device, the same each time it is asked', async () => {
    const [doctor, staff] = await Promise.all([signIn(DEMO.auroraDoctor), signIn(DEMO.auroraStaff)]);
    const first = await doctor.rpc('device_unlock_key', { p_device_key_id: DEVICE });
    expect(first.error).toBeNull();
    expect(Buffer.from(String(first.data), 'base64')).toHaveLength(32);
    expect((await doctor.rpc('device_unlock_key', { p_device_key_id: DEVICE })).data).toBe(first.data);
    expect((await doctor.rpc('device_unlock_key', { p_device_key_id: OTHER_DEVICE })).data).not.toBe(
      first.data,
    );
    expect((await staff.rpc('device_unlock_key', { p_device_key_id: DEVICE })).data).not.toBe(first.data);
  });

  it('is refused to a sign-in whose password is older than five minutes, and to no sign-in', async () => {
    const doctor = await signIn(DEMO.auroraDoctor);
    const recent = await signedInAgo(doctor, 120);
    expect((await recent.rpc('device_unlock_key', { p_device_key_id: DEVICE })).error).toBeNull();
    const stale = await signedInAgo(doctor, 600);
    expect((await stale.rpc('device_unlock_key', { p_device_key_id: DEVICE })).error?.code).toBe('42501');
    expect((await anonClient().rpc('device_unlock_key', { p_device_key_id: DEVICE })).error?.code).toBe(
      '42501',
    );
    const bad = await doctor.rpc('device_unlock_key', { p_device_key_id: 'not-a-uuid' });
    expect(bad.error?.code).toBe('22P02');
  });

  it('is forgotten when asked (a wiped device), then made anew', async () => {
    const doctor = await signIn(DEMO.auroraDoctor);
    const before = (await doctor.rpc('device_unlock_key', { p_device_key_id: OTHER_DEVICE })).data;
    expect(
      (await doctor.rpc('forget_device_unlock_key', { p_device_key_id: OTHER_DEVICE })).error,
    ).toBeNull();
    const after = (await doctor.rpc('device_unlock_key', { p_device_key_id: OTHER_DEVICE })).data;
    expect(after).not.toBe(before);
  });

  it('cannot be read from its table by any API role', async () => {
    const admin = await signIn(DEMO.auroraAdmin);
    const { error } = await admin.schema('private').from('device_unlock_keys').select('*');
    expect(error).not.toBeNull();
  });
});
