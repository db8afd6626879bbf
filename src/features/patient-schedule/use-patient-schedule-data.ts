/**
 * Everything the patient's appointment list reads, live from the clinic's local database, as one
 * LiveQuery (a failed read goes to the route's error screen through the page's QueryState).
 */
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { useLiveQuery } from '#clinic-session/use-live-query.ts';
import { combineLiveQueries } from '#lib/live-query.ts';
import { patientAppointments$ } from '#sync/api/appointment-queries.ts';
import { clinics$ } from '#sync/api/clinic-queries.ts';
import { services$ } from '#sync/api/service-queries.ts';
import { clinicUsers$ } from '#sync/api/user-queries.ts';

export function usePatientScheduleData(patientId: string) {
  const { db } = useClinicSession();
  return combineLiveQueries({
    appointments: useLiveQuery(() => (db ? patientAppointments$(db, patientId) : null), [db, patientId]),
    users: useLiveQuery(() => (db ? clinicUsers$(db) : null), [db]),
    // An old appointment may name a service switched off since.
    services: useLiveQuery(() => (db ? services$(db, { includeInactive: true }) : null), [db]),
    clinics: useLiveQuery(() => (db ? clinics$(db) : null), [db]),
  });
}
