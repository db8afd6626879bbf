import { combineLatest, map, type Observable } from 'rxjs';
import type { ClinicDatabase } from '../collections/collection-registry.ts';
import type { PatientDoc } from '../collections/patients-collection.ts';
import { buildPatientList, type PatientListFilter, type PatientListRow } from './patient-list.ts';
import { plainDoc$ } from './plain-results.ts';

/**
 * The patient list with its filters and search (spec part 1 §2), updated whenever a patient or
 * an appointment changes. `now` is read at each update (tests pass a fixed clock).
 */
export function patients$(
  db: ClinicDatabase,
  filter: PatientListFilter = {},
  now: () => Date = () => new Date(),
): Observable<PatientListRow[]> {
  return combineLatest([db.patients.find().$, db.appointments.find().$]).pipe(
    map(([patients, appointments]) =>
      buildPatientList(
        patients.map((patient) => patient.toMutableJSON()),
        appointments.map((appointment) => appointment.toJSON()),
        filter,
        now(),
      ),
    ),
  );
}

export function patientById$(db: ClinicDatabase, id: string): Observable<PatientDoc | null> {
  return plainDoc$(db.patients.findOne(id));
}
