/**
 * What the patient list reads from the local database (spec part 1 §2), without reading every
 * appointment (issue 19: the first open on a clinic with 200,000 appointments took 4–5 s):
 * - the newest patients, for the first page before the whole list is indexed, through the
 *   created_date index and a window of recent days;
 * - every patient once for search, the filters on patient fields, the order and the count;
 * - the appointments of the 30 patients of the page shown, through the patient_id index;
 * - for the doctor and last-appointment filters, the patients seen by those doctors or in those
 *   days, through the doctor_id + appointment_date index.
 * All live: a change on this device or another shows without a reload.
 */
import type { RxDocument } from 'rxdb';
import {
  auditTime,
  combineLatest,
  defer,
  distinctUntilChanged,
  from,
  map,
  merge,
  type Observable,
  of,
  startWith,
  switchMap,
} from 'rxjs';
import { CLINIC_TIME_ZONE, wallMinutesToDate } from '#core/bucharest-time.ts';
import type { AppointmentDoc } from '../collections/appointments-collection.ts';
import type { ClinicDatabase } from '../collections/collection-registry.ts';
import type { PatientDoc } from '../collections/patients-collection.ts';
import {
  type AppointmentFilterSets,
  compareListedPatients,
  indexPatientList,
  type ListedPatient,
  listedPatient,
  type PatientListFilter,
  type PatientListIndex,
  seenSinceDay,
} from './patient-list.ts';
import { allPatients$ } from './patient-queries.ts';
import {
  type AppointmentFacts,
  clinicDayMemo,
  type PatientVisitSummary,
  summarizeVisits,
} from './patient-visit-summary.ts';

const DAY_MS = 86_400_000;
/** How far back the first page looks for the newest patients, widening until it finds enough. */
const NEWEST_WINDOWS_DAYS = [7, 60, 365, 3650] as const;
/**
 * Stored instants are ISO strings from the server ("…+00:00") and from devices ("…Z"): compared
 * as strings, two within the same second may sort either way, so each bound reaches a minute
 * (a day for appointments) past the instant it stands for and the rows are then compared as times.
 */
const STRING_ORDER_MARGIN_MS = 60_000;

export interface NewestPatients {
  /** The newest `count` patients in the list's order (the first page of the unfiltered list). */
  entries: ListedPatient[];
  /** How many patients the clinic has. */
  total: number;
}

/** The first page of the unfiltered list, reading only the patients created most recently. */
export async function newestPatients(
  db: ClinicDatabase,
  count: number,
  today: string,
  now: number = Date.now(),
): Promise<NewestPatients> {
  const total = await db.patients.count().exec();
  const pick = (docs: readonly RxDocument<PatientDoc>[]) =>
    docs.map((doc) => listedPatient(doc.toMutableJSON(), today));
  if (total > count) {
    for (const days of NEWEST_WINDOWS_DAYS) {
      const from = now - days * DAY_MS;
      const docs = await db.patients
        .find({ selector: { created_date: { $gte: new Date(from - STRING_ORDER_MARGIN_MS).toISOString() } } })
        .exec();
      const entries = pick(docs);
      // Enough patients surely inside the window: no one outside it can be newer than they are.
      if (entries.filter((entry) => entry.created >= from).length >= count) {
        return { entries: entries.sort(compareListedPatients).slice(0, count), total };
      }
    }
  }
  const entries = pick(await db.patients.find().exec());
  return { entries: entries.sort(compareListedPatients).slice(0, count), total };
}

/** `newestPatients`, again after each change of patients. */
export function newestPatients$(
  db: ClinicDatabase,
  count: number,
  today: string,
): Observable<NewestPatients> {
  return db.patients.$.pipe(
    auditTime(100),
    startWith(null),
    switchMap(() => from(newestPatients(db, count, today))),
  );
}

/** Every patient, indexed for the list's search, filters and order. */
export function patientListIndex$(db: ClinicDatabase, today: string): Observable<PatientListIndex> {
  return allPatients$(db).pipe(map((patients) => indexPatientList(patients, today)));
}

const factsOf = (doc: RxDocument<AppointmentDoc>): AppointmentFacts => ({
  id: doc.id,
  patient_id: doc.patient_id,
  doctor_id: doc.doctor_id,
  appointment_date: doc.appointment_date,
  status: doc.status,
});

/** The last appointment and doctors of each of these patients (the page shown). */
export function patientVisits$(
  db: ClinicDatabase,
  patientIds: readonly string[],
): Observable<Map<string, PatientVisitSummary>> {
  if (patientIds.length === 0) return of(new Map());
  return combineLatest(
    [...new Set(patientIds)].map((id) => db.appointments.find({ selector: { patient_id: id } }).$),
  ).pipe(map((lists) => summarizeVisits(lists.flat().map(factsOf))));
}

/** The patients with an appointment with any of these doctors. */
function seenByDoctors$(db: ClinicDatabase, doctorIds: readonly string[]): Observable<ReadonlySet<string>> {
  return combineLatest(
    [...new Set(doctorIds)].map((id) => db.appointments.find({ selector: { doctor_id: id } }).$),
  ).pipe(map((lists) => new Set(lists.flat().map((doc) => doc.patient_id))));
}

const DOCTOR_DATE_INDEX = ['doctor_id', 'appointment_date'];

/**
 * Every doctor_id the appointments hold, one step of the doctor_id + appointment_date index each:
 * a doctor who has left the clinic still has their appointments.
 */
export async function doctorsWithAppointments(db: ClinicDatabase): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  for (;;) {
    const next: RxDocument<AppointmentDoc> | null = await db.appointments
      .findOne({
        selector: after === null ? {} : { doctor_id: { $gt: after } },
        sort: [{ doctor_id: 'asc' }, { appointment_date: 'asc' }],
        index: DOCTOR_DATE_INDEX,
      })
      .exec();
    if (!next) return ids;
    ids.push(next.doctor_id);
    after = next.doctor_id;
  }
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/** The patients with an appointment on the clinic day `firstDay` or later (bookings ahead too). */
function seenSince$(
  db: ClinicDatabase,
  firstDay: string,
  timeZone: string = CLINIC_TIME_ZONE,
): Observable<ReadonlySet<string>> {
  const lower = new Date(wallMinutesToDate(firstDay, 0, timeZone).getTime() - DAY_MS).toISOString();
  const doctors$ = merge(of(null), db.appointments.$.pipe(auditTime(500))).pipe(
    switchMap(() => from(doctorsWithAppointments(db))),
    distinctUntilChanged(sameIds),
  );
  return doctors$.pipe(
    switchMap((doctorIds) =>
      doctorIds.length === 0
        ? of([])
        : combineLatest(
            doctorIds.map(
              (id) =>
                db.appointments.find({
                  selector: { doctor_id: id, appointment_date: { $gte: lower } },
                  index: DOCTOR_DATE_INDEX,
                }).$,
            ),
          ),
    ),
    map((lists) => {
      const dayOf = clinicDayMemo(timeZone);
      const seen = new Set<string>();
      for (const doc of lists.flat()) {
        const time = Date.parse(doc.appointment_date);
        if (Number.isNaN(time)) continue;
        if (dayOf(time) >= firstDay) seen.add(doc.patient_id);
      }
      return seen;
    }),
  );
}

/** The sets the list's appointment filters need (both null when neither is set). */
export function appointmentFilterSets$(
  db: ClinicDatabase,
  filter: Pick<PatientListFilter, 'doctorIds' | 'lastAppointment'>,
  today: string,
): Observable<AppointmentFilterSets> {
  return defer(() => {
    const firstDay = seenSinceDay(filter, today);
    const doctorIds = filter.doctorIds ?? [];
    return combineLatest([
      doctorIds.length > 0 ? seenByDoctors$(db, doctorIds) : of(null),
      firstDay !== null ? seenSince$(db, firstDay) : of(null),
    ]).pipe(map(([seenByDoctors, seenSince]) => ({ seenByDoctors, seenSince })));
  });
}
