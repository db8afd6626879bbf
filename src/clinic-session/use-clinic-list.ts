/**
 * A clinic's list read live from the local database (partners, users), as a LiveQuery: loading
 * also while it is empty before this device's first full sync, when "none" may only mean "not
 * here yet". The screen says a failed read in its own words (QueryState).
 */
import type { DependencyList } from 'react';
import type { Observable } from 'rxjs';
import { type LiveQuery, untilSynced } from '#lib/live-query.ts';
import type { ClinicDatabase } from '#sync/api/documents.ts';
import { useClinicSession } from './clinic-session-context.ts';
import { useLiveQuery } from './use-live-query.ts';
import { useSyncStatus } from './use-sync-status.ts';

export function useClinicList<T>(
  query: (db: ClinicDatabase) => Observable<T[]>,
  deps: DependencyList = [],
): LiveQuery<readonly T[]> {
  const { db } = useClinicSession();
  const hasSynced = useSyncStatus()?.hasSynced ?? false;
  // Re-queried when the database or the caller's deps change (an inline query is new each render).
  return untilSynced(
    useLiveQuery(() => (db ? query(db) : null), [db, ...deps]),
    hasSynced,
  );
}
