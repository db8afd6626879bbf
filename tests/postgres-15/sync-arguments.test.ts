/** Malformed sync arguments on Debian's PostgreSQL 15: the same answers as on the test stack. */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { beforeAll } from 'vitest';
import { DEMO, DEMO_PASSWORD } from '../backend/harness.ts';
import { describeSyncArgumentChecks } from '../backend/support/sync-argument-cases.ts';
import { postgres15Config } from './postgres-15-config.ts';

let staff: SupabaseClient;
let clinicId: string;

beforeAll(async () => {
  staff = createClient(postgres15Config.apiUrl, postgres15Config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error } = await staff.auth.signInWithPassword({ email: DEMO.auroraStaff, password: DEMO_PASSWORD });
  if (error) throw new Error(`sign-in on PostgreSQL 15: ${error.message}`);
  const { data: session } = await staff.auth.getSession();
  const { data } = await staff
    .from('users')
    .select('clinic_id')
    .eq('auth_user_id', session.session?.user.id ?? '')
    .single();
  clinicId = (data as { clinic_id: string }).clinic_id;
});

describeSyncArgumentChecks('PostgreSQL 15', { staff: () => staff, clinicId: () => clinicId });
