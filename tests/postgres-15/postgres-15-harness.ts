/** What the PostgreSQL 15 test files share: sign-ins on its stack and its database as the owner. */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { DEMO_PASSWORD } from '../backend/harness.ts';
import { POSTGRES_15_PORT, postgres15Config } from './postgres-15-config.ts';

export const postgres15DatabaseUrl = `postgres://postgres:postgres@127.0.0.1:${POSTGRES_15_PORT}/postgres`;

export async function signInOnPostgres15(email: string): Promise<SupabaseClient> {
  const client = createClient(postgres15Config.apiUrl, postgres15Config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error) throw new Error(`sign-in as ${email} on PostgreSQL 15: ${error.message}`);
  return client;
}

/** The signed-in user's clinic. */
export async function clinicOf(client: SupabaseClient): Promise<string> {
  const { data: session } = await client.auth.getSession();
  const { data, error } = await client
    .from('users')
    .select('clinic_id')
    .eq('auth_user_id', session.session?.user.id ?? '')
    .single();
  if (error || !data) throw new Error(`profile on PostgreSQL 15: ${error?.message}`);
  return (data as { clinic_id: string }).clinic_id;
}
