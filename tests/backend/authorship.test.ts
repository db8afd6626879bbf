/**
 * Who wrote a row and when it was created are the server's (issue 17, findings 2 and 3; migration
 * 20261129000100): whatever a signed-in caller sends as created_by or created_at, through REST or
 * sync_push, an insert stores the caller's own profile and the server's clock, and an update
 * changes neither.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInDemoPeople } from './harness.ts';

const FORGED_AT = '2000-01-01T00:00:00+00:00';

let admin: SupabaseClient;
let staff: SupabaseClient;
let doctor: SupabaseClient;
let ids: { admin: string; staff: string; doctor: string; novaAdmin: string };
let clinicId: string;
let patientId: string;

beforeAll(async () => {
  const people = await signInDemoPeople();
  ({ admin, staff, doctor } = people.clients);
  ids = people.ids;
  clinicId = people.aurora;
  patientId = randomUUID();
  const { error } = await staff
    .from('patients')
    .insert({ id: patientId, clinic_id: clinicId, first_name: 'Autor', last_name: 'Test' });
  expect(error).toBeNull();
});

/** A booking of the doctor at a free time of its own: a random hour of a day in 2097. */
function appointment(fields: Record<string, unknown> = {}) {
  const day = Math.floor(Math.random() * 300);
  const hour = 8 + Math.floor(Math.random() * 9);
  return {
    id: randomUUID(),
    clinic_id: clinicId,
    patient_id: patientId,
    doctor_id: ids.doctor,
    appointment_date: new Date(Date.UTC(2097, 0, 1 + day, hour)).toISOString(),
    duration_minutes: 15,
    ...fields,
  };
}

function task(fields: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    clinic_id: clinicId,
    title: 'Sarcină cu autor',
    description: 'Scrisă de testul de autori.',
    assigned_to: [ids.doctor],
    ...fields,
  };
}

/** created_by and created_at as the server stored them, read as the caller. */
async function authorship(client: SupabaseClient, table: string, id: string) {
  const { data, error } = await client.from(table).select('created_by, created_at').eq('id', id).single();
  if (error || !data) throw new Error(`${table} ${id}: ${error?.message}`);
  return { createdBy: data.created_by as string | null, createdAt: Date.parse(data.created_at as string) };
}

/** The server's clock now, within a margin for the two machines' views of it (the same here). */
function expectServerTime(createdAt: number, before: number) {
  expect(createdAt).toBeGreaterThanOrEqual(before - 5_000);
  expect(createdAt).toBeLessThanOrEqual(Date.now() + 5_000);
}

describe('an insert through REST', () => {
  it('stores the caller as the author of a booking, whoever the request names', async () => {
    const before = Date.now();
    for (const forged of [ids.admin, ids.novaAdmin]) {
      const row = appointment({ created_by: forged, created_at: FORGED_AT });
      const { error } = await staff.from('appointments').insert(row);
      expect(error).toBeNull();
      const stored = await authorship(staff, 'appointments', row.id);
      expect(stored.createdBy).toBe(ids.staff);
      expectServerTime(stored.createdAt, before);
    }
  });

  it('stores the doctor as the author of a record item', async () => {
    const booking = appointment();
    expect((await staff.from('appointments').insert(booking)).error).toBeNull();
    const item = {
      id: randomUUID(),
      clinic_id: clinicId,
      appointment_id: booking.id,
      patient_id: patientId,
      category: 'diagnosis',
      description: 'Diagnostic cu autor falsificat.',
      created_by: ids.staff,
      created_at: FORGED_AT,
    };
    const before = Date.now();
    expect((await doctor.from('medical_records').insert(item)).error).toBeNull();
    const stored = await authorship(doctor, 'medical_records', item.id);
    expect(stored.createdBy).toBe(ids.doctor);
    expectServerTime(stored.createdAt, before);
  });

  it('takes the server clock for created_at on every table and the caller for the author, for each role', async () => {
    for (const [client, id] of [
      [admin, ids.admin],
      [staff, ids.staff],
      [doctor, ids.doctor],
    ] as const) {
      const before = Date.now();
      const row = task({ created_by: ids.novaAdmin, created_at: FORGED_AT });
      expect((await client.from('tasks').insert(row)).error).toBeNull();
      const stored = await authorship(client, 'tasks', row.id);
      expect(stored.createdBy).toBe(id);
      expectServerTime(stored.createdAt, before);
    }
    const patient = { id: randomUUID(), clinic_id: clinicId, first_name: 'Vechi', last_name: 'Forjat' };
    const before = Date.now();
    expect((await staff.from('patients').insert({ ...patient, created_at: FORGED_AT })).error).toBeNull();
    const { data } = await staff.from('patients').select('created_at').eq('id', patient.id).single();
    expectServerTime(Date.parse(String(data?.created_at)), before);
  });
});

describe('an update', () => {
  it('changes neither the author nor the creation time, and keeps the rest of the change', async () => {
    const row = task();
    expect((await staff.from('tasks').insert(row)).error).toBeNull();
    const created = await authorship(staff, 'tasks', row.id);
    const { error } = await admin
      .from('tasks')
      .update({ created_by: ids.admin, created_at: FORGED_AT, title: 'Titlu nou' })
      .eq('id', row.id);
    expect(error).toBeNull();
    expect(await authorship(admin, 'tasks', row.id)).toEqual(created);
    const { data } = await admin.from('tasks').select('title').eq('id', row.id).single();
    expect(data?.title).toBe('Titlu nou');
  });
});

describe('sync_push', () => {
  it('stores the caller and the server clock for a row a device created', async () => {
    const row = task({ created_by: ids.novaAdmin, created_at: FORGED_AT });
    const before = Date.now();
    const { data, error } = await doctor.rpc('sync_push', {
      p_collection: 'tasks',
      p_changes: [{ id: row.id, new: row, base: null, changed_at: new Date().toISOString() }],
    });
    expect(error).toBeNull();
    const [result] = (data as { results: Array<{ status: string; row: Record<string, unknown> | null }> })
      .results;
    // The author is the server's bookkeeping, as created_at is: not a difference to merge.
    expect(result?.status).toBe('applied');
    expect(result?.row?.created_by).toBe(ids.doctor);
    expectServerTime(Date.parse(String(result?.row?.created_at)), before);
    expect(await authorship(doctor, 'tasks', row.id)).toEqual({
      createdBy: ids.doctor,
      createdAt: Date.parse(String(result?.row?.created_at)),
    });
  });

  it('keeps the author and creation time when a device edits them', async () => {
    const row = task();
    expect((await staff.from('tasks').insert(row)).error).toBeNull();
    const { data: base } = await staff.from('tasks').select('*').eq('id', row.id).single();
    const created = await authorship(staff, 'tasks', row.id);
    const { error } = await admin.rpc('sync_push', {
      p_collection: 'tasks',
      p_changes: [
        {
          id: row.id,
          new: { ...base, created_by: ids.admin, created_at: FORGED_AT, priority: 'high' },
          base,
          changed_at: new Date().toISOString(),
        },
      ],
    });
    expect(error).toBeNull();
    expect(await authorship(admin, 'tasks', row.id)).toEqual(created);
  });
});
