/** What the medics screens read, live from the clinic's local database, as LiveQuery answers. */
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { useClinicList } from '#clinic-session/use-clinic-list.ts';
import { useLiveQuery } from '#clinic-session/use-live-query.ts';
import { clinicUsers$, userById$ } from '#sync/api/user-queries.ts';

/** The clinic's users by name: the list says itself when the read fails. */
export function useClinicUsers() {
  return useClinicList((db) => clinicUsers$(db));
}

export function useUser(userId: string) {
  const { db } = useClinicSession();
  return useLiveQuery(() => (db ? userById$(db, userId) : null), [db, userId]);
}
