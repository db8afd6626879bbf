/** What the own clinic's page reads, live from the clinic's local database, as one LiveQuery. */
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { useLiveQuery } from '#clinic-session/use-live-query.ts';
import { combineLiveQueries } from '#lib/live-query.ts';
import { clinicById$ } from '#sync/api/clinic-queries.ts';
import { clinicUsers$ } from '#sync/api/user-queries.ts';

export function useClinicDetailsData(clinicId: string | null) {
  const { db } = useClinicSession();
  return combineLiveQueries({
    clinic: useLiveQuery(() => (db && clinicId ? clinicById$(db, clinicId) : null), [db, clinicId]),
    users: useLiveQuery(() => (db ? clinicUsers$(db) : null), [db]),
  });
}
