// Real RxDB (dev-mode, the collection's hooks) and the real conflict store, on fake IndexedDB.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { firstValueFrom } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appointmentById$ } from '#sync/api/appointment-queries.ts';
import type { AppointmentDoc } from '#sync/collections/appointments-collection.ts';
import type { ClinicDatabase } from '#sync/collections/collection-registry.ts';
import { closeClinicDatabase } from '#sync/database/open-clinic-database.ts';
import { type ConflictLog, createConflictStore } from '#sync/replication/conflict-store.ts';
import { openSyncMetaStore, type SyncMetaStore } from '#sync/replication/sync-meta-store.ts';
import { openTestDatabase } from '#sync/testing/api-test-database.ts';
import { sampleRow } from '#sync/testing/sample-rows.ts';
import { defaultClinicSchedule } from '#sync/validation/clinic-rules.ts';
import { rebookAppointment } from './rebook-appointment.ts';

const HELD = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
const REFUSED = '1a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
const OTHER = '2a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
/** Monday 2027-03-08, 09:00 in Bucharest (UTC+2 in winter). */
const NOW = new Date('2027-03-08T07:00:00.000Z');

const open = { open: true, start: '08:00', end: '18:00' };
const weekdays = { monday: open, tuesday: open, wednesday: open, thursday: open, friday: open };

let db: ClinicDatabase;
let meta: SyncMetaStore;
let conflicts: ConflictLog;

async function insertClinic(schedule: ReturnType<typeof defaultClinicSchedule>) {
  await db.clinics.insert(sampleRow('clinics', { schedule }));
}

async function insertAppointment(overrides: Partial<AppointmentDoc>) {
  await db.appointments.insert(sampleRow('appointments', overrides));
}

/** The booking the server refused: 30 minutes at `appointmentDate`, status 'conflict'. */
async function insertRefused(appointmentDate: string) {
  await insertAppointment({
    id: REFUSED,
    appointment_date: appointmentDate,
    duration_minutes: 30,
    status: 'conflict',
  });
}

async function stored(id: string) {
  return firstValueFrom(appointmentById$(db, id));
}

async function recordOverlap(docId: string) {
  const doc = await stored(docId);
  if (!doc) throw new Error('missing test appointment');
  await conflicts.record({
    collection: 'appointments',
    docId,
    kind: 'overlap',
    local: { ...doc, status: 'scheduled' },
    server: doc,
  });
}

beforeEach(async () => {
  db = await openTestDatabase();
  meta = openSyncMetaStore({ databaseName: 'rebook-test', indexedDB: new IDBFactory(), IDBKeyRange });
  conflicts = createConflictStore(db, meta);
});

afterEach(async () => {
  meta.db.close();
  await closeClinicDatabase(db);
});

describe('rebookAppointment', () => {
  it('books a refused booking into the next free slot and closes its conflict', async () => {
    await insertClinic({ ...defaultClinicSchedule(), ...weekdays });
    // 09:00–10:00 held; the refused booking wanted 09:00 too.
    await insertAppointment({ id: HELD, appointment_date: '2027-03-08T07:00:00.000Z', duration_minutes: 60 });
    await insertRefused('2027-03-08T07:00:00.000Z');
    await insertAppointment({ id: OTHER, appointment_date: '2027-03-09T07:00:00.000Z' });
    await recordOverlap(REFUSED);
    await recordOverlap(OTHER);

    const outcome = await rebookAppointment(db, conflicts, REFUSED, NOW);

    expect(outcome).toMatchObject({
      ok: true,
      slot: { day: '2027-03-08', time: '10:00', start: '2027-03-08T08:00:00.000Z' },
    });
    expect(await stored(REFUSED)).toMatchObject({
      appointment_date: '2027-03-08T08:00:00.000Z',
      status: 'scheduled',
    });
    expect((await conflicts.list()).map((conflict) => conflict.docId)).toEqual([OTHER]);
  });

  it('keeps the day the patient asked for when it has room later, even weeks ahead', async () => {
    await insertClinic({ ...defaultClinicSchedule(), ...weekdays });
    // Asked for Monday 2027-03-29 10:00 (UTC+3 from the day before); 10:00–10:30 is held.
    await insertAppointment({ id: HELD, appointment_date: '2027-03-29T07:00:00.000Z', duration_minutes: 30 });
    await insertRefused('2027-03-29T07:00:00.000Z');
    const outcome = await rebookAppointment(db, null, REFUSED, NOW);
    expect(outcome).toMatchObject({ ok: true, slot: { day: '2027-03-29', time: '10:30' } });
    expect((await stored(REFUSED))?.appointment_date).toBe('2027-03-29T07:30:00.000Z');
  });

  it('never rebooks into the time it was refused at, even before the booking holding it arrives', async () => {
    await insertClinic({ ...defaultClinicSchedule(), ...weekdays });
    // Refused at 09:00; the booking that took 09:00 has not been pulled to this device yet.
    await insertRefused('2027-03-08T07:00:00.000Z');
    const outcome = await rebookAppointment(db, null, REFUSED, NOW);
    expect(outcome).toMatchObject({ ok: true, slot: { day: '2027-03-08', time: '09:30' } });
    expect(await stored(REFUSED)).toMatchObject({
      appointment_date: '2027-03-08T07:30:00.000Z',
      status: 'scheduled',
    });
  });

  it('looks past closed days, in summer time too', async () => {
    // Only Fridays open; Friday 2027-07-09 09:00 Bucharest is 06:00Z (UTC+3).
    await insertClinic({ ...defaultClinicSchedule(), friday: { open: true, start: '09:00', end: '12:00' } });
    await insertAppointment({
      id: REFUSED,
      appointment_date: '2027-07-05T06:00:00.000Z',
      status: 'conflict',
    });
    const outcome = await rebookAppointment(db, null, REFUSED, new Date('2027-07-05T05:00:00.000Z'));
    expect(outcome).toMatchObject({ ok: true, slot: { day: '2027-07-09', time: '09:00' } });
    expect((await stored(REFUSED))?.appointment_date).toBe('2027-07-09T06:00:00.000Z');
  });

  it('changes nothing when no slot is free within the search window', async () => {
    await insertClinic(defaultClinicSchedule());
    await insertAppointment({ id: REFUSED, status: 'conflict' });
    await recordOverlap(REFUSED);
    const before = await stored(REFUSED);
    expect(await rebookAppointment(db, conflicts, REFUSED, NOW)).toEqual({
      ok: false,
      reason: 'no_free_slot',
    });
    expect(await stored(REFUSED)).toEqual(before);
    expect(await conflicts.list()).toHaveLength(1);
  });

  it('answers not_found for an appointment this device does not hold', async () => {
    expect(await rebookAppointment(db, conflicts, REFUSED, NOW)).toEqual({ ok: false, reason: 'not_found' });
  });
});
