import { firstValueFrom, type Observable } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ClinicDatabase } from '../collections/collection-registry.ts';
import { closeClinicDatabase } from '../database/open-clinic-database.ts';
import { openTestDatabase } from '../testing/api-test-database.ts';
import { SAMPLE_CLINIC_ID, sampleRow } from '../testing/sample-rows.ts';
import { defaultClinicSchedule } from '../validation/clinic-rules.ts';
import { ValidationError } from '../validation/validation-error.ts';
import { createClinic, deleteClinic, updateClinic } from './clinic-commands.ts';
import { clinicById$, clinics$ } from './clinic-queries.ts';
import { createDoctorService, deleteDoctorService, updateDoctorService } from './doctor-service-commands.ts';
import { doctorServicesOfDoctor$, doctorServicesOfService$ } from './doctor-service-queries.ts';
import {
  createMedicalDocument,
  deleteMedicalDocument,
  updateMedicalDocument,
} from './medical-document-commands.ts';
import { medicalDocumentsOfPatient$, medicalDocumentsOfRecord$ } from './medical-document-queries.ts';
import { createMedicalRecord, deleteMedicalRecord, updateMedicalRecord } from './medical-record-commands.ts';
import { medicalRecordsOfAppointment$, medicalRecordsOfPatient$ } from './medical-record-queries.ts';
import { createPartner, deletePartner, updatePartner } from './partner-commands.ts';
import { partnerById$, partners$ } from './partner-queries.ts';
import { createService, deactivateService, deleteService, updateService } from './service-commands.ts';
import { serviceById$, services$, servicesBySpecialization$ } from './service-queries.ts';
import { specializations$ } from './specialization-queries.ts';
import { createTask, deleteTask, updateTask } from './task-commands.ts';
import { clinicTasks$, taskById$, tasks$, tasksByStatus$ } from './task-queries.ts';
import { createUser, deleteUser, updateUser } from './user-commands.ts';
import { clinicUsers$, doctors$, userById$ } from './user-queries.ts';

let db: ClinicDatabase;
beforeEach(async () => {
  db = await openTestDatabase();
});
afterEach(async () => {
  await closeClinicDatabase(db);
});

const current = <T>(value$: Observable<T>) => firstValueFrom(value$);
const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id);

describe('tasks', () => {
  it('create, list by status, update and delete', async () => {
    const doctor = '1b2c3d4e-5f60-4718-9a0b-1c2d3e4f5a6b';
    const first = await createTask(db, {
      title: 'Sună laboratorul',
      description: 'Rezultate',
      assigned_to: [doctor],
    });
    expect(first).toEqual(expect.objectContaining({ status: 'todo', priority: 'medium', due_date: null }));
    await new Promise((resolve) => setTimeout(resolve, 2));
    const second = await createTask(db, { title: 'Comandă consumabile', description: '', priority: 'high' });
    expect(ids(await current(tasks$(db)))).toEqual([second.id, first.id]);

    await updateTask(db, first.id, { status: 'in_progress', due_date: '2026-11-30T10:00:00.000Z' });
    expect(ids(await current(tasksByStatus$(db, 'in_progress')))).toEqual([first.id]);
    expect(ids(await current(tasksByStatus$(db, 'todo')))).toEqual([second.id]);
    await expect(updateTask(db, first.id, { title: '' })).rejects.toBeInstanceOf(ValidationError);

    await deleteTask(db, second.id);
    expect(ids(await current(tasks$(db)))).toEqual([first.id]);
    expect((await current(taskById$(db, first.id)))?.title).toBe('Sună laboratorul');
  });

  it('shares one frozen copy of each task, and of the whole answer, between openings of the pipeline, until something changes', async () => {
    const task = await createTask(db, { title: 'Sună laboratorul', description: 'Rezultate' });
    const other = await createTask(db, { title: 'Comandă consumabile', description: '' });
    const [a, b] = [await current(clinicTasks$(db)), await current(clinicTasks$(db))];
    // Nothing changed in between: the same frozen answer.
    expect(a).toBe(b);
    expect(Object.isFrozen(a)).toBe(true);
    expect(Object.isFrozen(a[0])).toBe(true);
    await updateTask(db, task.id, { title: 'Sună din nou' });
    const after = await current(clinicTasks$(db));
    expect(after).not.toBe(a);
    const byId = <Row extends { id: string }>(rows: readonly Row[], id: string) =>
      rows.find((row) => row.id === id);
    expect(byId(after, task.id)?.title).toBe('Sună din nou');
    expect(byId(after, task.id)).not.toBe(byId(a, task.id));
    // The task that did not change is still the same copy.
    expect(byId(after, other.id)).toBe(byId(a, other.id));
  });
});

describe('partners', () => {
  it('create with defaults, list by name, update and delete', async () => {
    const synevo = await createPartner(db, { name: 'Synevo', type: 'laboratory', rating: 5 });
    const arcadia = await createPartner(db, { name: 'Arcadia', type: 'hospital' });
    expect(synevo).toEqual(
      expect.objectContaining({ status: 'active', phone: null, clinic_id: SAMPLE_CLINIC_ID }),
    );
    expect(ids(await current(partners$(db)))).toEqual([arcadia.id, synevo.id]);
    await expect(createPartner(db, { name: 'X', type: 'other', rating: 7 })).rejects.toBeInstanceOf(
      ValidationError,
    );
    expect((await updatePartner(db, synevo.id, { status: 'expired' })).status).toBe('expired');
    await deletePartner(db, arcadia.id);
    expect(ids(await current(partners$(db)))).toEqual([synevo.id]);
    expect(await current(partnerById$(db, arcadia.id))).toBeNull();
  });
});

describe('users', () => {
  it("lists the clinic's users and doctors by name, with an all-clinics view", async () => {
    const ana = await createUser(db, {
      name: 'Ana Pop',
      first_name: 'Ana',
      last_name: 'Pop',
      role: 'doctor',
    });
    const radu = await createUser(db, { name: 'Radu Ene', role: 'staff' });
    const elsewhere = await createUser(db, {
      name: 'Dan Albu',
      clinic_id: '3d4e5f60-7182-493a-9c2d-3e4f5a6b7c8d',
    });
    const superAdmin = await createUser(db, { name: 'Admin', role: 'super_admin', clinic_id: null });
    expect(ana.clinic_id).toBe(SAMPLE_CLINIC_ID);
    expect(superAdmin.clinic_id).toBeNull();

    expect(ids(await current(clinicUsers$(db)))).toEqual([ana.id, radu.id]);
    expect(ids(await current(doctors$(db)))).toEqual([ana.id]);
    expect(ids(await current(clinicUsers$(db, { doctorsOnly: true, allClinics: true })))).toEqual([
      ana.id,
      elsewhere.id,
    ]);

    await expect(updateUser(db, ana.id, { cnp: '12' })).rejects.toBeInstanceOf(ValidationError);
    await updateUser(db, radu.id, { role: 'doctor' });
    expect(ids(await current(doctors$(db)))).toEqual([ana.id, radu.id]);
    await deleteUser(db, radu.id);
    expect(await current(userById$(db, radu.id))).toBeNull();
  });
});

describe('clinics', () => {
  it('create makes clinic_id the id and the default schedule; schedule edits are checked', async () => {
    const clinic = await createClinic(db, { name: 'Clinica Nova', city: 'Iași' });
    expect(clinic.clinic_id).toBe(clinic.id);
    expect(clinic.schedule).toEqual(defaultClinicSchedule());
    const schedule = { ...clinic.schedule, monday: { open: true, start: '08:00', end: '20:00' } };
    expect((await updateClinic(db, clinic.id, { schedule })).schedule.monday.open).toBe(true);
    const backwards = { ...schedule, friday: { open: true, start: '18:00', end: '08:00' } };
    const error = await updateClinic(db, clinic.id, { schedule: backwards }).catch((e) => e);
    expect(error instanceof ValidationError && error.issues).toEqual([
      {
        field: 'schedule.friday.end',
        key: 'validation.schedule_hours_invalid',
        message: 'Ora de închidere trebuie să fie după ora de deschidere',
      },
    ]);
    expect((await current(clinicById$(db, clinic.id)))?.schedule.friday.open).toBe(false);
    await deleteClinic(db, clinic.id);
    expect(await current(clinics$(db))).toEqual([]);
  });
});

describe('services and doctor services', () => {
  it('lists active services by specialization and name; deactivating hides one', async () => {
    const ekg = await createService(db, { name: 'EKG', specialization_id: 'cardiology' });
    const consult = await createService(db, { name: 'Consultație', specialization_id: 'cardiology' });
    const derm = await createService(db, { name: 'Dermatoscopie', specialization_id: 'dermatology' });
    expect(ekg).toEqual(expect.objectContaining({ currency: 'RON', tva: '19%', is_active: true }));
    expect(ids(await current(servicesBySpecialization$(db, 'cardiology')))).toEqual([consult.id, ekg.id]);
    await deactivateService(db, ekg.id);
    expect(ids(await current(servicesBySpecialization$(db, 'cardiology')))).toEqual([consult.id]);
    expect(ids(await current(services$(db, { includeInactive: true })))).toEqual([
      consult.id,
      derm.id,
      ekg.id,
    ]);
    await expect(updateService(db, derm.id, { currency: 'GBP' as 'EUR' })).rejects.toBeInstanceOf(
      ValidationError,
    );
    await deleteService(db, derm.id);
    expect(await current(serviceById$(db, derm.id))).toBeNull();
  });

  it('saves one row per doctor and service, updating the pair when saved again', async () => {
    const doctor = sampleRow('users').id;
    const service = await createService(db, { name: 'EKG', specialization_id: 'cardiology' });
    const first = await createDoctorService(db, { doctor_id: doctor, service_id: service.id });
    expect(first).toEqual(expect.objectContaining({ duration_minutes: 30, price: 0 }));
    const again = await createDoctorService(db, {
      doctor_id: doctor,
      service_id: service.id,
      duration_minutes: 45,
      price: 150,
    });
    expect(again.id).toBe(first.id);
    expect(await current(doctorServicesOfDoctor$(db, doctor))).toEqual([
      expect.objectContaining({ duration_minutes: 45, price: 150 }),
    ]);
    await expect(updateDoctorService(db, first.id, { duration_minutes: 50 })).rejects.toBeInstanceOf(
      ValidationError,
    );
    await deleteDoctorService(db, first.id);
    expect(await current(doctorServicesOfService$(db, service.id))).toEqual([]);
  });
});

describe('medical records and documents', () => {
  const appointment = sampleRow('appointments');

  it('create items with the record rules, list them per appointment and patient', async () => {
    const owner = { appointment_id: appointment.id, patient_id: appointment.patient_id };
    const diagnosis = await createMedicalRecord(db, {
      ...owner,
      category: 'diagnosis',
      description: 'Hipertensiune arterială grad II.',
      recorded_at: '2026-11-23T08:10:00.000Z',
    });
    const investigation = await createMedicalRecord(db, {
      ...owner,
      category: 'investigation',
      sub_category: 'Imagistică',
      input_field_value: 'Ecografie',
      description: 'Fără modificări patologice.',
      recorded_at: '2026-11-23T08:05:00.000Z',
    });
    const error = await createMedicalRecord(db, {
      ...owner,
      category: 'investigation',
      description: 'Scurt',
    }).catch((e) => e);
    expect(error instanceof ValidationError && error.issues.map((issue) => issue.key)).toEqual([
      'validation.type_required',
      'validation.investigation_type_required',
      'validation.description_too_short',
    ]);
    expect(ids(await current(medicalRecordsOfAppointment$(db, appointment.id)))).toEqual([
      investigation.id,
      diagnosis.id,
    ]);
    await updateMedicalRecord(db, diagnosis.id, { description: 'Hipertensiune arterială grad I.' });
    await deleteMedicalRecord(db, investigation.id);
    expect(ids(await current(medicalRecordsOfPatient$(db, appointment.patient_id)))).toEqual([diagnosis.id]);

    const file = await createMedicalDocument(db, {
      medical_record_id: diagnosis.id,
      patient_id: appointment.patient_id,
      name: 'ekg.pdf',
      mime_type: 'application/pdf',
      size_bytes: 1024,
    });
    expect(file.storage_path).toBeNull();
    const uploaded = await updateMedicalDocument(db, file.id, {
      storage_path: `${SAMPLE_CLINIC_ID}/ekg.pdf`,
    });
    expect(await current(medicalDocumentsOfRecord$(db, diagnosis.id))).toEqual([uploaded]);
    await deleteMedicalDocument(db, file.id);
    expect(await current(medicalDocumentsOfPatient$(db, appointment.patient_id))).toEqual([]);

    // Deleting an item deletes its documents with it.
    await createMedicalDocument(db, {
      medical_record_id: diagnosis.id,
      patient_id: appointment.patient_id,
      name: 'ecografie.pdf',
    });
    await deleteMedicalRecord(db, diagnosis.id);
    expect(await current(medicalRecordsOfPatient$(db, appointment.patient_id))).toEqual([]);
    expect(await current(medicalDocumentsOfPatient$(db, appointment.patient_id))).toEqual([]);
  });
});

describe('specializations', () => {
  it('lists pulled specializations by Romanian name', async () => {
    await db.specializations.bulkInsert([
      sampleRow('specializations', { id: 'pediatrics', name_ro: 'Pediatrie', name_en: 'Pediatrics' }),
      sampleRow('specializations'),
      sampleRow('specializations', { id: 'oncology', name_ro: 'Oncologie', name_en: 'Oncology' }),
    ]);
    expect((await current(specializations$(db))).map((row) => row.name_ro)).toEqual([
      'Cardiologie',
      'Oncologie',
      'Pediatrie',
    ]);
  });
});
