/**
 * The names of the rows the conflicts point at (patients, doctors, services), looked up in the
 * local database and kept current; a row this device does not hold has no name (never its id).
 */
import { combineLatest, map, type Observable, of } from 'rxjs';
import { throwIfFailed, valueOr } from '#clinic-session/live-query.ts';
import { useLiveQuery } from '#clinic-session/use-live-query.ts';
import type { ConflictRecord } from '#sync/api/conflict-records.ts';
import type { ClinicDatabase } from '#sync/api/documents.ts';
import { patientById$ } from '#sync/api/patient-queries.ts';
import { serviceById$ } from '#sync/api/service-queries.ts';
import { userById$ } from '#sync/api/user-queries.ts';
import type { ReferenceCollection } from './conflict-summary.ts';

export type ReferenceNames = ReadonlyMap<string, string>;

export function referenceKey(collection: ReferenceCollection, id: string): string {
  return `${collection}/${id}`;
}

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

const NO_NAMES: ReferenceNames = new Map();

export function useReferenceNames(
  db: ClinicDatabase | null,
  rows: ReadonlyArray<{ collection: ReferenceCollection; id: string }>,
): ReferenceNames {
  const keys = rows.map((row) => referenceKey(row.collection, row.id));
  // Names only label the cards: until they are read the cards show the ids' kinds alone.
  const query = useLiveQuery(() => {
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
  return valueOr(throwIfFailed(query), NO_NAMES);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Names of rows that exist only in conflicts: a new patient (or doctor, or service) the server
 * refused is gone from the local database until applied again, so whatever names it is labelled
 * from this device's version kept in its conflict.
 */
export function namesFromConflicts(records: readonly ConflictRecord[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const record of records) {
    const { local } = record;
    const name =
      record.collection === 'patients'
        ? [text(local.first_name), text(local.last_name)].filter(Boolean).join(' ')
        : text(local.name);
    if (name === '') continue;
    if (
      record.collection === 'patients' ||
      record.collection === 'users' ||
      record.collection === 'services'
    ) {
      names.set(referenceKey(record.collection, record.docId), name);
    }
  }
  return names;
}
