/**
 * The clinic's sync status as it changes (online, pending changes, last sync, whether this device
 * ever completed a sync); null without a clinic session.
 */

import { valueOr } from '#lib/live-query.ts';
import type { SyncStatus } from '#sync/api/sync-state.ts';
import { useClinicSession } from './clinic-session-context.ts';
import { useLiveQuery } from './use-live-query.ts';

export function useSyncStatus(): SyncStatus | null {
  const { sync } = useClinicSession();
  // The status is a value the sync always has: until its stream answers, its current one.
  return valueOr(
    useLiveQuery(() => sync?.status$, [sync]),
    sync?.status ?? null,
  );
}
