/**
 * A clinic is given a ceiling of appointment emails a minute (issue 17, migration 20261130000300):
 * with its ceiling at 60, a burst of 65 bookings sends 60 and keeps the other 5 pending in the
 * outbox, in order, for the next minute; another clinic's email goes out meanwhile. (The test
 * stack's own ceiling is raised for the other suites; this clinic has one of its own.)
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../support/wait-until.ts';
import { databaseUrl, serviceClient, waitForEmailOutboxDrained } from './harness.ts';

const service = serviceClient();
const db = new pg.Client({ connectionString: databaseUrl });
const clinicId = randomUUID();
const otherClinicId = randomUUID();

async function insert(table: string, rows: Record<string, unknown> | Array<Record<string, unknown>>) {
  const { error } = await service.from(table).insert(rows);
  if (error) throw new Error(`${table}: ${error.message}`);
}

/** A clinic with a doctor and a patient who wants emails. */
async function clinicWithPatient(id: string, name: string) {
  const doctorId = randomUUID();
  const patientId = randomUUID();
  await insert('clinics', { id, name, city: 'Cluj-Napoca' });
  await insert('users', {
    id: doctorId,
    clinic_id: id,
    role: 'doctor',
    name: 'Dr. Burst',
    first_name: 'Burst',
    last_name: 'Doc',
  });
  await insert('patients', {
    id: patientId,
    clinic_id: id,
    first_name: 'Ioana',
    last_name: 'Rafală',
    email: `burst-${randomUUID().slice(0, 8)}@example.test`,
    email_notifications: true,
  });
  return { doctorId, patientId };
}

function bookings(clinic: string, people: { doctorId: string; patientId: string }, count: number) {
  const year = new Date().getUTCFullYear() + 2;
  return Array.from({ length: count }, (_, day) => ({
    id: randomUUID(),
    clinic_id: clinic,
    doctor_id: people.doctorId,
    patient_id: people.patientId,
    appointment_date: new Date(Date.UTC(year, 0, 1 + day, 8)).toISOString(),
    duration_minutes: 30,
    status: 'scheduled',
  }));
}

async function statuses(appointmentIds: string[]): Promise<Record<string, number>> {
  const { rows } = await db.query<{ status: string; n: string }>(
    'select status, count(*) as n from public.email_outbox where appointment_id = any($1::uuid[]) group by status',
    [appointmentIds],
  );
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
}

beforeAll(async () => {
  await db.connect();
});

afterAll(async () => {
  await db.end();
});

describe('the per-clinic email ceiling', () => {
  it('sends 60 of a burst of 65 bookings, keeps the rest pending, and lets another clinic through', async () => {
    const people = await clinicWithPatient(clinicId, 'Clinica Rafală');
    await db.query('insert into private.email_clinic_ceilings (clinic_id, per_minute) values ($1, 60)', [
      clinicId,
    ]);
    const burst = bookings(clinicId, people, 65);
    await insert('appointments', burst);
    const ids = burst.map((row) => row.id);

    let seen: Record<string, number> = {};
    // Until the outbox has settled: 60 sent and nothing in flight (the other 5 wait their minute).
    await waitUntil(
      async () => {
        seen = await statuses(ids);
        return (seen.sent ?? 0) >= 60 && (seen.sending ?? 0) === 0;
      },
      { timeoutMs: 45_000, intervalMs: 100, what: () => `60 emails sent (seen ${JSON.stringify(seen)})` },
    );
    expect(seen).toEqual({ sent: 60, pending: 5 });

    // Another clinic is not held back by this one's burst.
    const otherPeople = await clinicWithPatient(otherClinicId, 'Clinica Vecină');
    const [other] = bookings(otherClinicId, otherPeople, 1);
    await insert('appointments', other ?? {});
    await waitForEmailOutboxDrained([other?.id ?? '']);
    expect(await statuses([other?.id ?? ''])).toEqual({ sent: 1 });
    // The burst's last five are still waiting, the earliest first to go.
    expect((await statuses(ids)).pending).toBe(5);
    const { rows } = await db.query<{ appointment_id: string }>(
      "select appointment_id from public.email_outbox where appointment_id = any($1::uuid[]) and status = 'pending' order by id",
      [ids],
    );
    expect(rows.map((row) => row.appointment_id)).toEqual(ids.slice(60));
  });
});
