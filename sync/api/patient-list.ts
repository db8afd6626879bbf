/**
 * The patient list (spec part 1 §2): each patient with their last appointment and associated
 * doctors, taken from the appointments collection, filtered by the list's filters and search.
 * Pure: the query in patient-queries.ts feeds it the collections.
 */
import type { AppointmentDoc } from '../collections/appointments-collection.ts';
import type { PatientDoc } from '../collections/patients-collection.ts';
import { addDays, addMonths, ageOn, CLINIC_TIME_ZONE, clinicDay } from './clinic-calendar.ts';
import { matchesSearch, searchTerms } from './normalize-for-search.ts';

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

type AppointmentFacts = Pick<
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

function visitsByPatient(
  appointments: readonly AppointmentFacts[],
  today: string,
  timeZone: string,
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
    if (time > visits.lastTime && clinicDay(new Date(time), timeZone) <= today) {
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
  const visits = visitsByPatient(appointments, today, timeZone);
  const terms = searchTerms(filter.search ?? '');
  const sinceDay = filter.lastAppointment ? firstDayOf(filter.lastAppointment, today) : null;
  const doctorIds = hasAny(filter.doctorIds) ? new Set(filter.doctorIds) : null;

  const rows: PatientListRow[] = [];
  for (const patient of patients) {
    const patientVisits = visits.get(patient.id);
    const last = patientVisits?.last ?? null;
    const associated = doctorsMostRecentFirst(patientVisits);
    const age = patient.birthday ? ageOn(patient.birthday, today) : null;

    if (hasAny(filter.statuses) && !filter.statuses.includes(patient.status)) continue;
    if (hasAny(filter.genders) && (patient.gender === null || !filter.genders.includes(patient.gender)))
      continue;
    if (hasAny(filter.ageBands) && (age === null || !filter.ageBands.includes(ageBandOf(age)))) continue;
    if (doctorIds && !associated.some((id) => doctorIds.has(id))) continue;
    if (
      sinceDay !== null &&
      (last === null || clinicDay(new Date(last.appointment_date), timeZone) < sinceDay)
    ) {
      continue;
    }
    const phoneDigits = patient.phone?.replace(/\D/g, '') ?? null;
    const searchable = [
      patient.name,
      `${patient.last_name} ${patient.first_name}`,
      patient.cnp,
      patient.phone,
      phoneDigits,
      patient.email,
    ];
    if (!matchesSearch(terms, searchable)) continue;

    rows.push({ ...patient, last_appointment: last, associated_doctor_ids: associated, age });
  }
  return rows.sort(
    (a, b) => Date.parse(b.created_date) - Date.parse(a.created_date) || a.name.localeCompare(b.name, 'ro'),
  );
}
