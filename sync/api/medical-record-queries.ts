import { map, type Observable } from 'rxjs';
import type { ClinicDatabase } from '../collections/collection-registry.ts';
import type { MedicalRecordDoc } from '../collections/medical-records-collection.ts';
import { plainDocs$ } from './plain-results.ts';

const inRecordedOrder = (a: MedicalRecordDoc, b: MedicalRecordDoc) =>
  Date.parse(a.recorded_at) - Date.parse(b.recorded_at) || a.id.localeCompare(b.id);

/** The items of one appointment's medical record, in the order they were recorded. */
export function medicalRecordsOfAppointment$(
  db: ClinicDatabase,
  appointmentId: string,
): Observable<MedicalRecordDoc[]> {
  return plainDocs$(db.medical_records.find({ selector: { appointment_id: appointmentId } })).pipe(
    map((items) => items.sort(inRecordedOrder)),
  );
}

/** Every record item of a patient, in the order they were recorded. */
export function medicalRecordsOfPatient$(
  db: ClinicDatabase,
  patientId: string,
): Observable<MedicalRecordDoc[]> {
  return plainDocs$(db.medical_records.find({ selector: { patient_id: patientId } })).pipe(
    map((items) => items.sort(inRecordedOrder)),
  );
}
