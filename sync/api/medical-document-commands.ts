import type { ClinicDatabase } from '../collections/collection-registry.ts';
import type { MedicalDocumentDoc } from '../collections/medical-documents-collection.ts';
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

/** A file of a record item; storage_path stays null until the file outbox has uploaded it. */
export type MedicalDocumentInput = CreateInput<
  MedicalDocumentDoc,
  'medical_record_id' | 'patient_id' | 'name'
>;
export type MedicalDocumentPatch = UpdatePatch<MedicalDocumentDoc>;

export async function createMedicalDocument(
  db: ClinicDatabase,
  input: MedicalDocumentInput,
): Promise<MedicalDocumentDoc> {
  const now = nowIso();
  const { id, ...fields } = input;
  return insertDocument(db.medical_documents, {
    storage_path: null,
    mime_type: null,
    size_bytes: null,
    ...definedOnly(fields),
    ...newRowColumns(id, now),
    clinic_id: clinicDatabaseContext(db).clinicId,
    medical_record_id: input.medical_record_id,
    patient_id: input.patient_id,
    name: input.name,
  });
}

export function updateMedicalDocument(
  db: ClinicDatabase,
  id: string,
  patch: MedicalDocumentPatch,
): Promise<MedicalDocumentDoc> {
  return patchDocument(db.medical_documents, id, patch);
}

export function deleteMedicalDocument(db: ClinicDatabase, id: string): Promise<MedicalDocumentDoc> {
  return removeDocument(db.medical_documents, id);
}
