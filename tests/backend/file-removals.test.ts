/**
 * Stored files leave with their rows (issue 37, point 2; migration 20261204000300): removing a
 * medical document, a record item or a patient queues the files they named, and the stack's worker
 * removes them through the Storage API with remove-stored-files. What is proved is the object gone
 * from storage, whichever row was removed and however (a REST delete, the cascade).
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../support/wait-until.ts';
import { DEMO, databaseUrl, profileOf, serviceClient, signIn } from './harness.ts';

const PDF = new Blob([new TextEncoder().encode('%PDF-1.7 fisier de sters')], { type: 'application/pdf' });

let staff: SupabaseClient;
let doctor: SupabaseClient;
let clinicId: string;
let doctorId: string;
let db: pg.Client;

beforeAll(async () => {
  [staff, doctor] = await Promise.all([signIn(DEMO.auroraStaff), signIn(DEMO.auroraDoctor)]);
  const profile = await profileOf(doctor);
  clinicId = profile.clinic_id;
  doctorId = profile.id;
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
});

afterAll(async () => {
  await db.end();
});

async function must(answer: PromiseLike<{ error: { message: string } | null }>): Promise<void> {
  const { error } = await answer;
  if (error) throw new Error(error.message);
}

// One day per visit of this file, from a day no other file books: the doctor's visits never overlap.
let nextVisitDay = Math.floor(Math.random() * 5000);

/** A patient with a visit, a record item of the doctor's and one document whose file is stored. */
async function visitWithDocument(): Promise<{
  patientId: string;
  recordId: string;
  documentId: string;
  path: string;
}> {
  const patientId = randomUUID();
  await must(
    staff
      .from('patients')
      .insert({ id: patientId, clinic_id: clinicId, first_name: 'Fisier', last_name: 'Sters' }),
  );
  const appointmentId = randomUUID();
  await must(
    staff.from('appointments').insert({
      id: appointmentId,
      clinic_id: clinicId,
      patient_id: patientId,
      doctor_id: doctorId,
      appointment_date: new Date(Date.UTC(2096, 0, 1, 9) + nextVisitDay++ * 86_400_000).toISOString(),
      duration_minutes: 30,
    }),
  );
  const recordId = randomUUID();
  await must(
    doctor.from('medical_records').insert({
      id: recordId,
      clinic_id: clinicId,
      appointment_id: appointmentId,
      patient_id: patientId,
      category: 'diagnosis',
      description: 'Un diagnostic cu document atașat.',
    }),
  );
  const documentId = randomUUID();
  const path = `${clinicId}/${patientId}/${documentId}-scan.pdf`;
  await must(doctor.storage.from('medical-documents').upload(path, PDF));
  await must(
    doctor.from('medical_documents').insert({
      id: documentId,
      clinic_id: clinicId,
      medical_record_id: recordId,
      patient_id: patientId,
      name: 'scan.pdf',
      storage_path: path,
      mime_type: 'application/pdf',
      size_bytes: PDF.size,
    }),
  );
  return { patientId, recordId, documentId, path };
}

/** Whether the object is still in storage (asked with the service key, past every policy). */
async function stored(bucket: string, path: string): Promise<boolean> {
  const { data } = await serviceClient().storage.from(bucket).download(path);
  return data !== null;
}

async function untilGone(bucket: string, path: string): Promise<void> {
  await waitUntil(async () => !(await stored(bucket, path)), {
    timeoutMs: 15_000,
    what: `${bucket}/${path} removed`,
  });
}

async function untilRemovalDone(path: string): Promise<void> {
  await waitUntil(
    async () => {
      const { rows } = await db.query('select status from public.file_removals where path = $1', [path]);
      return rows.length === 1 && rows[0]?.status === 'done';
    },
    { timeoutMs: 15_000, what: `the removal of ${path} recorded as done` },
  );
}

async function deletedFlag(table: string, id: string): Promise<boolean> {
  const { rows } = await db.query(`select deleted from public.${table} where id = $1`, [id]);
  return rows[0]?.deleted === true;
}

describe('files leave with their rows', () => {
  it('a removed document takes its file, and the rest of the item stays', async () => {
    const visit = await visitWithDocument();
    expect(await stored('medical-documents', visit.path)).toBe(true);
    await must(doctor.from('medical_documents').delete().eq('id', visit.documentId));
    await untilGone('medical-documents', visit.path);
    expect(await deletedFlag('medical_records', visit.recordId)).toBe(false);
    await untilRemovalDone(visit.path);
  });

  it('a removed record item takes its documents (tombstoned for the devices) and their files', async () => {
    const visit = await visitWithDocument();
    await must(doctor.from('medical_records').delete().eq('id', visit.recordId));
    expect(await deletedFlag('medical_documents', visit.documentId)).toBe(true);
    await untilGone('medical-documents', visit.path);
    // A late write of the whole row, `deleted: false` included, does not bring it back.
    await db.query('update public.medical_documents set deleted = false, name = $2 where id = $1', [
      visit.documentId,
      'renamed.pdf',
    ]);
    expect(await deletedFlag('medical_documents', visit.documentId)).toBe(true);
  });

  it('a removed patient takes their items, documents, files and picture, even removed by the desk', async () => {
    const visit = await visitWithDocument();
    const avatar = `${clinicId}/patients/${visit.patientId}/1.png`;
    await must(
      staff.storage
        .from('avatars')
        .upload(avatar, new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' })),
    );
    await must(staff.from('patients').update({ avatar }).eq('id', visit.patientId));
    await must(staff.from('patients').delete().eq('id', visit.patientId));
    expect(await deletedFlag('medical_records', visit.recordId)).toBe(true);
    expect(await deletedFlag('medical_documents', visit.documentId)).toBe(true);
    await untilGone('medical-documents', visit.path);
    await untilGone('avatars', avatar);
  });

  it('a document that arrives after its item was removed is removed on arrival, its file with it', async () => {
    const visit = await visitWithDocument();
    await must(doctor.from('medical_records').delete().eq('id', visit.recordId));
    // Made offline on another device before it heard of the removal, sent now.
    const lateId = randomUUID();
    const latePath = `${clinicId}/${visit.patientId}/${lateId}-late.pdf`;
    await must(doctor.storage.from('medical-documents').upload(latePath, PDF));
    await must(
      doctor.from('medical_documents').insert({
        id: lateId,
        clinic_id: clinicId,
        medical_record_id: visit.recordId,
        patient_id: visit.patientId,
        name: 'late.pdf',
        storage_path: latePath,
      }),
    );
    expect(await deletedFlag('medical_documents', lateId)).toBe(true);
    await untilGone('medical-documents', latePath);
  });

  it('a document that arrives while its item is being removed is removed too, whichever commits first', async () => {
    const visit = await visitWithDocument();
    // The removal, in a transaction of its own that has not committed yet.
    const removal = new pg.Client({ connectionString: databaseUrl });
    await removal.connect();
    try {
      await removal.query('begin');
      await removal.query('update public.medical_records set deleted = true where id = $1', [visit.recordId]);
      // Meanwhile another device's document for that item arrives: its check waits for the removal.
      const lateId = randomUUID();
      const arriving = db.query(
        `insert into public.medical_documents (id, clinic_id, medical_record_id, patient_id, name, storage_path)
         values ($1, $2, $3, $4, 'during.pdf', null)`,
        [lateId, clinicId, visit.recordId, visit.patientId],
      );
      await removal.query('commit');
      await arriving;
      expect(await deletedFlag('medical_documents', lateId)).toBe(true);
    } finally {
      await removal.end();
    }
  });

  it('a file that was never uploaded, or is already gone, counts as removed', async () => {
    const visit = await visitWithDocument();
    await must(serviceClient().storage.from('medical-documents').remove([visit.path]));
    await must(doctor.from('medical_documents').delete().eq('id', visit.documentId));
    await waitUntil(
      async () => {
        const { rows } = await db.query('select status from public.file_removals where path = $1', [
          visit.path,
        ]);
        return rows[0]?.status === 'done';
      },
      { timeoutMs: 15_000, what: 'the removal recorded as done' },
    );
  });

  it('nobody but the service role reads or drains the queue', async () => {
    expect((await staff.from('file_removals').select('id')).error?.code).toBe('42501');
    expect((await doctor.rpc('claim_file_removals', { p_limit: 1 })).error?.code).toBe('42501');
    expect((await staff.rpc('complete_file_removal', { p_id: 1, p_removed: true })).error?.code).toBe(
      '42501',
    );
  });
});
