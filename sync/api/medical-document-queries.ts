import { map, type Observable } from 'rxjs';
import type { ClinicDatabase } from '../collections/collection-registry.ts';
import type { MedicalDocumentDoc } from '../collections/medical-documents-collection.ts';
import { plainDocs$ } from './plain-results.ts';

const inAddedOrder = (a: MedicalDocumentDoc, b: MedicalDocumentDoc) =>
  Date.parse(a.created_at) - Date.parse(b.created_at) || a.id.localeCompare(b.id);

/** The files of one record item, in the order they were added. */
export function medicalDocumentsOfRecord$(
  db: ClinicDatabase,
  recordId: string,
): Observable<MedicalDocumentDoc[]> {
  return plainDocs$(db.medical_documents.find({ selector: { medical_record_id: recordId } })).pipe(
    map((files) => files.sort(inAddedOrder)),
  );
}

/** Every file of a patient, in the order they were added. */
export function medicalDocumentsOfPatient$(
  db: ClinicDatabase,
  patientId: string,
): Observable<MedicalDocumentDoc[]> {
  return plainDocs$(db.medical_documents.find({ selector: { patient_id: patientId } })).pipe(
    map((files) => files.sort(inAddedOrder)),
  );
}
