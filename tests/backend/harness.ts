/**
 * What backend tests share: the test stack's addresses and keys, supabase-js clients signed
 * in as the demo accounts or holding the service key, and the mail catcher's inbox.
 */
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { adminDatabaseUrl } from '#supabase/local/config.ts';
import { type CaughtMail, mailCatcher } from '../support/mail-catcher.ts';
import { waitUntil } from '../support/wait-until.ts';
import { testStackConfig } from './test-stack-config.ts';

const config = testStackConfig();

export const apiUrl = config.apiUrl;
export const anonKey = config.anonKey;
export const serviceKey = config.serviceKey;
export const jwtSecret = config.jwtSecret;
export const databaseUrl = adminDatabaseUrl(config);
export const siteUrl = config.siteUrl;
export const mailUrl = `http://${config.host}:${config.mailWebPort}`;

export const DEMO_PASSWORD = 'cabinet-demo';
export const DEMO = {
  superAdmin: 'super@cabinet.demo',
  auroraAdmin: 'admin@aurora.cabinet.demo',
  auroraStaff: 'staff@aurora.cabinet.demo',
  auroraDoctor: 'doctor@aurora.cabinet.demo',
  novaAdmin: 'admin@nova.cabinet.demo',
} as const;

/** A client with no session, as the app is before sign-in. */
export function anonClient(): SupabaseClient {
  return createClient(apiUrl, anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
}

export function serviceClient(): SupabaseClient {
  return createClient(apiUrl, serviceKey, { auth: { persistSession: false, autoRefreshToken: false } });
}

/** A client signed in with email and password; throws if sign-in fails. */
/** The signed-in user's own profile row (their users id and clinic), read as that user. */
export async function profileOf(client: SupabaseClient): Promise<{ id: string; clinic_id: string }> {
  const { data: session } = await client.auth.getSession();
  const { data, error } = await client
    .from('users')
    .select('id, clinic_id')
    .eq('auth_user_id', session.session?.user.id ?? '')
    .single();
  if (error || !data) throw new Error(`profile: ${error?.message}`);
  return data as { id: string; clinic_id: string };
}

export async function signIn(email: string, password: string = DEMO_PASSWORD): Promise<SupabaseClient> {
  return signInAt({ apiUrl, anonKey }, email, password);
}

/** signIn on another stack (the PostgreSQL 15 one, tests/postgres-15). */
export async function signInAt(
  stack: { apiUrl: string; anonKey: string },
  email: string,
  password: string = DEMO_PASSWORD,
): Promise<SupabaseClient> {
  const client = createClient(stack.apiUrl, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in as ${email} on ${stack.apiUrl} failed: ${error.message}`);
  return client;
}

/** The demo clinics' people signed in, with their profiles' ids and the clinics' ids. */
export async function signInDemoPeople() {
  const [admin, staff, doctor, novaAdmin] = await Promise.all([
    signIn(DEMO.auroraAdmin),
    signIn(DEMO.auroraStaff),
    signIn(DEMO.auroraDoctor),
    signIn(DEMO.novaAdmin),
  ]);
  const [adminProfile, staffProfile, doctorProfile, novaProfile] = await Promise.all([
    profileOf(admin),
    profileOf(staff),
    profileOf(doctor),
    profileOf(novaAdmin),
  ]);
  return {
    clients: { admin, staff, doctor, novaAdmin },
    ids: {
      admin: adminProfile.id,
      staff: staffProfile.id,
      doctor: doctorProfile.id,
      novaAdmin: novaProfile.id,
    },
    aurora: staffProfile.clinic_id,
    nova: novaProfile.clinic_id,
  };
}

/** A confirmed email-and-password account of its own, made through the admin API (no profile). */
export async function freshAuthUser(
  password = 'first-password-1',
  prefix = 'auth',
): Promise<{ id: string; email: string; password: string }> {
  const email = `${prefix}-${randomUUID()}@example.test`;
  const { data, error } = await serviceClient().auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  });
  if (error || !data.user) throw new Error(`createUser failed: ${error?.message}`);
  return { id: data.user.id, email, password };
}

const catcher = mailCatcher(mailUrl);

export type { CaughtMail };
export const listMail = catcher.list;
/** Waits until the catcher holds a message matching `match`; fails after `timeoutMs`. */
export const waitForMail = catcher.waitFor;

/**
 * Waits until the appointment email outbox holds nothing left to do for these appointments:
 * every row their bookings and changes queued is 'sent', 'skipped' or (given up) 'failed', none
 * 'pending' (a failed attempt goes back to pending) or 'sending'. The worker marks a row sent
 * only after the mail catcher accepted its message (the catcher stores it before it answers),
 * and a finished row is never claimed again, so from then on the catcher holds every email
 * these appointments will ever cause, and counting them proves there is no duplicate.
 * Fails if the appointments have no outbox row at all (nothing was queued to wait for).
 */
export async function waitForEmailOutboxDrained(
  appointmentIds: readonly string[],
  timeoutMs = 20_000,
): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  let unfinished: string[] = [];
  try {
    await waitUntil(
      async () => {
        const { rows } = await db.query<{ appointment_id: string; status: string }>(
          'select appointment_id, status from public.email_outbox where appointment_id = any($1::uuid[])',
          [appointmentIds],
        );
        if (rows.length === 0) throw new Error(`no outbox row for appointments ${appointmentIds.join(', ')}`);
        unfinished = rows
          .filter((row) => row.status === 'pending' || row.status === 'sending')
          .map((row) => `${row.appointment_id} ${row.status}`);
        return unfinished.length === 0;
      },
      {
        timeoutMs,
        intervalMs: 100,
        what: () => `the email outbox drained (still waiting: ${unfinished.join('; ')})`,
      },
    );
  } finally {
    await db.end();
  }
}

/**
 * Updates one row as `client`: null when it was updated, the error code when the server refused
 * it, 'not updated' when row-level security hid the row (no error, nothing changed).
 */
export async function updateAs(
  client: SupabaseClient,
  table: string,
  id: string,
  patch: Record<string, unknown>,
): Promise<string | null> {
  const { data, error } = await client.from(table).update(patch).eq('id', id).select('id');
  if (error) return error.code;
  return data.length === 0 ? 'not updated' : null;
}
