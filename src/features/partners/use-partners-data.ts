/** What the partners screens read, live from the clinic's local database, as LiveQuery answers. */
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { useClinicList } from '#clinic-session/use-clinic-list.ts';
import { useLiveQuery } from '#clinic-session/use-live-query.ts';
import { partnerById$, partners$ } from '#sync/api/partner-queries.ts';

/** The clinic's partners by name (loading while empty before the first sync: see useClinicList). */
export function usePartnersData() {
  return useClinicList(partners$);
}

export function usePartner(partnerId: string) {
  const { db } = useClinicSession();
  return useLiveQuery(() => (db ? partnerById$(db, partnerId) : null), [db, partnerId]);
}
