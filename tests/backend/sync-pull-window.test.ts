/**
 * sync_pull_window (issue 19, point 3): a new device's first pull of appointments and patients
 * starts with a calendar window's rows, so a desk can use this fortnight before the history
 * arrives. The window is half-open, its rows are exactly what sync_pull would send of them, and
 * another clinic's rows never come.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, DEMO, profileOf, serviceClient, signIn } from './harness.ts';

interface Row {
  id: string;
  clinic_id: string;
  appointment_date?: string;
  patient_id?: string;
  deleted?: boolean;
}

/** A fortnight of 2093: no seed or other test books there. */
const FROM = '2093-03-02T00:00:00.000Z';
const TO = '2093-03-16T00:00:00.000Z';

async function window(client: SupabaseClient, collection: string, from = FROM, to = TO): Promise<Row[]> {
  const { data, error } = await client.rpc('sync_pull_window', {
    p_collection: collection,
    p_from: from,
    p_to: to,
  });
  if (error) throw new Error(`sync_pull_window ${collection}: ${error.message}`);
  return (data as { rows: Row[] }).rows;
}

let staff: SupabaseClient;
let novaAdmin: SupabaseClient;
let aurora: string;
let doctor: string;
/** Booked at the window's first instant, at its end (outside) and inside it, then deleted. */
const inside = { patient: randomUUID(), appointment: randomUUID() };
const atEnd = { patient: randomUUID(), appointment: randomUUID() };
const removed = { patient: randomUUID(), appointment: randomUUID() };

beforeAll(async () => {
  [staff, novaAdmin] = await Promise.all([signIn(DEMO.auroraStaff), signIn(DEMO.novaAdmin)]);
  aurora = (await profileOf(staff)).clinic_id;
  const { data: doctors, error } = await serviceClient()
    .from('users')
    .select('id')
    .eq('clinic_id', aurora)
    .eq('role', 'doctor')
    .limit(1);
  if (error || !doctors?.[0]) throw new Error(`no doctor in Aurora: ${error?.message}`);
  doctor = (doctors[0] as { id: string }).id;
  const book = async (ids: { patient: string; appointment: string }, at: string) => {
    const patient = await staff
      .from('patients')
      .insert({ id: ids.patient, clinic_id: aurora, first_name: 'Fereastra', last_name: 'Calendarului' });
    expect(patient.error).toBeNull();
    const appointment = await staff.from('appointments').insert({
      id: ids.appointment,
      clinic_id: aurora,
      patient_id: ids.patient,
      doctor_id: doctor,
      appointment_date: at,
      duration_minutes: 30,
    });
    expect(appointment.error).toBeNull();
  };
  await book(inside, FROM);
  await book(atEnd, TO);
  await book(removed, '2093-03-09T08:00:00.000Z');
  expect((await staff.from('appointments').delete().eq('id', removed.appointment)).error).toBeNull();
});

describe('sync_pull_window', () => {
  it("sends the window's live appointments, its first instant in and its end out", async () => {
    const rows = await window(staff, 'appointments');
    const ids = rows.map((row) => row.id);
    expect(ids).toContain(inside.appointment);
    expect(ids).not.toContain(atEnd.appointment);
    expect(ids).not.toContain(removed.appointment);
    for (const row of rows) {
      expect(row.clinic_id).toBe(aurora);
      expect(row.deleted).toBe(false);
      expect(Date.parse(row.appointment_date ?? '')).toBeGreaterThanOrEqual(Date.parse(FROM));
      expect(Date.parse(row.appointment_date ?? '')).toBeLessThan(Date.parse(TO));
    }
  });

  it('sends the patients those appointments name, and no others', async () => {
    const ids = (await window(staff, 'patients')).map((row) => row.id);
    expect(ids).toContain(inside.patient);
    expect(ids).not.toContain(atEnd.patient);
    expect(ids).not.toContain(removed.patient);
  });

  it('sends each row exactly as sync_pull does', async () => {
    const [windowed] = (await window(staff, 'appointments')).filter((row) => row.id === inside.appointment);
    let pulled: Row | undefined;
    let cursor: unknown = null;
    while (!pulled) {
      const { data, error } = await staff.rpc('sync_pull', {
        p_collection: 'appointments',
        p_cursor: cursor,
        p_limit: 1000,
      });
      if (error) throw new Error(error.message);
      const page = data as { rows: Row[]; cursor: unknown; has_more: boolean };
      pulled = page.rows.find((row) => row.id === inside.appointment);
      cursor = page.cursor;
      if (!page.has_more) break;
    }
    expect(windowed).toBeDefined();
    expect(windowed).toEqual(pulled);
    expect(Object.keys(windowed ?? {})).not.toContain('sync_txid');
  });

  it("never sends another clinic's rows", async () => {
    const nova = (await profileOf(novaAdmin)).clinic_id;
    for (const collection of ['appointments', 'patients']) {
      const rows = await window(novaAdmin, collection);
      expect(rows.every((row) => row.clinic_id === nova)).toBe(true);
      expect(rows.map((row) => row.id)).not.toContain(
        collection === 'patients' ? inside.patient : inside.appointment,
      );
    }
  });

  it('sends nothing for the small collections, and refuses bad windows, unknown collections and the anonymous key', async () => {
    expect(await window(staff, 'services')).toEqual([]);
    const backwards = await staff.rpc('sync_pull_window', {
      p_collection: 'appointments',
      p_from: TO,
      p_to: FROM,
    });
    expect(backwards.error?.code).toBe('22023');
    const unknown = await staff.rpc('sync_pull_window', {
      p_collection: 'auth.users',
      p_from: FROM,
      p_to: TO,
    });
    expect(unknown.error?.code).toBe('22023');
    const anon = await anonClient().rpc('sync_pull_window', {
      p_collection: 'patients',
      p_from: FROM,
      p_to: TO,
    });
    expect(anon.error).not.toBeNull();
  });
});
