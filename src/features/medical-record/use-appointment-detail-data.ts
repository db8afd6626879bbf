/** Everything the appointment detail reads, live from the clinic's local database. */
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { useLiveQuery } from '#clinic-session/use-live-query.ts';
import { combineLiveQueries } from '#lib/live-query.ts';
import { appointmentById$ } from '#sync/api/appointment-queries.ts';
import { clinics$ } from '#sync/api/clinic-queries.ts';
import { medicalDocumentsOfPatient$ } from '#sync/api/medical-document-queries.ts';
import { medicalRecordsOfAppointment$ } from '#sync/api/medical-record-queries.ts';
import { services$ } from '#sync/api/service-queries.ts';
import { clinicUsers$ } from '#sync/api/user-queries.ts';

export function useAppointmentDetailData(patientId: string, appointmentId: string) {
  const { db } = useClinicSession();
  return combineLiveQueries({
    appointment: useLiveQuery(() => (db ? appointmentById$(db, appointmentId) : null), [db, appointmentId]),
    records: useLiveQuery(
      () => (db ? medicalRecordsOfAppointment$(db, appointmentId) : null),
      [db, appointmentId],
    ),
    documents: useLiveQuery(() => (db ? medicalDocumentsOfPatient$(db, patientId) : null), [db, patientId]),
    users: useLiveQuery(() => (db ? clinicUsers$(db) : null), [db]),
    // The appointment may name a service switched off since.
    services: useLiveQuery(() => (db ? services$(db, { includeInactive: true }) : null), [db]),
    clinics: useLiveQuery(() => (db ? clinics$(db) : null), [db]),
  });
}
