import type { ClinicDatabase } from '../collections/collection-registry.ts';
import type { MedicalRecordDoc } from '../collections/medical-records-collection.ts';
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

/** One item of an appointment's medical record (the item rules of spec part 2 §5 apply). */
export type MedicalRecordInput = CreateInput<MedicalRecordDoc, 'appointment_id' | 'patient_id' | 'category'>;
export type MedicalRecordPatch = UpdatePatch<MedicalRecordDoc>;

export async function createMedicalRecord(
  db: ClinicDatabase,
  input: MedicalRecordInput,
): Promise<MedicalRecordDoc> {
  const now = nowIso();
  const { id, ...fields } = input;
  return insertDocument(db.medical_records, {
    sub_category: null,
    input_field_value: null,
    description: null,
    recorded_at: now,
    created_by: null,
    ...definedOnly(fields),
    ...newRowColumns(id, now),
    clinic_id: clinicDatabaseContext(db).clinicId,
    appointment_id: input.appointment_id,
    patient_id: input.patient_id,
    category: input.category,
  });
}

export function updateMedicalRecord(
  db: ClinicDatabase,
  id: string,
  patch: MedicalRecordPatch,
): Promise<MedicalRecordDoc> {
  return patchDocument(db.medical_records, id, patch);
}

/** Deletes the item and its documents' rows (tombstones all, sent by the replication). */
export async function deleteMedicalRecord(db: ClinicDatabase, id: string): Promise<MedicalRecordDoc> {
  const documents = await db.medical_documents.find({ selector: { medical_record_id: id } }).exec();
  for (const document of documents) await removeDocument(db.medical_documents, document.id);
  return removeDocument(db.medical_records, id);
}
