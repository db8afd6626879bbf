/** Malformed sync arguments on the test stack's PostgreSQL (the cases: support/sync-argument-cases.ts). */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll } from 'vitest';
import { DEMO, profileOf, signIn } from './harness.ts';
import { describeSyncArgumentChecks } from './support/sync-argument-cases.ts';

let staff: SupabaseClient;
let clinicId: string;

beforeAll(async () => {
  staff = await signIn(DEMO.auroraStaff);
  clinicId = (await profileOf(staff)).clinic_id;
});

describeSyncArgumentChecks('test stack', { staff: () => staff, clinicId: () => clinicId });
