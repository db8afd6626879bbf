/**
 * A clinic's list read live from the local database (partners, users): null while loading, and
 * also while it is empty before this device's first full sync, when "none" may only mean "not
 * here yet". A failed query goes to the error screen.
 */
import type { DependencyList } from 'react';
import type { Observable } from 'rxjs';
import type { ClinicDatabase } from '#sync/api/documents.ts';
import { useClinicSession } from './clinic-session-context.ts';
import { type LiveQuery, LOADING, throwIfFailed } from './live-query.ts';
import { useLiveQuery } from './use-live-query.ts';
import { useSyncStatus } from './use-sync-status.ts';

export function useClinicList<T>(
  query: (db: ClinicDatabase) => Observable<T[]>,
  deps: DependencyList = [],
): T[] | null {
  const answer = throwIfFailed(useClinicListQuery(query, deps));
  return answer.state === 'loading' ? null : answer.value;
}

/**
 * The same list as a LiveQuery, for a screen with its own words for a failed read (the medics
 * list's 'Nu s-au putut încărca medicii'): loading also while empty before the first full sync.
 */
export function useClinicListQuery<T>(
  query: (db: ClinicDatabase) => Observable<T[]>,
  deps: DependencyList = [],
): LiveQuery<T[]> {
  const { db } = useClinicSession();
  const hasSynced = useSyncStatus()?.hasSynced ?? false;
  // Re-queried when the database or the caller's deps change (an inline query is new each render).
  const answer = useLiveQuery(() => (db ? query(db) : null), [db, ...deps]);
  if (answer.state !== 'ready') return answer;
  return answer.value.length === 0 && !hasSynced ? LOADING : answer;
}
