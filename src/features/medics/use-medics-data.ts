/** What the medics screens read, live from the clinic's local database. */
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { throwIfFailed } from '#clinic-session/live-query.ts';
import { useLiveQuery } from '#clinic-session/use-live-query.ts';
import { useSyncStatus } from '#clinic-session/use-sync-status.ts';
import { clinicUsers$, userById$ } from '#sync/api/user-queries.ts';

/** The clinic's users by name; null while loading, and while an empty clinic may only not be here yet. */
export function useClinicUsers() {
  const { db } = useClinicSession();
  const hasSynced = useSyncStatus()?.hasSynced ?? false;
  const query = throwIfFailed(useLiveQuery(() => (db ? clinicUsers$(db) : null), [db]));
  if (query.state === 'loading') return null;
  return query.value.length === 0 && !hasSynced ? null : query.value;
}

export function useUser(userId: string) {
  const { db } = useClinicSession();
  return throwIfFailed(useLiveQuery(() => (db ? userById$(db, userId) : null), [db, userId]));
}
