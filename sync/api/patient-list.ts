/**
 * The patient list (spec part 1 §2): each patient with their last appointment and associated
 * doctors, taken from the appointments collection, filtered by the list's filters and search.
 * Pure: patient-list-queries.ts feeds it from the local database. The work is split so a clinic
 * with 20,000 patients and 200,000 appointments opens the list at once (issue 19):
 * `indexPatientList` holds the patients only (search, status, age, gender, order), built once per
 * change of patients; the two filters that ask about appointments take the set of patients that
 * pass them (`AppointmentFilterSets`, from indexed queries); and the last appointment and doctors
 * are summarised (`summarizeVisits`, patient-visit-summary.ts) only for the 30 rows a page shows. `buildPatientList` is the
 * whole computation from every row, the reference the pieces are tested against.
 */

import { CLINIC_TIME_ZONE, clinicDay } from '#core/bucharest-time.ts';
import { addDays, addMonths, ageOn } from '#core/calendar-days.ts';
import { normalizeForSearch, searchTerms } from '#core/normalize-for-search.ts';
import type { PatientDoc } from '../collections/patients-collection.ts';
import {
  type AppointmentFacts,
  clinicDayMemo,
  NO_VISITS,
  type PatientLastAppointment,
  type PatientVisitSummary,
  summarizeVisits,
} from './patient-visit-summary.ts';

export type LastAppointmentFilter = 'today' | 'last_week' | 'last_month';
export type AgeBand = 'under_30' | '30_50' | 'over_50';

/** Filters of the patient list; an empty or missing one lets every patient through. */
export interface PatientListFilter {
  /** Words matched, without diacritics, against name, CNP, phone and email. */
  search?: string;
  lastAppointment?: LastAppointmentFilter | null;
  /** Patients seen by any of these doctors. */
  doctorIds?: readonly string[];
  statuses?: readonly PatientDoc['status'][];
  ageBands?: readonly AgeBand[];
  genders?: readonly NonNullable<PatientDoc['gender']>[];
}

export interface PatientListRow extends PatientDoc {
  /**
   * The latest appointment of any date, a booking next week included (spec part 1: the patient's
   * appointments by date descending give last_appointment); any status: the list labels cancelled ones.
   */
  last_appointment: PatientLastAppointment | null;
  /** Doctors of the patient's appointments, most recent first. */
  associated_doctor_ids: string[];
  /** Whole years at today's date, null without a birthday. */
  age: number | null;
}

export function ageBandOf(age: number): AgeBand {
  if (age < 30) return 'under_30';
  return age <= 50 ? '30_50' : 'over_50';
}

/** The first day the last-appointment filter still accepts (today included in each). */
export function firstDayOf(filter: LastAppointmentFilter, today: string): string {
  if (filter === 'today') return today;
  return filter === 'last_week' ? addDays(today, -7) : addMonths(today, -1);
}

const hasAny = <T>(list: readonly T[] | undefined): list is readonly T[] =>
  list !== undefined && list.length > 0;

/** A patient as the list filters and orders them: what the filters compare, worked out once. */
export interface ListedPatient {
  patient: PatientDoc;
  /** Whole years at the index's day, null without a birthday. */
  age: number | null;
  /** Name, CNP, phone (also as bare digits) and email, normalised for search, one per line. */
  haystack: string;
  band: AgeBand | null;
  /** created_date as a number, for sorting. */
  created: number;
}

/**
 * Every patient with what the filters need, newest first, built once per change of patients or
 * day; `filterPatientList` then narrows it per filter or keystroke.
 */
export interface PatientListIndex {
  /** The clinic day (yyyy-MM-dd) ages and the last-appointment filter are taken at. */
  today: string;
  entries: readonly ListedPatient[];
}

export function listedPatient(patient: PatientDoc, today: string): ListedPatient {
  const age = patient.birthday ? ageOn(patient.birthday, today) : null;
  const phoneDigits = patient.phone?.replace(/\D/g, '') ?? null;
  const searchable = [
    patient.name,
    `${patient.last_name} ${patient.first_name}`,
    patient.cnp,
    patient.phone,
    phoneDigits,
    patient.email,
  ];
  return {
    patient,
    age,
    haystack: normalizeForSearch(searchable.filter((field) => field !== null).join('\n')),
    // An unreadable creation date sorts last instead of scrambling the order.
    created: Date.parse(patient.created_date) || Number.NEGATIVE_INFINITY,
    band: age === null ? null : ageBandOf(age),
  };
}

/** The list's order (spec: created_date descending), then by name. */
export function compareListedPatients(a: ListedPatient, b: ListedPatient): number {
  return b.created - a.created || a.patient.name.localeCompare(b.patient.name, 'ro');
}

/** Every patient, newest first, with their age on `today`, the clinic day. */
export function indexPatientList(patients: readonly PatientDoc[], today: string): PatientListIndex {
  const entries = patients.map((patient) => listedPatient(patient, today));
  entries.sort(compareListedPatients);
  return { today, entries };
}

/**
 * The patients that pass the filters asking about appointments, or null for a filter not set:
 * seen by any of the chosen doctors (any appointment, any date), and seen since the
 * last-appointment filter's first day (their latest appointment, of any date, falls on or after
 * it, which is the same as having an appointment on that day or later).
 */
export interface AppointmentFilterSets {
  seenByDoctors: ReadonlySet<string> | null;
  seenSince: ReadonlySet<string> | null;
}

export const NO_APPOINTMENT_FILTERS: AppointmentFilterSets = { seenByDoctors: null, seenSince: null };

/** True when `filter` asks about appointments and `sets` does not answer it yet. */
export function needsAppointmentSets(filter: PatientListFilter, sets: AppointmentFilterSets): boolean {
  return (
    (hasAny(filter.doctorIds) && sets.seenByDoctors === null) ||
    (filter.lastAppointment != null && sets.seenSince === null)
  );
}

/** The first clinic day of the last-appointment filter, or null when it is not set. */
export function seenSinceDay(filter: PatientListFilter, today: string): string | null {
  return filter.lastAppointment ? firstDayOf(filter.lastAppointment, today) : null;
}

/** The sets from every appointment: the reference the indexed queries are tested against. */
export function appointmentFilterSets(
  appointments: readonly AppointmentFacts[],
  filter: PatientListFilter,
  today: string,
  timeZone: string = CLINIC_TIME_ZONE,
): AppointmentFilterSets {
  const doctorIds = hasAny(filter.doctorIds) ? new Set(filter.doctorIds) : null;
  const firstDay = seenSinceDay(filter, today);
  const dayOf = clinicDayMemo(timeZone);
  const seenByDoctors = doctorIds ? new Set<string>() : null;
  const seenSince = firstDay !== null ? new Set<string>() : null;
  for (const appointment of appointments) {
    if (seenByDoctors && doctorIds?.has(appointment.doctor_id)) seenByDoctors.add(appointment.patient_id);
    if (seenSince && firstDay !== null) {
      const time = Date.parse(appointment.appointment_date);
      if (Number.isNaN(time)) continue;
      if (dayOf(time) >= firstDay) seenSince.add(appointment.patient_id);
    }
  }
  return { seenByDoctors, seenSince };
}

/**
 * The entries of `index` that pass `filter`, in the index's order. The appointment filters need
 * their sets (`needsAppointmentSets`); a set not given lets nobody through.
 */
export function filterPatientList(
  index: PatientListIndex,
  filter: PatientListFilter = {},
  sets: AppointmentFilterSets = NO_APPOINTMENT_FILTERS,
): ListedPatient[] {
  // Terms never hold whitespace, so one term cannot match across two joined fields.
  const terms = searchTerms(filter.search ?? '');
  const byDoctors = hasAny(filter.doctorIds);
  const since = filter.lastAppointment != null;
  const statuses = hasAny(filter.statuses) ? filter.statuses : null;
  const genders = hasAny(filter.genders) ? filter.genders : null;
  const bands = hasAny(filter.ageBands) ? filter.ageBands : null;

  const passed: ListedPatient[] = [];
  for (const entry of index.entries) {
    const { patient, haystack, band } = entry;
    if (statuses && !statuses.includes(patient.status)) continue;
    if (genders && (patient.gender === null || !genders.includes(patient.gender))) continue;
    if (bands && (band === null || !bands.includes(band))) continue;
    if (byDoctors && !sets.seenByDoctors?.has(patient.id)) continue;
    if (since && !sets.seenSince?.has(patient.id)) continue;
    if (!terms.every((term) => haystack.includes(term))) continue;
    passed.push(entry);
  }
  return passed;
}

/** The rows a page shows: each patient with the summary of their appointments. */
export function patientListRows(
  entries: readonly ListedPatient[],
  visits: ReadonlyMap<string, PatientVisitSummary>,
): PatientListRow[] {
  return entries.map(({ patient, age }) => {
    const summary = visits.get(patient.id) ?? NO_VISITS;
    return { ...patient, last_appointment: summary.last, associated_doctor_ids: summary.doctorIds, age };
  });
}

/**
 * The rows of the patient list, newest patients first (spec: ordered by created_date
 * descending), after applying `filter` at `now` in the clinic's time zone.
 */
export function buildPatientList(
  patients: readonly PatientDoc[],
  appointments: readonly AppointmentFacts[],
  filter: PatientListFilter = {},
  now: Date = new Date(),
  timeZone: string = CLINIC_TIME_ZONE,
): PatientListRow[] {
  const today = clinicDay(now, timeZone);
  const passed = filterPatientList(
    indexPatientList(patients, today),
    filter,
    appointmentFilterSets(appointments, filter, today, timeZone),
  );
  return patientListRows(passed, summarizeVisits(appointments));
}
