/**
 * Double booking is impossible in the database (DESIGN.md, server schema rules): an exclusion
 * constraint over (doctor, time range) of live scheduled appointments. Proven with two real
 * concurrent transactions (pg, run as the signed-in user exactly as the REST layer runs a
 * request) and through supabase-js.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../support/wait-until.ts';
import { DEMO, databaseUrl, signIn } from './harness.ts';

let staff: SupabaseClient;
let admin: SupabaseClient;
let staffAuthId: string;
let clinicId: string;
let doctorId: string;
let otherDoctorId: string;
let patientId: string;

/** A far-future day no seed appointment uses, different for every call. */
let day = 0;
function freeDay(): Date {
  day += 1;
  return new Date(Date.UTC(2092, 0, 1) + day * 86_400_000);
}
function at(dayStart: Date, hours: number, minutes = 0): string {
  return new Date(dayStart.getTime() + (hours * 60 + minutes) * 60_000).toISOString();
}

function appointment(doctor: string, start: string, duration = 30, status = 'scheduled') {
  return {
    id: randomUUID(),
    clinic_id: clinicId,
    patient_id: patientId,
    doctor_id: doctor,
    appointment_date: start,
    duration_minutes: duration,
    status,
  };
}

const insertSql = `insert into public.appointments (id, clinic_id, patient_id, doctor_id, appointment_date, duration_minutes)
                   values ($1, $2, $3, $4, $5, $6)`;

const openClients: pg.Client[] = [];

/** A connection inside a transaction acting as the signed-in user, like one REST request. */
async function beginAsUser(authUserId: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl });
  openClients.push(client);
  await client.connect();
  await client.query('begin isolation level read committed');
  await client.query(
    `select set_config('search_path', 'public, extensions', true),
            set_config('role', 'authenticated', true),
            set_config('request.jwt.claims', $1, true)`,
    [JSON.stringify({ sub: authUserId, role: 'authenticated' })],
  );
  return client;
}

/** True once the backend `pid` waits for a lock (a row or constraint another transaction holds). */
async function lockWaitOf(pid: number | undefined): Promise<boolean> {
  const observer = new pg.Client({ connectionString: databaseUrl });
  await observer.connect();
  try {
    const { rows } = await observer.query<{ wait_event_type: string | null }>(
      'select wait_event_type from pg_stat_activity where pid = $1',
      [pid],
    );
    return rows[0]?.wait_event_type === 'Lock';
  } finally {
    await observer.end();
  }
}

afterEach(async () => {
  for (const client of openClients.splice(0)) {
    await client.query('rollback').catch(() => undefined);
    await client.end().catch(() => undefined);
  }
});

beforeAll(async () => {
  [staff, admin] = await Promise.all([signIn(DEMO.auroraStaff), signIn(DEMO.auroraAdmin)]);
  const doctor = await signIn(DEMO.auroraDoctor);
  const { data: session } = await staff.auth.getSession();
  staffAuthId = session.session?.user.id ?? '';
  const { data: doctorSession } = await doctor.auth.getSession();
  const { data: doctorProfile, error } = await doctor
    .from('users')
    .select('id, clinic_id')
    .eq('auth_user_id', doctorSession.session?.user.id ?? '')
    .single();
  if (error || !doctorProfile) throw new Error(`doctor profile: ${error?.message}`);
  doctorId = doctorProfile.id;
  clinicId = doctorProfile.clinic_id;

  // A second doctor and a patient of our own.
  otherDoctorId = randomUUID();
  const { error: doctorError } = await admin
    .from('users')
    .insert({ id: otherDoctorId, clinic_id: clinicId, role: 'doctor', name: 'Dr. Paralel' });
  if (doctorError) throw new Error(`second doctor: ${doctorError.message}`);
  patientId = randomUUID();
  const { error: patientError } = await staff
    .from('patients')
    .insert({ id: patientId, clinic_id: clinicId, first_name: 'Dublă', last_name: 'Programare' });
  if (patientError) throw new Error(`patient: ${patientError.message}`);
});

describe('two concurrent transactions', () => {
  it('cannot both book overlapping times for one doctor', async () => {
    const dayStart = freeDay();
    const first = appointment(doctorId, at(dayStart, 10));
    const second = appointment(doctorId, at(dayStart, 10, 15));
    const t1 = await beginAsUser(staffAuthId);
    const t2 = await beginAsUser(staffAuthId);
    const args = (a: ReturnType<typeof appointment>) => [
      a.id,
      a.clinic_id,
      a.patient_id,
      a.doctor_id,
      a.appointment_date,
      a.duration_minutes,
    ];

    await t1.query(insertSql, args(first));
    const t2Pid = (await t2.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
    // T1 has not committed: T2's overlapping insert must wait for it, not slip past.
    let settled = false;
    const secondInsert = t2.query(insertSql, args(second)).then(
      () => 'inserted' as const,
      (error: unknown) => error,
    );
    void secondInsert.finally(() => {
      settled = true;
    });
    await waitUntil(() => lockWaitOf(t2Pid), { what: "T2's insert waiting on T1's lock" });
    expect(settled).toBe(false);

    await t1.query('commit');
    const outcome = await secondInsert;
    expect(outcome).toMatchObject({ code: '23P01', constraint: 'appointments_no_double_booking' });
    await t2.query('rollback');

    const { data } = await staff.from('appointments').select('id').in('id', [first.id, second.id]);
    expect(data).toEqual([{ id: first.id }]);
  });

  it('both succeed when the times only touch', async () => {
    const dayStart = freeDay();
    const [firstId, secondId] = [randomUUID(), randomUUID()];
    const t1 = await beginAsUser(staffAuthId);
    const t2 = await beginAsUser(staffAuthId);
    await t1.query(insertSql, [firstId, clinicId, patientId, doctorId, at(dayStart, 10), 30]);
    await t2.query(insertSql, [secondId, clinicId, patientId, doctorId, at(dayStart, 10, 30), 30]);
    await t1.query('commit');
    await t2.query('commit');

    const { data, error } = await staff
      .from('appointments')
      .select('id, status')
      .in('id', [firstId, secondId])
      .order('appointment_date');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: firstId, status: 'scheduled' },
      { id: secondId, status: 'scheduled' },
    ]);
  });
});

describe('through supabase-js', () => {
  it('refuses an overlapping booking of the same doctor', async () => {
    const dayStart = freeDay();
    expect(
      (await staff.from('appointments').insert(appointment(doctorId, at(dayStart, 9), 60))).error,
    ).toBeNull();
    const { error } = await staff.from('appointments').insert(appointment(doctorId, at(dayStart, 9, 45), 30));
    expect(error?.code).toBe('23P01');
    expect(error?.message).toContain('appointments_no_double_booking');
  });

  it('allows back-to-back slots, another doctor at the same time, and cancelled or conflict rows', async () => {
    const dayStart = freeDay();
    const rows = [
      appointment(doctorId, at(dayStart, 9), 60),
      appointment(doctorId, at(dayStart, 10), 15),
      appointment(otherDoctorId, at(dayStart, 9), 60),
      appointment(doctorId, at(dayStart, 9, 30), 30, 'cancelled'),
      appointment(doctorId, at(dayStart, 9, 15), 30, 'conflict'),
    ];
    for (const row of rows) {
      const { error } = await staff.from('appointments').insert(row);
      expect(error, `${row.appointment_date} ${row.status}`).toBeNull();
    }
  });

  it('refuses moving an appointment onto a booked slot', async () => {
    const dayStart = freeDay();
    const booked = appointment(doctorId, at(dayStart, 11));
    const moving = appointment(doctorId, at(dayStart, 14));
    expect((await staff.from('appointments').insert([booked, moving])).error).toBeNull();
    const { error } = await staff
      .from('appointments')
      .update({ appointment_date: at(dayStart, 11, 15) })
      .eq('id', moving.id);
    expect(error?.code).toBe('23P01');
    const { error: longer } = await staff
      .from('appointments')
      .update({ duration_minutes: 30 * 7 })
      .eq('id', booked.id);
    expect(longer?.code).toBe('23P01');
  });

  it('frees the slot when an appointment is cancelled or deleted', async () => {
    const dayStart = freeDay();
    const cancelled = appointment(doctorId, at(dayStart, 12));
    const deleted = appointment(doctorId, at(dayStart, 13));
    expect((await staff.from('appointments').insert([cancelled, deleted])).error).toBeNull();
    expect(
      (await staff.from('appointments').update({ status: 'cancelled' }).eq('id', cancelled.id)).error,
    ).toBeNull();
    expect((await staff.from('appointments').delete().eq('id', deleted.id)).error).toBeNull();
    const { error } = await staff
      .from('appointments')
      .insert([appointment(doctorId, at(dayStart, 12)), appointment(doctorId, at(dayStart, 13))]);
    expect(error).toBeNull();
  });

  it('refuses durations off the 15-minute grid', async () => {
    const { error } = await staff.from('appointments').insert(appointment(doctorId, at(freeDay(), 9), 17));
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('appointments_duration_step');
  });
});
