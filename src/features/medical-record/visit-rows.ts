/**
 * The patient's visits for /patient/{id}/medical-record (issue 13): one row per appointment that
 * was not cancelled, newest first, with who saw the patient, for what, whether they came, and how
 * much of the record was written. Pure, so the counting and order are tested without rendering.
 */
import type {
  AppointmentDoc,
  MedicalDocumentDoc,
  MedicalRecordDoc,
  ServiceDoc,
  UserDoc,
} from '#sync/api/documents.ts';
import { type VisitNames, visitNames } from '#sync/api/visit-names.ts';

export interface VisitRow extends VisitNames {
  id: string;
  appointmentDate: string;
  doctorId: string;
  present: boolean | null;
  status: AppointmentDoc['status'];
  recordItems: number;
  documents: number;
}

export interface VisitSources {
  appointments: readonly AppointmentDoc[];
  records: readonly Pick<MedicalRecordDoc, 'id' | 'appointment_id'>[];
  documents: readonly Pick<MedicalDocumentDoc, 'medical_record_id'>[];
  usersById: ReadonlyMap<string, Pick<UserDoc, 'name' | 'specialization'>>;
  servicesById: ReadonlyMap<string, Pick<ServiceDoc, 'name' | 'specialization_id'>>;
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

export function visitRows(sources: VisitSources): VisitRow[] {
  const appointmentOfRecord = new Map(sources.records.map((record) => [record.id, record.appointment_id]));
  const itemsPerVisit = countBy(sources.records, (record) => record.appointment_id);
  const documentsPerVisit = countBy(
    sources.documents.filter((document) => appointmentOfRecord.has(document.medical_record_id)),
    (document) => appointmentOfRecord.get(document.medical_record_id) ?? '',
  );
  return sources.appointments
    .filter((appointment) => appointment.status !== 'cancelled')
    .map((appointment) => ({
      id: appointment.id,
      appointmentDate: appointment.appointment_date,
      doctorId: appointment.doctor_id,
      ...visitNames(appointment, sources.usersById, sources.servicesById),
      present: appointment.patient_present,
      status: appointment.status,
      recordItems: itemsPerVisit.get(appointment.id) ?? 0,
      documents: documentsPerVisit.get(appointment.id) ?? 0,
    }))
    .sort(
      (a, b) => Date.parse(b.appointmentDate) - Date.parse(a.appointmentDate) || a.id.localeCompare(b.id),
    );
}
