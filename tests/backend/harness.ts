/**
 * What backend tests share: the test stack's addresses and keys, supabase-js clients signed
 * in as the demo accounts or holding the service key, and the mail catcher's inbox.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { adminDatabaseUrl } from '#supabase/local/config.ts';
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
export async function signIn(email: string, password: string = DEMO_PASSWORD): Promise<SupabaseClient> {
  const client = anonClient();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in as ${email} failed: ${error.message}`);
  return client;
}

export interface CaughtMail {
  id: string;
  from: string;
  to: string[];
  subject: string;
  date: string;
  text: string;
  html: string | null;
}

export async function listMail(): Promise<CaughtMail[]> {
  const response = await fetch(`${mailUrl}/api/messages`);
  if (!response.ok) throw new Error(`mail catcher answered ${response.status}`);
  return (await response.json()) as CaughtMail[];
}

/** Waits until the catcher holds a message matching `match`; fails after `timeoutMs`. */
export async function waitForMail(
  match: (mail: CaughtMail) => boolean,
  timeoutMs = 10_000,
): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await listMail()).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('no matching email arrived in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
