/** Pure selections of appointments for the calendar and the patient's schedule. */
import * as v from 'valibot';
import type { AppointmentDoc } from '../collections/appointments-collection.ts';
import type { ConflictRecord } from '../replication/sync-meta-store.ts';
import { appointmentRowRules } from '../validation/appointment-rules.ts';

/** The statuses the calendar shows: a 'conflict' booking stays visible until someone rebooks it. */
export const CALENDAR_STATUSES: ReadonlySet<AppointmentDoc['status']> = new Set(['scheduled', 'conflict']);

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Bounds for an index range over appointment_date strings that surely contains [from, to):
 * stored instants may carry any UTC offset (…Z, …+00:00, …+02:00), so text order matches time
 * order only to within a day; the exact filter runs on parsed times afterwards.
 */
export function widenedDateRange(fromIso: string, toIso: string): { $gte: string; $lt: string } {
  return {
    $gte: new Date(Date.parse(fromIso) - DAY_MS).toISOString(),
    $lt: new Date(Date.parse(toIso) + DAY_MS).toISOString(),
  };
}

const byDateAscending = (a: AppointmentDoc, b: AppointmentDoc) =>
  Date.parse(a.appointment_date) - Date.parse(b.appointment_date) || a.id.localeCompare(b.id);

/**
 * A doctor's calendar between `fromIso` (inclusive) and `toIso` (exclusive): appointments that
 * start in the range, scheduled or in conflict (not cancelled), earliest first.
 */
export function selectCalendarAppointments(
  appointments: readonly AppointmentDoc[],
  doctorId: string,
  fromIso: string,
  toIso: string,
): AppointmentDoc[] {
  const from = Date.parse(fromIso);
  const to = Date.parse(toIso);
  return appointments
    .filter((appointment) => {
      const start = Date.parse(appointment.appointment_date);
      return (
        appointment.doctor_id === doctorId &&
        CALENDAR_STATUSES.has(appointment.status) &&
        start >= from &&
        start < to
      );
    })
    .sort(byDateAscending);
}

/** Every appointment of a patient, any status, latest first (the patient's schedule page). */
export function selectPatientAppointments(
  appointments: readonly AppointmentDoc[],
  patientId: string,
): AppointmentDoc[] {
  return appointments
    .filter((appointment) => appointment.patient_id === patientId)
    .sort((a, b) => byDateAscending(b, a));
}

/**
 * Bookings of the doctor in [from, to) that the server refused and never had (issue 34): gone
 * from the local database, kept only in their conflict, and shown on the calendar, marked, until
 * the user applies them again or lets them go. Versions that are not a valid appointment (an
 * older build's, damaged) are left out rather than shown wrong.
 */
export function selectRefusedBookings(
  conflicts: readonly ConflictRecord[],
  doctorId: string,
  fromIso: string,
  toIso: string,
): AppointmentDoc[] {
  const kept: AppointmentDoc[] = [];
  for (const conflict of conflicts) {
    if (
      conflict.collection !== 'appointments' ||
      conflict.server !== null ||
      conflict.local._deleted === true
    )
      continue;
    const { _deleted, _meta, _rev, _attachments, ...fields } = conflict.local;
    const parsed = v.safeParse(appointmentRowRules, fields);
    if (parsed.success) kept.push(parsed.output);
  }
  return selectCalendarAppointments(kept, doctorId, fromIso, toIso);
}
