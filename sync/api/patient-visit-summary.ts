/**
 * What the patient list shows of a patient's appointments (spec part 1 §2): the latest of any
 * date and the doctors, most recent first. The list asks it only for the patients of the page
 * shown (patient-list.ts); `clinicDayMemo` dates many appointments at the cost of a few.
 */
import { clinicDay } from '#core/bucharest-time.ts';
import type { AppointmentDoc } from '../collections/appointments-collection.ts';

export type AppointmentFacts = Pick<
  AppointmentDoc,
  'id' | 'patient_id' | 'doctor_id' | 'appointment_date' | 'status'
>;

export interface PatientLastAppointment {
  id: string;
  appointment_date: string;
  doctor_id: string;
  status: AppointmentDoc['status'];
}

/** What the list shows of a patient's appointments. */
export interface PatientVisitSummary {
  /** The latest appointment of any date. */
  last: PatientLastAppointment | null;
  /** Doctors of every appointment, most recent first. */
  doctorIds: string[];
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
export function clinicDayMemo(timeZone: string): (time: number) => string {
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

function visitsByPatient(appointments: readonly AppointmentFacts[]): Map<string, PatientVisits> {
  const byPatient = new Map<string, PatientVisits>();
  for (const appointment of appointments) {
    const time = Date.parse(appointment.appointment_date);
    let visits = byPatient.get(appointment.patient_id);
    if (!visits) {
      visits = { last: null, lastTime: Number.NEGATIVE_INFINITY, doctors: [] };
      byPatient.set(appointment.patient_id, visits);
    }
    visits.doctors.push({ id: appointment.doctor_id, time });
    if (time > visits.lastTime) {
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

/**
 * Each patient's last appointment and doctors (most recent first), from their appointments. The
 * list asks it for the patients of the page shown.
 */
export function summarizeVisits(appointments: readonly AppointmentFacts[]): Map<string, PatientVisitSummary> {
  const summaries = new Map<string, PatientVisitSummary>();
  for (const [patientId, visits] of visitsByPatient(appointments)) {
    summaries.set(patientId, { last: visits.last, doctorIds: doctorsMostRecentFirst(visits) });
  }
  return summaries;
}

/** A patient without appointments: no last visit, no doctors. */
export const NO_VISITS: PatientVisitSummary = { last: null, doctorIds: [] };
