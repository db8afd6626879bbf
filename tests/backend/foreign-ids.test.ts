/**
 * Another clinic's ids cannot be told from ids nobody holds (issue 17, finding 9; migration
 * 20261130000200): a row pointing at another clinic's patient gets the very error a row pointing
 * at a missing patient gets, through REST and through sync_push.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, profileOf, signIn } from './harness.ts';

let doctor: SupabaseClient;
let doctorId: string;
let clinicId: string;
let novaPatientId: string;

beforeAll(async () => {
  let novaAdmin: SupabaseClient;
  [doctor, novaAdmin] = await Promise.all([signIn(DEMO.auroraDoctor), signIn(DEMO.novaAdmin)]);
  const [own, nova] = await Promise.all([profileOf(doctor), profileOf(novaAdmin)]);
  doctorId = own.id;
  clinicId = own.clinic_id;
  novaPatientId = randomUUID();
  const { error } = await novaAdmin
    .from('patients')
    .insert({ id: novaPatientId, clinic_id: nova.clinic_id, first_name: 'Străin', last_name: 'Sondat' });
  expect(error).toBeNull();
});

function booking(patientId: string) {
  return {
    id: randomUUID(),
    clinic_id: clinicId,
    patient_id: patientId,
    doctor_id: doctorId,
    appointment_date: new Date(Date.UTC(2098, 2, 3, 9)).toISOString(),
    duration_minutes: 15,
  };
}

/** The answer with the probed id blanked, so two answers compare on everything else. */
const withoutId = (answer: unknown, id: string) => JSON.parse(JSON.stringify(answer).replaceAll(id, '<id>'));

describe('a reference to another clinic’s row', () => {
  it('is refused over REST exactly as a reference to a missing row', async () => {
    const missingId = randomUUID();
    const foreign = await doctor.from('appointments').insert(booking(novaPatientId));
    const missing = await doctor.from('appointments').insert(booking(missingId));
    expect(missing.error?.code).toBe('23503');
    expect(withoutId(foreign.error, novaPatientId)).toEqual(withoutId(missing.error, missingId));
    expect(foreign.status).toBe(missing.status);
  });

  it('is refused by sync_push exactly as a reference to a missing row', async () => {
    const missingId = randomUUID();
    const push = async (patientId: string) => {
      const row = booking(patientId);
      const { data, error } = await doctor.rpc('sync_push', {
        p_collection: 'appointments',
        p_changes: [{ id: row.id, new: row, base: null, changed_at: new Date().toISOString() }],
      });
      expect(error).toBeNull();
      const [result] = (data as { results: Array<{ status: string; error: unknown }> }).results;
      return result;
    };
    const foreign = await push(novaPatientId);
    const missing = await push(missingId);
    expect(missing).toMatchObject({ status: 'rejected', error: { code: '23503' } });
    expect(withoutId(foreign?.error, novaPatientId)).toEqual(withoutId(missing?.error, missingId));
  });
});
