/**
 * Who writes the clinical record (migration 20261125000300_clinical_roles.sql), through supabase-js
 * as each role: the desk keeps the administrative side of a visit (administrative and documents
 * items and their files), doctors write the clinical items and the medical history, admins can
 * correct them; everyone of the clinic reads. Refusals come from the server, not from a hidden
 * button, and sync_push reports them as refusals.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, profileOf, signIn, updateAs } from './harness.ts';

let admin: SupabaseClient;
let staff: SupabaseClient;
let doctor: SupabaseClient;
let novaAdmin: SupabaseClient;
let clinicId: string;
let novaClinicId: string;
let doctorId: string;
let patientId: string;
let appointmentId: string;

function item(category: string, fields: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    clinic_id: clinicId,
    appointment_id: appointmentId,
    patient_id: patientId,
    category,
    ...(category === 'administrative' ? { sub_category: 'billing' } : {}),
    description: 'Scris de testul de roluri.',
    ...fields,
  };
}

function document(recordId: string) {
  return {
    id: randomUUID(),
    clinic_id: clinicId,
    medical_record_id: recordId,
    patient_id: patientId,
    name: 'scan.pdf',
  };
}

async function insert(client: SupabaseClient, table: string, row: Record<string, unknown>) {
  const { error } = await client.from(table).insert(row);
  return error?.code ?? null;
}

beforeAll(async () => {
  [admin, staff, doctor, novaAdmin] = await Promise.all([
    signIn(DEMO.auroraAdmin),
    signIn(DEMO.auroraStaff),
    signIn(DEMO.auroraDoctor),
    signIn(DEMO.novaAdmin),
  ]);
  const doctorProfile = await profileOf(doctor);
  doctorId = doctorProfile.id;
  clinicId = doctorProfile.clinic_id;
  novaClinicId = (await profileOf(novaAdmin)).clinic_id;
  patientId = randomUUID();
  expect(
    await insert(staff, 'patients', {
      id: patientId,
      clinic_id: clinicId,
      first_name: 'Roluri',
      last_name: 'Test',
    }),
  ).toBeNull();
  appointmentId = randomUUID();
  expect(
    await insert(staff, 'appointments', {
      id: appointmentId,
      clinic_id: clinicId,
      patient_id: patientId,
      doctor_id: doctorId,
      appointment_date: new Date(Date.UTC(2094, 2, 3, 9)).toISOString(),
      duration_minutes: 30,
    }),
  ).toBeNull();
});

describe('record items', () => {
  it('lets the desk write administrative and documents items, and no clinical one', async () => {
    expect(await insert(staff, 'medical_records', item('administrative'))).toBeNull();
    expect(await insert(staff, 'medical_records', item('documents', { description: null }))).toBeNull();
    for (const category of [
      'investigation',
      'recommendation',
      'diagnosis',
      'treatment',
      'medication',
      'notes',
    ]) {
      expect(await insert(staff, 'medical_records', item(category)), category).toBe('42501');
    }
  });

  it('lets a doctor write a diagnosis, an admin correct it, and the desk neither change nor delete it', async () => {
    const diagnosis = item('diagnosis');
    expect(await insert(doctor, 'medical_records', diagnosis)).toBeNull();
    expect(
      await updateAs(staff, 'medical_records', diagnosis.id, { description: 'Schimbat la recepție.' }),
    ).toBe('not updated');
    const { error: deleteError } = await staff.from('medical_records').delete().eq('id', diagnosis.id);
    expect(deleteError).toBeNull();
    const { data: still } = await doctor
      .from('medical_records')
      .select('deleted, description')
      .eq('id', diagnosis.id)
      .single();
    expect(still).toEqual({ deleted: false, description: 'Scris de testul de roluri.' });
    expect(
      await updateAs(admin, 'medical_records', diagnosis.id, { description: 'Corectat de administrator.' }),
    ).toBeNull();
    // The desk reads it all the same.
    const { data } = await staff
      .from('medical_records')
      .select('description')
      .eq('id', diagnosis.id)
      .single();
    expect(data).toEqual({ description: 'Corectat de administrator.' });
  });

  it('does not let the desk turn its own item into a clinical one', async () => {
    const note = item('administrative');
    expect(await insert(staff, 'medical_records', note)).toBeNull();
    expect(
      await updateAs(staff, 'medical_records', note.id, { category: 'diagnosis', sub_category: null }),
    ).toBe('42501');
  });

  it('answers a refused push with the reason, so the device keeps it as a conflict', async () => {
    const diagnosis = item('diagnosis');
    const { data, error } = await staff.rpc('sync_push', {
      p_collection: 'medical_records',
      p_changes: [{ id: diagnosis.id, new: diagnosis, base: null, changed_at: new Date().toISOString() }],
    });
    expect(error).toBeNull();
    expect(
      (data as { results: Array<{ status: string; error: { code: string } | null }> }).results[0],
    ).toMatchObject({
      status: 'rejected',
      error: { code: '42501' },
    });
  });
});

describe('documents of an item', () => {
  it('follow their item: the desk attaches to administrative items only', async () => {
    const administrative = item('administrative');
    const diagnosis = item('diagnosis');
    expect(await insert(staff, 'medical_records', administrative)).toBeNull();
    expect(await insert(doctor, 'medical_records', diagnosis)).toBeNull();
    expect(await insert(staff, 'medical_documents', document(administrative.id))).toBeNull();
    expect(await insert(staff, 'medical_documents', document(diagnosis.id))).toBe('42501');
    expect(await insert(doctor, 'medical_documents', document(diagnosis.id))).toBeNull();
  });

  it('sent before their item, wait for it: the missing item is the foreign key’s to report, which the device retries', async () => {
    const later = item('diagnosis');
    const early = document(later.id);
    const { data, error } = await doctor.rpc('sync_push', {
      p_collection: 'medical_documents',
      p_changes: [{ id: early.id, new: early, base: null, changed_at: new Date().toISOString() }],
    });
    expect(error).toBeNull();
    expect(
      (data as { results: Array<{ status: string; error: { code: string } | null }> }).results[0],
    ).toMatchObject({ status: 'rejected', error: { code: '23503' } });
    expect(await insert(doctor, 'medical_records', later)).toBeNull();
    expect(await insert(doctor, 'medical_documents', early)).toBeNull();
    // The desk still cannot attach to that diagnosis once it is there.
    expect(await insert(staff, 'medical_documents', document(later.id))).toBe('42501');
  });

  it('keep their file to those who may write their item: the desk cannot replace or delete a diagnosis’s PDF', async () => {
    const pdf = (text: string) => new Blob([`%PDF-1.4 ${text}`], { type: 'application/pdf' });
    const bucket = (client: SupabaseClient) => client.storage.from('medical-documents');
    const diagnosis = item('diagnosis');
    expect(await insert(doctor, 'medical_records', diagnosis)).toBeNull();
    const path = `${clinicId}/${patientId}/${randomUUID()}-ecg.pdf`;
    expect((await bucket(doctor).upload(path, pdf('doctor'))).error).toBeNull();
    expect(
      await insert(doctor, 'medical_documents', { ...document(diagnosis.id), storage_path: path }),
    ).toBeNull();

    expect((await bucket(staff).upload(path, pdf('desk'), { upsert: true })).error).not.toBeNull();
    await bucket(staff).remove([path]);
    const kept = await bucket(doctor).download(path);
    expect(await kept.data?.text()).toBe('%PDF-1.4 doctor');

    // The desk keeps its own: an administrative item's file, replaced by the desk.
    const administrative = item('administrative');
    expect(await insert(staff, 'medical_records', administrative)).toBeNull();
    const own = `${clinicId}/${patientId}/${randomUUID()}-invoice.pdf`;
    expect((await bucket(staff).upload(own, pdf('first'))).error).toBeNull();
    expect(
      await insert(staff, 'medical_documents', { ...document(administrative.id), storage_path: own }),
    ).toBeNull();
    expect((await bucket(staff).upload(own, pdf('second'), { upsert: true })).error).toBeNull();
    // An admin corrects the diagnosis's file.
    expect((await bucket(admin).upload(path, pdf('admin'), { upsert: true })).error).toBeNull();
  });

  it('are stored in the clinic’s own folder of the documents bucket', async () => {
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const own = `${clinicId}/medical-records/${randomUUID()}.pdf`;
    expect((await staff.storage.from('medical-documents').upload(own, pdf)).error).toBeNull();
    expect((await doctor.storage.from('medical-documents').download(own)).error).toBeNull();
    expect((await novaAdmin.storage.from('medical-documents').download(own)).error).not.toBeNull();
    const elsewhere = `${novaClinicId}/medical-records/${randomUUID()}.pdf`;
    expect((await doctor.storage.from('medical-documents').upload(elsewhere, pdf)).error).not.toBeNull();
  });
});

describe('the medical history', () => {
  it('is written by doctors and admins; the desk edits the rest of the patient only', async () => {
    const allergy = { id: randomUUID(), name: 'Polen', start_year: 2019, end_year: null, is_active: true };
    expect(await updateAs(staff, 'patients', patientId, { allergies: [allergy] })).toBe('42501');
    expect(await updateAs(staff, 'patients', patientId, { height: 170 })).toBe('42501');
    expect(await updateAs(staff, 'patients', patientId, { phone: '0722 123 456' })).toBeNull();
    expect(await updateAs(doctor, 'patients', patientId, { allergies: [allergy], height: 170 })).toBeNull();
    expect(await updateAs(admin, 'patients', patientId, { weight: 70 })).toBeNull();
    const { data } = await staff
      .from('patients')
      .select('allergies, height, weight, phone')
      .eq('id', patientId)
      .single();
    expect(data).toEqual({ allergies: [allergy], height: 170, weight: 70, phone: '0722 123 456' });
  });

  it('cannot be filled in by the desk when it registers a patient', async () => {
    const id = randomUUID();
    const withHistory = {
      id,
      clinic_id: clinicId,
      first_name: 'Nou',
      last_name: 'Pacient',
      allergies: [{ id: randomUUID(), name: 'Latex', start_year: 2020, end_year: null, is_active: true }],
    };
    expect(await insert(staff, 'patients', withHistory)).toBe('42501');
    expect(
      await insert(staff, 'patients', { id, clinic_id: clinicId, first_name: 'Nou', last_name: 'Pacient' }),
    ).toBeNull();
  });
});
