/** What the own clinic's page reads, live from the clinic's local database. */
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { combineLiveQueries, throwIfFailed } from '#clinic-session/live-query.ts';
import { useLiveQuery } from '#clinic-session/use-live-query.ts';
import { clinicById$ } from '#sync/api/clinic-queries.ts';
import { clinicUsers$ } from '#sync/api/user-queries.ts';

export function useClinicDetailsData(clinicId: string | null) {
  const { db } = useClinicSession();
  return throwIfFailed(
    combineLiveQueries({
      clinic: useLiveQuery(() => (db && clinicId ? clinicById$(db, clinicId) : null), [db, clinicId]),
      users: useLiveQuery(() => (db ? clinicUsers$(db) : null), [db]),
    }),
  );
}
