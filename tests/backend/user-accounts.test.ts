/**
 * The user-accounts edge function (issue 15) as the app calls it, with the caller's own token:
 * a new user gets a working sign-in through the emailed link; callers without the right role or
 * clinic are refused before anything is looked up; a taken address gets one answer whichever
 * clinic holds it; no answer carries the service key; an inactive or deleted account is refused
 * at its next request and at sign-in, and an active one works again.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  anonClient,
  anonKey,
  apiUrl,
  type CaughtMail,
  DEMO,
  jwtSecret,
  profileOf,
  serviceClient,
  serviceKey,
  signIn,
  siteUrl,
  waitForMail,
} from './harness.ts';

const REDIRECT = `${siteUrl}/reset-password`;

interface Answer {
  status: number;
  body: Record<string, unknown>;
  text: string;
}

async function tokenOf(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new Error('no session');
  return token;
}

async function callAccounts(token: string | null, body: unknown): Promise<Answer> {
  const response = await fetch(`${apiUrl}/functions/v1/user-accounts`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${token ?? anonKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>),
    text,
  };
}

function newProfile(changes: Record<string, unknown> = {}) {
  const id = randomUUID();
  return {
    id,
    role: 'doctor',
    first_name: 'Ana',
    last_name: `Invitată${id.slice(0, 6).replace(/\d/g, 'x')}`,
    gender: 'female',
    clinic_email: `nou-${id}@aurora.example.test`,
    specialization: 'cardiology',
    professional_grade: 'specialist',
    collaboration_type: 'internal',
    ...changes,
  };
}

function linkIn(mail: CaughtMail): string {
  const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no verify link in: ${mail.text}`);
  return link;
}

/** Follows an emailed set-password link and chooses the password, as the reset page does. */
async function choosePassword(mail: CaughtMail, password: string): Promise<void> {
  const response = await fetch(linkIn(mail), { redirect: 'manual' });
  expect(response.status).toBe(303);
  const landing = new URL(response.headers.get('location') ?? '');
  expect(`${landing.origin}${landing.pathname}`).toBe(REDIRECT);
  const hash = new URLSearchParams(landing.hash.slice(1));
  const app = anonClient();
  const { error } = await app.auth.setSession({
    access_token: hash.get('access_token') ?? '',
    refresh_token: hash.get('refresh_token') ?? '',
  });
  expect(error).toBeNull();
  expect((await app.auth.updateUser({ password })).error).toBeNull();
}

function expectNoSecrets(answer: Answer): void {
  expect(answer.text).not.toContain(serviceKey);
  expect(answer.text).not.toContain(jwtSecret);
}

let admin: string;
let staff: string;
let doctor: string;
let novaAdmin: string;
let superAdmin: string;
let auroraId: string;
let novaId: string;

beforeAll(async () => {
  const adminClient = await signIn(DEMO.auroraAdmin);
  const novaClient = await signIn(DEMO.novaAdmin);
  admin = await tokenOf(adminClient);
  staff = await tokenOf(await signIn(DEMO.auroraStaff));
  doctor = await tokenOf(await signIn(DEMO.auroraDoctor));
  novaAdmin = await tokenOf(novaClient);
  superAdmin = await tokenOf(await signIn(DEMO.superAdmin));
  auroraId = (await profileOf(adminClient)).clinic_id;
  novaId = (await profileOf(novaClient)).clinic_id;
});

describe('creating a user', () => {
  it('an admin’s new doctor gets a profile in the clinic, an emailed link, and a working sign-in', async () => {
    const profile = newProfile();
    const answer = await callAccounts(admin, { action: 'create', profile, redirectTo: REDIRECT });
    expect(answer.status).toBe(201);
    expectNoSecrets(answer);
    expect(answer.body.invitationSent).toBe(true);
    expect(answer.body.profile).toMatchObject({
      id: profile.id,
      clinic_id: auroraId,
      role: 'doctor',
      name: `Ana ${profile.last_name}`,
      email: profile.clinic_email,
      status: 'active',
    });

    const mail = await waitForMail(
      (m) => m.to.includes(profile.clinic_email) && m.subject.includes('Invitație'),
    );
    expect(mail.subject).toContain('Clinica Aurora');
    expect(mail.text).toContain('pentru a alege parola');
    expect(mail.html).toContain('Choose your password');
    await choosePassword(mail, 'parola-noua-1');

    const newDoctor = await signIn(profile.clinic_email, 'parola-noua-1');
    expect(await profileOf(newDoctor)).toEqual({ id: profile.id, clinic_id: auroraId });
    const { data: patients, error } = await newDoctor.from('patients').select('clinic_id').limit(5);
    expect(error).toBeNull();
    expect(new Set((patients ?? []).map((row) => row.clinic_id))).toEqual(new Set([auroraId]));
  });

  it('a super_admin creates an admin for another clinic', async () => {
    const profile = newProfile({
      role: 'admin',
      clinic_id: novaId,
      clinic_email: `admin-${randomUUID()}@nova.test`,
    });
    const answer = await callAccounts(superAdmin, { action: 'create', profile, redirectTo: REDIRECT });
    expect(answer.status).toBe(201);
    expect(answer.body.profile).toMatchObject({ clinic_id: novaId, role: 'admin' });
    await waitForMail((m) => m.to.includes(profile.clinic_email) && m.subject.includes('Clinica Nova'));
  });

  it('refuses callers without the role or the clinic, before anything is looked up or made', async () => {
    const refused = [
      [null, newProfile(), 401],
      [staff, newProfile(), 403],
      [doctor, newProfile(), 403],
      [admin, newProfile({ role: 'admin' }), 403],
      [admin, newProfile({ clinic_id: novaId }), 403],
      [superAdmin, newProfile({ role: 'super_admin', clinic_id: novaId }), 403],
    ] as const;
    for (const [token, profile, status] of refused) {
      const answer = await callAccounts(token, { action: 'create', profile, redirectTo: REDIRECT });
      expect({ status: answer.status, email: profile.clinic_email }).toEqual({
        status,
        email: profile.clinic_email,
      });
      expectNoSecrets(answer);
      const { data } = await serviceClient().from('users').select('id').eq('id', profile.id);
      expect(data).toEqual([]);
    }
  });

  it('a taken address gets the same answer whichever clinic holds it, and nothing is made', async () => {
    const inNova = await callAccounts(admin, {
      action: 'create',
      profile: newProfile({ clinic_email: DEMO.novaAdmin }),
      redirectTo: REDIRECT,
    });
    const inAurora = await callAccounts(admin, {
      action: 'create',
      profile: newProfile({ clinic_email: DEMO.auroraStaff }),
      redirectTo: REDIRECT,
    });
    expect(inNova.status).toBe(409);
    expect(inNova.text).toBe(inAurora.text);
    expect(inNova.body.code).toBe('email_taken');
  });

  it('a profile the database refuses leaves no sign-in behind', async () => {
    const profile = newProfile({ cnp: '123' });
    const answer = await callAccounts(admin, { action: 'create', profile, redirectTo: REDIRECT });
    expect(answer.status).toBe(400);
    const { data } = await serviceClient().auth.admin.listUsers({ perPage: 1000 });
    expect(data.users.some((user) => user.email === profile.clinic_email)).toBe(false);
  });
});

describe('managing an account', () => {
  async function invitedDoctor(password: string): Promise<{ id: string; email: string }> {
    const profile = newProfile();
    const answer = await callAccounts(admin, { action: 'create', profile, redirectTo: REDIRECT });
    expect(answer.status).toBe(201);
    await choosePassword(
      await waitForMail((m) => m.to.includes(profile.clinic_email) && m.subject.includes('Invitație')),
      password,
    );
    return { id: profile.id, email: profile.clinic_email };
  }

  it('inactive: the next sync request is refused with 401 and sign-in is refused; active again works', async () => {
    const user = await invitedDoctor('parola-inactiv-1');
    const device = await signIn(user.email, 'parola-inactiv-1');
    expect((await device.rpc('sync_pull', { p_collection: 'patients', p_limit: 1 })).error).toBeNull();

    const off = await callAccounts(admin, { action: 'set_status', userId: user.id, status: 'inactive' });
    expect(off.status).toBe(200);
    expect(off.body.profile).toMatchObject({ status: 'inactive' });
    const refused = await device.rpc('sync_pull', { p_collection: 'patients', p_limit: 1 });
    expect(refused.status).toBe(401);
    const push = await device.rpc('sync_push', { p_collection: 'patients', p_changes: [] });
    expect(push.status).toBe(401);
    const { data: rows } = await device.from('patients').select('id').limit(1);
    expect(rows).toEqual([]);
    const again = await anonClient().auth.signInWithPassword({
      email: user.email,
      password: 'parola-inactiv-1',
    });
    expect(again.error?.code).toBe('user_banned');
    expect((await device.auth.refreshSession()).error).not.toBeNull();

    const on = await callAccounts(admin, { action: 'set_status', userId: user.id, status: 'active' });
    expect(on.status).toBe(200);
    const back = await signIn(user.email, 'parola-inactiv-1');
    expect((await back.rpc('sync_pull', { p_collection: 'patients', p_limit: 1 })).error).toBeNull();
  });

  it('a role change takes effect at the user’s next request, with the same token', async () => {
    const user = await invitedDoctor('parola-rol-1');
    const device = await signIn(user.email, 'parola-rol-1');
    expect((await device.from('partners').select('id').limit(1)).data).toEqual([]);
    const adminClient = await signIn(DEMO.auroraAdmin);
    const { error } = await adminClient.from('users').update({ role: 'staff' }).eq('id', user.id);
    expect(error).toBeNull();
    const { data } = await device.from('partners').select('id').limit(1);
    expect(data).toHaveLength(1);
  });

  it('delete tombstones the profile, which stays readable, and ends the sign-in', async () => {
    const user = await invitedDoctor('parola-sters-1');
    const answer = await callAccounts(admin, { action: 'delete', userId: user.id });
    expect(answer.status).toBe(200);
    const { data } = await serviceClient().from('users').select('deleted, name').eq('id', user.id).single();
    expect(data).toMatchObject({ deleted: true });
    const again = await anonClient().auth.signInWithPassword({
      email: user.email,
      password: 'parola-sters-1',
    });
    expect(again.error?.code).toBe('user_banned');
  });

  it('reset password emails a new link that sets a new password', async () => {
    const user = await invitedDoctor('parola-veche-1');
    const answer = await callAccounts(admin, {
      action: 'reset_password',
      userId: user.id,
      redirectTo: REDIRECT,
    });
    expect(answer.status).toBe(200);
    await choosePassword(
      await waitForMail((m) => m.to.includes(user.email) && m.subject.startsWith('Resetează parola')),
      'parola-noua-2',
    );
    expect((await signIn(user.email, 'parola-noua-2')).auth).toBeTruthy();
  });

  it('another clinic’s user, an admin, or the caller themselves cannot be managed; the answer tells nothing', async () => {
    const { data: novaUser } = await serviceClient()
      .from('users')
      .select('id')
      .eq('clinic_id', novaId)
      .eq('role', 'doctor')
      .limit(1)
      .single();
    const unknown = await callAccounts(admin, {
      action: 'set_status',
      userId: randomUUID(),
      status: 'inactive',
    });
    const elsewhere = await callAccounts(admin, {
      action: 'set_status',
      userId: novaUser?.id,
      status: 'inactive',
    });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.text).toBe(unknown.text);
    const { data: me } = await serviceClient()
      .from('users')
      .select('id')
      .eq('email', DEMO.novaAdmin)
      .single();
    expect((await callAccounts(novaAdmin, { action: 'delete', userId: me?.id })).status).toBe(404);
    expect((await callAccounts(staff, { action: 'delete', userId: novaUser?.id })).status).toBe(403);
    const { data: still } = await serviceClient()
      .from('users')
      .select('status, deleted')
      .eq('id', novaUser?.id)
      .single();
    expect(still).toEqual({ status: 'active', deleted: false });
  });
});
