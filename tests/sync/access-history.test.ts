/**
 * The access history from a device (issue 39): what a doctor opens offline is recorded on the
 * tablet at once, a reopening within ten minutes is one event, and at reconnect the events reach
 * the server after the rows they name (a patient and a visit made offline on the same tablet),
 * marked offline, dated by the tablet, each once however often the tablet sends. A sign-out
 * sends them first, online; offline, they outlive its wipe until the same user signs in again.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, databaseUrl } from '../backend/harness.ts';
import { type ClientIdentity, WorkerClient } from './support/worker-client.ts';

let doctor: WorkerClient;
let me: ClientIdentity;
let db: pg.Client;

beforeAll(async () => {
  doctor = await WorkerClient.start({ email: DEMO.auroraDoctor, name: 'access-doctor' });
  me = await doctor.identity();
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
}, 60_000);

afterAll(async () => {
  await doctor?.terminate();
  await db?.end();
});

interface StoredEvent {
  action: string;
  subject: string;
  user_id: string;
  offline: boolean;
  device_at: Date;
  server_at: Date;
  source: string;
}

async function eventsOf(patientId: string): Promise<StoredEvent[]> {
  const { rows } = await db.query<StoredEvent>(
    `select action, subject, user_id, offline, device_at, server_at, source
       from public.access_events where patient_id = $1 order by server_at, subject`,
    [patientId],
  );
  return rows;
}

describe('opens recorded on the tablet', () => {
  it('reach the server after the patient and visit made offline, once, marked offline', async () => {
    await doctor.goOffline();
    const patientId = randomUUID();
    const appointmentId = randomUUID();
    await doctor.create('patients', {
      id: patientId,
      first_name: 'Acces',
      last_name: `Offline-${patientId.slice(0, 6)}`,
    });
    await doctor.create('appointments', {
      id: appointmentId,
      patient_id: patientId,
      doctor_id: me.profileId,
      // 2089: a year no other test books (the fuzz takes a day of 2095–2096 per seed).
      appointment_date: new Date(Date.UTC(2089, 5, 1 + Math.floor(Math.random() * 200), 11)).toISOString(),
      duration_minutes: 15,
      service_id: null,
    });
    const openedAt = Date.now();
    await doctor.recordAccess({ action: 'open', subject: 'medical_record', recordId: patientId, patientId });
    await doctor.recordAccess({ action: 'open', subject: 'visit', recordId: appointmentId, patientId });
    // Reopened a moment later: the same look at the visit.
    await doctor.recordAccess({ action: 'open', subject: 'visit', recordId: appointmentId, patientId });

    await doctor.goOnline();
    await doctor.awaitIdle();
    await doctor.syncNow();

    expect(await doctor.conflicts()).toEqual([]);
    const events = await eventsOf(patientId);
    const opens = events.filter((event) => event.source === 'device');
    expect(opens.map((event) => [event.action, event.subject, event.offline])).toEqual([
      ['open', 'medical_record', true],
      ['open', 'visit', true],
    ]);
    for (const open of opens) {
      expect(open.user_id).toBe(me.profileId);
      expect(open.device_at.getTime()).toBeGreaterThanOrEqual(openedAt - 1_000);
      expect(open.device_at.getTime()).toBeLessThanOrEqual(open.server_at.getTime());
    }
    // The server recorded the rows themselves first: the events came after them.
    const creates = events.filter((event) => event.action === 'create');
    expect(creates.map((event) => event.subject).sort()).toEqual(['appointment', 'patient']);
    const lastCreate = Math.max(...creates.map((event) => event.server_at.getTime()));
    expect(Math.min(...opens.map((event) => event.server_at.getTime()))).toBeGreaterThanOrEqual(lastCreate);

    // Another round sends nothing again.
    await doctor.syncNow();
    expect((await eventsOf(patientId)).filter((event) => event.source === 'device')).toHaveLength(2);
  });

  it('are sent by a sign-out before it wipes the device, online, however far the next round is', async () => {
    // A round every ten minutes: only the sign-out can send the opening in time.
    const desk = await WorkerClient.start({
      email: DEMO.auroraStaff,
      name: 'access-sign-out',
      pollIntervalMs: 600_000,
    });
    try {
      const [patient] = await desk.find('patients');
      if (!patient) throw new Error('the demo clinic has no patient');
      await desk.awaitIdle();
      const since = new Date();
      await desk.recordAccess({
        action: 'open',
        subject: 'patient_form',
        recordId: patient.id,
        patientId: patient.id,
      });

      expect(await desk.signOut()).toEqual({ ok: true, pendingChanges: 0 });
      const { rows } = await db.query<{ offline: boolean }>(
        `select offline from public.access_events
          where patient_id = $1 and subject = 'patient_form' and source = 'device' and device_at >= $2`,
        [patient.id, since],
      );
      expect(rows).toEqual([{ offline: false }]);
    } finally {
      await desk.terminate();
    }
  });

  it('made offline outlive a sign-out offline and reach the server at the same user’s next sign-in', async () => {
    const desk = await WorkerClient.start({ email: DEMO.auroraStaff, name: 'access-offline-sign-out' });
    try {
      const [patient] = await desk.find('patients');
      if (!patient) throw new Error('the demo clinic has no patient');
      const since = new Date();
      await desk.goOffline();
      await desk.recordAccess({
        action: 'open',
        subject: 'medical_record',
        recordId: patient.id,
        patientId: patient.id,
      });

      // Opens are not changes: nothing to warn about, and the device's copy is wiped.
      expect(await desk.signOut()).toEqual({ ok: true, pendingChanges: 0 });
      const opened = () =>
        db.query<{ offline: boolean; user_id: string }>(
          `select offline, user_id from public.access_events
            where patient_id = $1 and subject = 'medical_record' and source = 'device' and device_at >= $2`,
          [patient.id, since],
        );
      expect((await opened()).rows).toEqual([]);

      await desk.goOnline();
      await desk.signInAgain();
      await desk.reopen();
      await desk.syncNow();
      const { profileId } = await desk.identity();
      expect((await opened()).rows).toEqual([{ offline: true, user_id: profileId }]);
      // Sent once: the next exchange finds nothing kept.
      await desk.syncNow();
      expect((await opened()).rows).toHaveLength(1);
    } finally {
      await desk.terminate();
    }
  });
});
