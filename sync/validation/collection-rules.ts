/**
 * The row rules of each synced collection: what the local database checks on every insert and
 * update (sync/database/validation-hooks.ts). Each output type equals the collection's document
 * type, so a schema and its rules cannot drift apart (checked in collection-rules.test.ts).
 */
import type * as v from 'valibot';
import type { CollectionDocs, CollectionName } from '../collections/collection-registry.ts';
import { appointmentRowRules } from './appointment-rules.ts';
import { clinicRowRules } from './clinic-rules.ts';
import { doctorServiceRowRules } from './doctor-service-rules.ts';
import { medicalDocumentRowRules } from './medical-document-rules.ts';
import { medicalRecordRowRules } from './medical-record-rules.ts';
import { partnerRowRules } from './partner-rules.ts';
import { patientRowRules } from './patient-rules.ts';
import { serviceRowRules } from './service-rules.ts';
import { specializationRowRules } from './specialization-rules.ts';
import { taskRowRules } from './task-rules.ts';
import { userRowRules } from './user-rules.ts';

export const COLLECTION_RULES = {
  specializations: specializationRowRules,
  clinics: clinicRowRules,
  users: userRowRules,
  services: serviceRowRules,
  doctor_services: doctorServiceRowRules,
  patients: patientRowRules,
  appointments: appointmentRowRules,
  medical_records: medicalRecordRowRules,
  medical_documents: medicalDocumentRowRules,
  tasks: taskRowRules,
  partners: partnerRowRules,
} as const satisfies { [Name in CollectionName]: v.GenericSchema<unknown, CollectionDocs[Name]> };
