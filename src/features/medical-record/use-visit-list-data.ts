/** Everything the visit list reads, live from the clinic's local database. */
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { useLiveQuery } from '#clinic-session/use-live-query.ts';
import { combineLiveQueries } from '#lib/live-query.ts';
import { patientAppointments$ } from '#sync/api/appointment-queries.ts';
import { medicalDocumentsOfPatient$ } from '#sync/api/medical-document-queries.ts';
import { medicalRecordsOfPatient$ } from '#sync/api/medical-record-queries.ts';
import { services$ } from '#sync/api/service-queries.ts';
import { clinicUsers$ } from '#sync/api/user-queries.ts';

export function useVisitListData(patientId: string) {
  const { db } = useClinicSession();
  return combineLiveQueries({
    appointments: useLiveQuery(() => (db ? patientAppointments$(db, patientId) : null), [db, patientId]),
    records: useLiveQuery(() => (db ? medicalRecordsOfPatient$(db, patientId) : null), [db, patientId]),
    documents: useLiveQuery(() => (db ? medicalDocumentsOfPatient$(db, patientId) : null), [db, patientId]),
    users: useLiveQuery(() => (db ? clinicUsers$(db) : null), [db]),
    // A past visit may name a service switched off since.
    services: useLiveQuery(() => (db ? services$(db, { includeInactive: true }) : null), [db]),
  });
}
