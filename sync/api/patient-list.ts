/**
 * The patient list (spec part 1 §2): each patient with their last appointment and associated
 * doctors, taken from the appointments collection, filtered by the list's filters and search.
 * Pure: the query in patient-queries.ts feeds it the collections. The work is split so a screen
 * with 20,000 patients stays quick: `indexPatientList` once per data change, then
 * `filterPatientList`, a plain scan, per filter change or keystroke.
 */

import { CLINIC_TIME_ZONE, clinicDay } from '#core/bucharest-time.ts';
import { addDays, addMonths, ageOn } from '#core/calendar-days.ts';
import { normalizeForSearch, searchTerms } from '#core/normalize-for-search.ts';
import type { AppointmentDoc } from '../collections/appointments-collection.ts';
import type { PatientDoc } from '../collections/patients-collection.ts';

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

export interface PatientLastAppointment {
  id: string;
  appointment_date: string;
  doctor_id: string;
  status: AppointmentDoc['status'];
}

export interface PatientListRow extends PatientDoc {
  /** The latest appointment up to the end of today (any status: the list labels cancelled ones). */
  last_appointment: PatientLastAppointment | null;
  /** Doctors of the patient's appointments, most recent first. */
  associated_doctor_ids: string[];
  /** Whole years at today's date, null without a birthday. */
  age: number | null;
}

export type AppointmentFacts = Pick<
  AppointmentDoc,
  'id' | 'patient_id' | 'doctor_id' | 'appointment_date' | 'status'
>;

export function ageBandOf(age: number): AgeBand {
  if (age < 30) return 'under_30';
  return age <= 50 ? '30_50' : 'over_50';
}

/** The first day the last-appointment filter still accepts (today included in each). */
function firstDayOf(filter: LastAppointmentFilter, today: string): string {
  if (filter === 'today') return today;
  return filter === 'last_week' ? addDays(today, -7) : addMonths(today, -1);
}

interface PatientVisits {
  last: PatientLastAppointment | null;
  lastTime: number;
  doctors: { id: string; time: number }[];
}

const QUARTER_HOUR_MS = 15 * 60_000;

/**
 * `clinicDay` with a memory: Intl formatting costs microseconds, and 100,000 appointments ask it
 * often. Every time zone's offset is a whole number of quarter hours, so all instants of one UTC
 * quarter hour fall on the same clinic day.
 */
function clinicDayMemo(timeZone: string): (time: number) => string {
  const days = new Map<number, string>();
  return (time) => {
    const quarter = Math.floor(time / QUARTER_HOUR_MS);
    let day = days.get(quarter);
    if (day === undefined) {
      day = clinicDay(new Date(time), timeZone);
      days.set(quarter, day);
    }
    return day;
  };
}

function visitsByPatient(
  appointments: readonly AppointmentFacts[],
  today: string,
  dayOf: (time: number) => string,
): Map<string, PatientVisits> {
  const byPatient = new Map<string, PatientVisits>();
  for (const appointment of appointments) {
    const time = Date.parse(appointment.appointment_date);
    let visits = byPatient.get(appointment.patient_id);
    if (!visits) {
      visits = { last: null, lastTime: Number.NEGATIVE_INFINITY, doctors: [] };
      byPatient.set(appointment.patient_id, visits);
    }
    visits.doctors.push({ id: appointment.doctor_id, time });
    if (time > visits.lastTime && dayOf(time) <= today) {
      visits.lastTime = time;
      visits.last = {
        id: appointment.id,
        appointment_date: appointment.appointment_date,
        doctor_id: appointment.doctor_id,
        status: appointment.status,
      };
    }
  }
  return byPatient;
}

function doctorsMostRecentFirst(visits: PatientVisits | undefined): string[] {
  if (!visits) return [];
  const sorted = [...visits.doctors].sort((a, b) => b.time - a.time);
  return [...new Set(sorted.map((doctor) => doctor.id))];
}

const hasAny = <T>(list: readonly T[] | undefined): list is readonly T[] =>
  list !== undefined && list.length > 0;

/** What the filters compare, worked out once per patient so a keystroke only scans. */
interface IndexedPatient {
  row: PatientListRow;
  /** Name, CNP, phone (also as bare digits) and email, normalised for search, one per line. */
  haystack: string;
  /** The clinic day of the last appointment. */
  lastDay: string | null;
  band: AgeBand | null;
  /** created_date as a number, for sorting. */
  created: number;
}

/**
 * The whole patient list with everything the filters need, built once per change of patients,
 * appointments or day; `filterPatientList` then narrows it per filter or keystroke.
 */
export interface PatientListIndex {
  /** The clinic day (yyyy-MM-dd) ages and the last-appointment filter are taken at. */
  today: string;
  entries: readonly IndexedPatient[];
}

/**
 * Every patient, newest first (spec: ordered by created_date descending), with their last
 * appointment, associated doctors and age on `today`, the clinic day in `timeZone`.
 */
export function indexPatientList(
  patients: readonly PatientDoc[],
  appointments: readonly AppointmentFacts[],
  today: string,
  timeZone: string = CLINIC_TIME_ZONE,
): PatientListIndex {
  const dayOf = clinicDayMemo(timeZone);
  const visits = visitsByPatient(appointments, today, dayOf);
  const entries: IndexedPatient[] = patients.map((patient) => {
    const patientVisits = visits.get(patient.id);
    const last = patientVisits?.last ?? null;
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
      row: {
        ...patient,
        last_appointment: last,
        associated_doctor_ids: doctorsMostRecentFirst(patientVisits),
        age,
      },
      haystack: normalizeForSearch(searchable.filter((field) => field !== null).join('\n')),
      lastDay: last ? dayOf(Date.parse(last.appointment_date)) : null,
      // An unreadable creation date sorts last instead of scrambling the order.
      created: Date.parse(patient.created_date) || Number.NEGATIVE_INFINITY,
      band: age === null ? null : ageBandOf(age),
    };
  });
  entries.sort((a, b) => b.created - a.created || a.row.name.localeCompare(b.row.name, 'ro'));
  return { today, entries };
}

/** The rows of `index` that pass `filter`, in the index's order. */
export function filterPatientList(index: PatientListIndex, filter: PatientListFilter = {}): PatientListRow[] {
  // Terms never hold whitespace, so one term cannot match across two joined fields.
  const terms = searchTerms(filter.search ?? '');
  const sinceDay = filter.lastAppointment ? firstDayOf(filter.lastAppointment, index.today) : null;
  const doctorIds = hasAny(filter.doctorIds) ? new Set(filter.doctorIds) : null;
  const statuses = hasAny(filter.statuses) ? filter.statuses : null;
  const genders = hasAny(filter.genders) ? filter.genders : null;
  const bands = hasAny(filter.ageBands) ? filter.ageBands : null;

  const rows: PatientListRow[] = [];
  for (const { row, haystack, lastDay, band } of index.entries) {
    if (statuses && !statuses.includes(row.status)) continue;
    if (genders && (row.gender === null || !genders.includes(row.gender))) continue;
    if (bands && (band === null || !bands.includes(band))) continue;
    if (doctorIds && !row.associated_doctor_ids.some((id) => doctorIds.has(id))) continue;
    if (sinceDay !== null && (lastDay === null || lastDay < sinceDay)) continue;
    if (!terms.every((term) => haystack.includes(term))) continue;
    rows.push(row);
  }
  return rows;
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
  return filterPatientList(
    indexPatientList(patients, appointments, clinicDay(now, timeZone), timeZone),
    filter,
  );
}
