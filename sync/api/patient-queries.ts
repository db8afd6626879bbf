import type { RxDocument } from 'rxdb';
import { combineLatest, defer, map, type Observable, of } from 'rxjs';
import type { ClinicDatabase } from '../collections/collection-registry.ts';
import type { PatientDoc } from '../collections/patients-collection.ts';
import { plainDoc$ } from './plain-results.ts';

/**
 * Plain copies of query results that reuse the copy of a document whose revision did not change,
 * so one edit among 20,000 patients copies one document, not all of them.
 */
function plainByRevision<Doc, Plain>(
  toPlain: (doc: RxDocument<Doc>) => Plain,
): (docs: readonly RxDocument<Doc>[]) => Plain[] {
  let known = new Map<string, { revision: string; plain: Plain }>();
  return (docs) => {
    const next = new Map<string, { revision: string; plain: Plain }>();
    const plains = docs.map((doc) => {
      const previous = known.get(doc.primary);
      const entry =
        previous && previous.revision === doc.revision
          ? previous
          : { revision: doc.revision, plain: toPlain(doc) };
      next.set(doc.primary, entry);
      return entry.plain;
    });
    known = next;
    return plains;
  };
}

/** Every patient of the clinic, again whenever one changes (the list's index, the booking popup). */
export function allPatients$(db: ClinicDatabase): Observable<PatientDoc[]> {
  return defer(() => {
    const plainOf = plainByRevision<PatientDoc, PatientDoc>((doc) => doc.toMutableJSON());
    return db.patients.find().$.pipe(map(plainOf));
  });
}

export function patientById$(db: ClinicDatabase, id: string): Observable<PatientDoc | null> {
  return plainDoc$(db.patients.findOne(id));
}

/** The patients with these ids that the device holds, once (not live). */
export async function patientsByIds(db: ClinicDatabase, ids: readonly string[]): Promise<PatientDoc[]> {
  const found = await db.patients.findByIds([...new Set(ids)]).exec();
  return [...found.values()].map((doc) => doc.toMutableJSON());
}

const NO_NAMES: ReadonlyMap<string, string> = new Map();

/** The names of these patients, by id, live (a patient this device does not hold is left out). */
export function patientNames$(
  db: ClinicDatabase,
  ids: readonly string[],
): Observable<ReadonlyMap<string, string>> {
  if (ids.length === 0) return of(NO_NAMES);
  return combineLatest(ids.map((id) => patientById$(db, id))).pipe(
    map((patients) => {
      const names = new Map<string, string>();
      for (const patient of patients) if (patient) names.set(patient.id, patient.name);
      return names;
    }),
  );
}
