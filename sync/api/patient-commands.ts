import type { ClinicDatabase } from '../collections/collection-registry.ts';
import { patientFullName } from '../collections/derived-columns.ts';
import type { PatientDoc } from '../collections/patients-collection.ts';
import { clinicDatabaseContext } from '../database/clinic-database-context.ts';
import {
  type CreateInput,
  definedOnly,
  insertDocument,
  newRowColumns,
  nowIso,
  patchDocument,
  removeDocument,
  type UpdatePatch,
} from './document-commands.ts';
import { newPatientDefaults } from './new-patient-defaults.ts';

/** A new patient: first and last name, and any other column (SQL defaults fill the rest). */
export type PatientInput = CreateInput<PatientDoc, 'first_name' | 'last_name', 'name'>;
/** `name` follows first_name and last_name, as on the server. */
export type PatientPatch = UpdatePatch<PatientDoc, 'name'>;

export async function createPatient(db: ClinicDatabase, input: PatientInput): Promise<PatientDoc> {
  const now = nowIso();
  const { id, ...fields } = input;
  return insertDocument(db.patients, {
    ...newPatientDefaults(now),
    ...definedOnly(fields),
    ...newRowColumns(id, now),
    clinic_id: clinicDatabaseContext(db).clinicId,
    first_name: input.first_name,
    last_name: input.last_name,
    name: patientFullName(input.first_name, input.last_name),
  });
}

export function updatePatient(db: ClinicDatabase, id: string, patch: PatientPatch): Promise<PatientDoc> {
  return patchDocument(db.patients, id, patch);
}

export function deletePatient(db: ClinicDatabase, id: string): Promise<PatientDoc> {
  return removeDocument(db.patients, id);
}
