/** Malformed sync arguments on Debian's PostgreSQL 15: the same answers as on the test stack. */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll } from 'vitest';
import { DEMO, profileOf } from '../backend/harness.ts';
import { describeSyncArgumentChecks } from '../backend/support/sync-argument-cases.ts';
import { signInOnPostgres15 } from './postgres-15-harness.ts';

let staff: SupabaseClient;
let clinicId: string;

beforeAll(async () => {
  staff = await signInOnPostgres15(DEMO.auroraStaff);
  clinicId = (await profileOf(staff)).clinic_id;
});

describeSyncArgumentChecks('PostgreSQL 15', { staff: () => staff, clinicId: () => clinicId });
