/**
 * The 11 synced collections of a clinic database: their names in pull order, their schemas and
 * migration strategies, and the database type built from them. One collection per server table
 * (supabase/migrations/20261121000100_schema.sql), with the server's column names.
 */
import type { MigrationStrategies, RxCollection, RxDatabase, RxJsonSchema } from 'rxdb';
import {
  type AppointmentDoc,
  appointmentsMigrationStrategies,
  appointmentsSchema,
} from './appointments-collection.ts';
import { type ClinicDoc, clinicsMigrationStrategies, clinicsSchema } from './clinics-collection.ts';
import {
  type DoctorServiceDoc,
  doctorServicesMigrationStrategies,
  doctorServicesSchema,
} from './doctor-services-collection.ts';
import {
  type MedicalDocumentDoc,
  medicalDocumentsMigrationStrategies,
  medicalDocumentsSchema,
} from './medical-documents-collection.ts';
import {
  type MedicalRecordDoc,
  medicalRecordsMigrationStrategies,
  medicalRecordsSchema,
} from './medical-records-collection.ts';
import { type PartnerDoc, partnersMigrationStrategies, partnersSchema } from './partners-collection.ts';
import { type PatientDoc, patientsMigrationStrategies, patientsSchema } from './patients-collection.ts';
import { type ServiceDoc, servicesMigrationStrategies, servicesSchema } from './services-collection.ts';
import {
  type SpecializationDoc,
  specializationsMigrationStrategies,
  specializationsSchema,
} from './specializations-collection.ts';
import { type TaskDoc, tasksMigrationStrategies, tasksSchema } from './tasks-collection.ts';
import { type UserDoc, usersMigrationStrategies, usersSchema } from './users-collection.ts';

/** Pull order: a row's parents (specialization, clinic, doctor, service, patient…) arrive before it. */
export const SYNCED_COLLECTIONS = [
  'specializations',
  'clinics',
  'users',
  'services',
  'doctor_services',
  'patients',
  'appointments',
  'medical_records',
  'medical_documents',
  'tasks',
  'partners',
] as const;

export type CollectionName = (typeof SYNCED_COLLECTIONS)[number];

/** The document type stored in each collection. */
export interface CollectionDocs {
  specializations: SpecializationDoc;
  clinics: ClinicDoc;
  users: UserDoc;
  services: ServiceDoc;
  doctor_services: DoctorServiceDoc;
  patients: PatientDoc;
  appointments: AppointmentDoc;
  medical_records: MedicalRecordDoc;
  medical_documents: MedicalDocumentDoc;
  tasks: TaskDoc;
  partners: PartnerDoc;
}

export type ClinicCollections = { [Name in CollectionName]: RxCollection<CollectionDocs[Name]> };

export type ClinicDatabase = RxDatabase<ClinicCollections>;

export const COLLECTION_SCHEMAS = {
  specializations: specializationsSchema,
  clinics: clinicsSchema,
  users: usersSchema,
  services: servicesSchema,
  doctor_services: doctorServicesSchema,
  patients: patientsSchema,
  appointments: appointmentsSchema,
  medical_records: medicalRecordsSchema,
  medical_documents: medicalDocumentsSchema,
  tasks: tasksSchema,
  partners: partnersSchema,
} as const satisfies { [Name in CollectionName]: RxJsonSchema<CollectionDocs[Name]> };

/**
 * Each collection's strategies, one per schema version step (see MigrationStrategiesFor, which
 * makes a version bump without its strategy a type error in the collection's file).
 */
export const COLLECTION_MIGRATION_STRATEGIES = {
  specializations: specializationsMigrationStrategies,
  clinics: clinicsMigrationStrategies,
  users: usersMigrationStrategies,
  services: servicesMigrationStrategies,
  doctor_services: doctorServicesMigrationStrategies,
  patients: patientsMigrationStrategies,
  appointments: appointmentsMigrationStrategies,
  medical_records: medicalRecordsMigrationStrategies,
  medical_documents: medicalDocumentsMigrationStrategies,
  tasks: tasksMigrationStrategies,
  partners: partnersMigrationStrategies,
} as const satisfies { [Name in CollectionName]: MigrationStrategies };
