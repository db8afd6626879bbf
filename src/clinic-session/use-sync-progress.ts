/** The sync's opening pass as it goes (rows stored of rows expected); null when there is none. */

import { valueOr } from '#lib/live-query.ts';
import type { SyncProgress } from '#sync/api/sync-state.ts';
import { useClinicSession } from './clinic-session-context.ts';
import { useLiveQuery } from './use-live-query.ts';

export function useSyncProgress(): SyncProgress | null {
  const { sync } = useClinicSession();
  return valueOr(
    useLiveQuery(() => sync?.progress$, [sync]),
    null,
  );
}
