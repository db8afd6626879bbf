import type { RxDocument } from 'rxdb';
import { combineLatest, defer, map, type Observable } from 'rxjs';
import type { AppointmentDoc } from '../collections/appointments-collection.ts';
import type { ClinicDatabase } from '../collections/collection-registry.ts';
import type { PatientDoc } from '../collections/patients-collection.ts';
import {
  type AppointmentFacts,
  buildPatientList,
  type PatientListFilter,
  type PatientListRow,
} from './patient-list.ts';
import { plainDoc$ } from './plain-results.ts';

/** What the patient list is built from: every patient and the appointment facts it needs. */
export interface PatientListSource {
  patients: PatientDoc[];
  appointments: AppointmentFacts[];
}

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

/**
 * The patients and their appointments' facts, again whenever a patient or an appointment
 * changes. The list screen builds its index from this once per change and filters it per
 * keystroke (patient-list.ts), instead of querying again for every filter.
 */
export function patientListSource$(db: ClinicDatabase): Observable<PatientListSource> {
  return defer(() => {
    const patientsOf = plainByRevision<PatientDoc, PatientDoc>((doc) => doc.toMutableJSON());
    const appointmentsOf = plainByRevision(
      (doc: RxDocument<AppointmentDoc>): AppointmentFacts => ({
        id: doc.id,
        patient_id: doc.patient_id,
        doctor_id: doc.doctor_id,
        appointment_date: doc.appointment_date,
        status: doc.status,
      }),
    );
    return combineLatest([db.patients.find().$, db.appointments.find().$]).pipe(
      map(([patients, appointments]) => ({
        patients: patientsOf(patients),
        appointments: appointmentsOf(appointments),
      })),
    );
  });
}

/**
 * The patient list with its filters and search (spec part 1 §2), updated whenever a patient or
 * an appointment changes. `now` is read at each update (tests pass a fixed clock).
 */
export function patients$(
  db: ClinicDatabase,
  filter: PatientListFilter = {},
  now: () => Date = () => new Date(),
): Observable<PatientListRow[]> {
  return patientListSource$(db).pipe(
    map(({ patients, appointments }) => buildPatientList(patients, appointments, filter, now())),
  );
}

export function patientById$(db: ClinicDatabase, id: string): Observable<PatientDoc | null> {
  return plainDoc$(db.patients.findOne(id));
}

/** The patients with these ids that the device holds, once (not live). */
export async function patientsByIds(db: ClinicDatabase, ids: readonly string[]): Promise<PatientDoc[]> {
  const found = await db.patients.findByIds([...new Set(ids)]).exec();
  return [...found.values()].map((doc) => doc.toMutableJSON());
}
