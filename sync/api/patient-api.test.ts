import { filter, firstValueFrom, type Observable } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ClinicDatabase } from '../collections/collection-registry.ts';
import type { PatientDoc } from '../collections/patients-collection.ts';
import { closeClinicDatabase } from '../database/open-clinic-database.ts';
import { openTestDatabase } from '../testing/api-test-database.ts';
import { SAMPLE_CLINIC_ID, SAMPLE_DOCTOR_ID } from '../testing/sample-rows.ts';
import { ValidationError } from '../validation/validation-error.ts';
import {
  cancelAppointment,
  createAppointment,
  deleteAppointment,
  updateAppointment,
} from './appointment-commands.ts';
import { appointmentById$, patientAppointments$, weekAppointments$ } from './appointment-queries.ts';
import { DocumentNotFoundError } from './document-not-found-error.ts';
import { createPatient, deletePatient, updatePatient } from './patient-commands.ts';
import { filterPatientList, type PatientListIndex } from './patient-list.ts';
import { patientListIndex$ } from './patient-list-queries.ts';
import { allPatients$, patientById$ } from './patient-queries.ts';

let db: ClinicDatabase;
beforeEach(async () => {
  db = await openTestDatabase();
});
afterEach(async () => {
  await closeClinicDatabase(db);
});

const current = <T>(value$: Observable<T>) => firstValueFrom(value$);
const when = <T>(value$: Observable<T>, predicate: (value: T) => boolean) =>
  firstValueFrom(value$.pipe(filter(predicate)));

describe('patient commands', () => {
  it('create fills id, clinic, timestamps, defaults and the generated name', async () => {
    const before = Date.now();
    const patient = await createPatient(db, {
      first_name: 'Ștefan',
      last_name: 'Ionescu',
      phone: '0744555123',
    });
    expect(patient).toEqual(
      expect.objectContaining({
        clinic_id: SAMPLE_CLINIC_ID,
        name: 'Ștefan Ionescu',
        status: 'active',
        email_notifications: true,
        newsletter: false,
        allergies: [],
        cnp: null,
        field_updated_at: {},
      }),
    );
    expect(patient.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(patient.created_at)).toBeGreaterThanOrEqual(before - 1);
    expect(patient.updated_at).toBe(patient.created_at);
    expect(Object.keys(patient)).not.toContain('_deleted');
    expect(await current(patientById$(db, patient.id))).toEqual(patient);
  });

  it('create refuses invalid input and stores nothing', async () => {
    const error = await createPatient(db, { first_name: ' ', last_name: 'Pop', email: 'pop@' }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect(error instanceof ValidationError && error.issues.map((issue) => issue.key)).toEqual([
      'validation.required',
      'validation.email_invalid',
    ]);
    expect(await current(allPatients$(db))).toEqual([]);
  });

  it('update applies a partial patch, renames, and stamps updated_at; a bad patch changes nothing', async () => {
    const patient = await createPatient(db, { first_name: 'Ana', last_name: 'Pop' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const updated = await updatePatient(db, patient.id, {
      last_name: 'Popescu',
      status: 'inactive',
      phone: undefined,
    });
    expect(updated).toEqual(
      expect.objectContaining({ name: 'Ana Popescu', status: 'inactive', phone: null }),
    );
    expect(updated.updated_at > patient.updated_at).toBe(true);
    expect(updated.created_at).toBe(patient.created_at);

    await expect(updatePatient(db, patient.id, { cnp: '123' })).rejects.toBeInstanceOf(ValidationError);
    expect((await current(patientById$(db, patient.id)))?.cnp).toBeNull();
    await expect(updatePatient(db, 'missing', { cnp: null })).rejects.toBeInstanceOf(DocumentNotFoundError);
  });

  it('delete leaves a tombstone that queries never show', async () => {
    const kept = await createPatient(db, { first_name: 'Ana', last_name: 'Pop' });
    const gone = await createPatient(db, { first_name: 'Ion', last_name: 'Vasile' });
    await deletePatient(db, gone.id);
    expect((await current(allPatients$(db))).map((row) => row.id)).toEqual([kept.id]);
    expect(await current(patientById$(db, gone.id))).toBeNull();
    const tombstone = await db.patients.storageInstance.findDocumentsById([gone.id], true);
    expect(tombstone[0]?._deleted).toBe(true);
    await expect(deletePatient(db, gone.id)).rejects.toBeInstanceOf(DocumentNotFoundError);
  });
});

describe('the patient list’s queries', () => {
  it('finds "stefan" in "Ștefan" and follows a patient added later', async () => {
    const stefan = await createPatient(db, { first_name: 'Ștefan', last_name: 'Ionescu', gender: 'male' });
    const index$ = patientListIndex$(db, '2026-11-21');
    const search = (index: PatientListIndex) =>
      filterPatientList(index, { search: 'stefan' }).map((entry) => entry.patient.id);
    expect(search(await current(index$))).toEqual([stefan.id]);
    const other = await createPatient(db, { first_name: 'Stefan', last_name: 'Pop', gender: 'male' });
    expect(search(await when(index$, (index) => index.entries.length === 2))).toEqual([other.id, stefan.id]);
  });

  it('allPatients$ copies only the changed patient', async () => {
    const stefan = await createPatient(db, { first_name: 'Ștefan', last_name: 'Ionescu', gender: 'male' });
    const ana = await createPatient(db, { first_name: 'Ana', last_name: 'Pop', gender: 'female' });
    const values: PatientDoc[][] = [];
    const subscription = allPatients$(db).subscribe((value) => values.push(value));
    try {
      await expect.poll(() => values[0]?.length).toBe(2);
      await updatePatient(db, ana.id, { phone: '0722 123 456' });
      await expect
        .poll(() => values.at(-1)?.find((patient) => patient.id === ana.id)?.phone)
        .toBe('0722 123 456');
      const byId = (value: PatientDoc[] | undefined, id: string) =>
        value?.find((patient) => patient.id === id);
      expect(byId(values.at(-1), stefan.id)).toBe(byId(values[0], stefan.id));
      expect(byId(values.at(-1), ana.id)).not.toBe(byId(values[0], ana.id));
    } finally {
      subscription.unsubscribe();
    }
  });
});

describe('appointments', () => {
  const week = { from: '2026-11-22T22:00:00.000Z', to: '2026-11-29T22:00:00.000Z' };

  async function book(appointment_date: string) {
    const patient = await createPatient(db, { first_name: 'Ana', last_name: 'Pop' });
    return createAppointment(db, { patient_id: patient.id, doctor_id: SAMPLE_DOCTOR_ID, appointment_date });
  }

  it('create fills the defaults and validates the duration', async () => {
    const appointment = await book('2026-11-23T08:00:00.000Z');
    expect(appointment).toEqual(
      expect.objectContaining({
        status: 'scheduled',
        duration_minutes: 30,
        additional_services: [],
        service_id: null,
      }),
    );
    await expect(
      createAppointment(db, {
        patient_id: appointment.patient_id,
        doctor_id: SAMPLE_DOCTOR_ID,
        appointment_date: '2026-11-23T09:00:00.000Z',
        duration_minutes: 25,
      }),
    ).rejects.toThrow('Durata trebuie să fie între 15 și 480 de minute, în pași de 15 minute');
  });

  it("weekAppointments$ shows the doctor's week without cancelled ones and follows moves", async () => {
    const monday = await book('2026-11-23T08:00:00.000Z');
    const conflict = await book('2026-11-24T08:00:00.000Z');
    await updateAppointment(db, conflict.id, { status: 'conflict' });
    const cancelled = await book('2026-11-25T08:00:00.000Z');
    await cancelAppointment(db, cancelled.id);
    await book('2026-11-30T08:00:00.000Z');

    const week$ = weekAppointments$(db, SAMPLE_DOCTOR_ID, week.from, week.to);
    expect((await current(week$)).map((row) => row.id)).toEqual([monday.id, conflict.id]);

    await updateAppointment(db, monday.id, { appointment_date: '2026-12-01T08:00:00.000Z' });
    expect((await when(week$, (rows) => rows.length === 1)).map((row) => row.id)).toEqual([conflict.id]);
    await deleteAppointment(db, conflict.id);
    expect(await when(week$, (rows) => rows.length === 0)).toEqual([]);
    expect(await current(appointmentById$(db, conflict.id))).toBeNull();
    expect((await current(appointmentById$(db, cancelled.id)))?.status).toBe('cancelled');
  });

  it("patientAppointments$ lists the patient's appointments latest first, cancelled included", async () => {
    const first = await book('2026-11-23T08:00:00.000Z');
    const second = await createAppointment(db, {
      patient_id: first.patient_id,
      doctor_id: SAMPLE_DOCTOR_ID,
      appointment_date: '2026-11-26T08:00:00.000Z',
    });
    await cancelAppointment(db, first.id);
    await book('2026-11-24T08:00:00.000Z');
    const rows = await current(patientAppointments$(db, first.patient_id));
    expect(rows.map((row) => [row.id, row.status])).toEqual([
      [second.id, 'scheduled'],
      [first.id, 'cancelled'],
    ]);
  });
});
