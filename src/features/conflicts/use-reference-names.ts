/**
 * The names of the rows the conflicts point at (patients, doctors, services), looked up in the
 * local database and kept current; a row this device does not hold has no name (never its id).
 */
import { combineLatest, map, type Observable, of } from 'rxjs';
import { useLiveQuery } from '#clinic-session/use-live-query.ts';
import type { LiveQuery } from '#lib/live-query.ts';
import type { ClinicDatabase } from '#sync/api/documents.ts';
import { patientById$ } from '#sync/api/patient-queries.ts';
import { serviceById$ } from '#sync/api/service-queries.ts';
import { userById$ } from '#sync/api/user-queries.ts';
import type { ReferenceCollection } from './display-value.ts';
import { NO_NAMES, type ReferenceNames, referenceKey } from './reference-names.ts';

function nameOf$(db: ClinicDatabase, collection: ReferenceCollection, id: string): Observable<string | null> {
  switch (collection) {
    case 'patients':
      return patientById$(db, id).pipe(map((patient) => patient?.name ?? null));
    case 'users':
      return userById$(db, id).pipe(map((user) => user?.name ?? null));
    case 'services':
      return serviceById$(db, id).pipe(map((service) => service?.name ?? null));
  }
}

export function useReferenceNames(
  db: ClinicDatabase | null,
  rows: ReadonlyArray<{ collection: ReferenceCollection; id: string }>,
): LiveQuery<ReferenceNames> {
  const keys = rows.map((row) => referenceKey(row.collection, row.id));
  return useLiveQuery(() => {
    if (!db) return null;
    if (rows.length === 0) return of(NO_NAMES);
    return combineLatest(rows.map((row) => nameOf$(db, row.collection, row.id))).pipe(
      map((names) => {
        const found = new Map<string, string>();
        names.forEach((name, index) => {
          const key = keys[index];
          if (name && key) found.set(key, name);
        });
        return found;
      }),
    );
  }, [db, keys.join(',')]);
}
