/**
 * A clinic's list read live from the local database (partners, users): null while loading, and
 * also while it is empty before this device's first full sync, when "none" may only mean "not
 * here yet". A failed query goes to the error screen.
 */
import type { DependencyList } from 'react';
import type { Observable } from 'rxjs';
import type { ClinicDatabase } from '#sync/api/documents.ts';
import { useClinicSession } from './clinic-session-context.ts';
import { throwIfFailed } from './live-query.ts';
import { useLiveQuery } from './use-live-query.ts';
import { useSyncStatus } from './use-sync-status.ts';

export function useClinicList<T>(
  query: (db: ClinicDatabase) => Observable<T[]>,
  deps: DependencyList = [],
): T[] | null {
  const { db } = useClinicSession();
  const hasSynced = useSyncStatus()?.hasSynced ?? false;
  // Re-queried when the database or the caller's deps change (an inline query is new each render).
  const answer = throwIfFailed(useLiveQuery(() => (db ? query(db) : null), [db, ...deps]));
  if (answer.state === 'loading') return null;
  return answer.value.length === 0 && !hasSynced ? null : answer.value;
}
