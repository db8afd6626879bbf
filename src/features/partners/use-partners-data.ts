/** What the partners screens read, live from the clinic's local database. */
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { throwIfFailed } from '#clinic-session/live-query.ts';
import { useLiveQuery } from '#clinic-session/use-live-query.ts';
import { useSyncStatus } from '#clinic-session/use-sync-status.ts';
import { partnerById$, partners$ } from '#sync/api/partner-queries.ts';

/** The clinic's partners; null while loading, and while an empty clinic may only not be here yet. */
export function usePartnersData() {
  const { db } = useClinicSession();
  const hasSynced = useSyncStatus()?.hasSynced ?? false;
  const query = throwIfFailed(useLiveQuery(() => (db ? partners$(db) : null), [db]));
  if (query.state === 'loading') return null;
  return query.value.length === 0 && !hasSynced ? null : query.value;
}

export function usePartner(partnerId: string) {
  const { db } = useClinicSession();
  return throwIfFailed(useLiveQuery(() => (db ? partnerById$(db, partnerId) : null), [db, partnerId]));
}
