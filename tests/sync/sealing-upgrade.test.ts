/**
 * The update that seals a device's data at rest (issue 40), at the sync layer: a desk on the
 * previous build (rows in clear) works offline (a walk-in, their booking, an edit of a patient's
 * phone), then takes the update with the changes still waiting: the pass seals every row in place
 * and the database opens sealed. Nothing of the changes is stored in clear any more, and at
 * reconnect each reaches the server once, the booking after its patient, with nothing refused.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, databaseUrl } from '../backend/harness.ts';
import { WorkerClient } from './support/worker-client.ts';

let desk: WorkerClient;
let db: pg.Client;

beforeAll(async () => {
  desk = await WorkerClient.start({ email: DEMO.auroraStaff, name: 'sealing-upgrade-desk' });
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
}, 60_000);

afterAll(async () => {
  await desk?.terminate();
  await db?.end();
});

describe('the update that seals a device of the previous build', () => {
  it('keeps the waiting changes, seals them, and they reach the server once, in order', async () => {
    const [doctor] = await desk.find('users', { role: 'doctor' });
    const [existing] = await desk.find('patients');
    if (!doctor || !existing) throw new Error('Aurora has no doctor or patient');
    const suffix = randomUUID().slice(0, 8);
    const walkInPhone = `0799${String(Date.now()).slice(-6)}`;
    const editedPhone = `0788${String(Date.now()).slice(-6)}`;

    await desk.goOffline();
    const patientId = randomUUID();
    const bookingId = randomUUID();
    await desk.create('patients', {
      id: patientId,
      first_name: 'Sigilat',
      last_name: `Nou-${suffix}`,
      phone: walkInPhone,
    });
    await desk.create('appointments', {
      id: bookingId,
      patient_id: patientId,
      doctor_id: doctor.id,
      appointment_date: new Date(Date.UTC(2097, 2, 1 + Math.floor(Math.random() * 250), 9)).toISOString(),
      duration_minutes: 15,
      service_id: null,
    });
    await desk.update('patients', String(existing.id), { phone: editedPhone });
    expect((await desk.waiting()).sort()).toEqual(
      [`appointments/${bookingId}`, `patients/${existing.id}`, `patients/${patientId}`].sort(),
    );
    const before = (await desk.storedValues()).join('\n');
    expect(before).toContain(walkInPhone);

    expect(await desk.sealAtRest()).toBeGreaterThan(10);
    const after = (await desk.storedValues()).join('\n');
    expect(after).not.toContain(walkInPhone);
    expect(after).not.toContain(editedPhone);
    expect((await desk.waiting()).length).toBe(3);
    expect((await desk.get('patients', patientId))?.phone).toBe(walkInPhone);

    await desk.goOnline();
    await desk.awaitIdle(60_000);
    expect(await desk.conflicts()).toEqual([]);
    const { rows } = await db.query<{ id: string; phone: string | null; created_at: Date }>(
      'select id, phone, created_at from public.patients where id = any($1::uuid[])',
      [[patientId, existing.id]],
    );
    expect(new Map(rows.map((row) => [row.id, row.phone]))).toEqual(
      new Map([
        [patientId, walkInPhone],
        [String(existing.id), editedPhone],
      ]),
    );
    const booking = await db.query<{ status: string; patient_id: string }>(
      'select status, patient_id from public.appointments where id = $1',
      [bookingId],
    );
    expect(booking.rows).toEqual([{ status: 'scheduled', patient_id: patientId }]);
  });
});
