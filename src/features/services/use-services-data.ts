/** What the configurator's services pages read, live from the clinic's local database, as one LiveQuery. */
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { useLiveQuery } from '#clinic-session/use-live-query.ts';
import { combineLiveQueries } from '#lib/live-query.ts';
import { doctorServices$ } from '#sync/api/doctor-service-queries.ts';
import { services$ } from '#sync/api/service-queries.ts';
import { clinicUsers$ } from '#sync/api/user-queries.ts';

export function useServicesData() {
  const { db } = useClinicSession();
  return combineLiveQueries({
    services: useLiveQuery(() => (db ? services$(db) : null), [db]),
    doctorServices: useLiveQuery(() => (db ? doctorServices$(db) : null), [db]),
    users: useLiveQuery(() => (db ? clinicUsers$(db) : null), [db]),
  });
}
