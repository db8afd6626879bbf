/**
 * When two appointments hold the same time (spec part 1 §4, §5): only a scheduled appointment
 * holds its time; the overlap test is half-open, so one ending at 10:30 and one starting at 10:30
 * do not clash.
 */

import { type InstantInput, MINUTE_MS, toEpoch } from '#core/bucharest-time.ts';
import type { AppointmentDoc } from '#sync/api/documents.ts';

/** What the time rules need of an appointment. */
export type TimedAppointment = Pick<
  AppointmentDoc,
  'id' | 'doctor_id' | 'appointment_date' | 'duration_minutes' | 'status'
>;

/** [start, end) in epoch milliseconds. */
export interface Interval {
  start: number;
  end: number;
}

/**
 * Statuses that hold a slot. Not 'cancelled', and not 'conflict': a booking the server refused
 * because its slot was taken holds nothing (the server keeps it outside its exclusion constraint),
 * it only waits to be rebooked, so it must not block the slot it is being moved to, or any other.
 */
export const TIME_HOLDING_STATUSES: ReadonlySet<AppointmentDoc['status']> = new Set(['scheduled']);

export function holdsTime(appointment: Pick<TimedAppointment, 'status'>): boolean {
  return TIME_HOLDING_STATUSES.has(appointment.status);
}

/** a.start < b.end && a.end > b.start */
export function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && a.end > b.start;
}

/** The interval from `start` lasting `durationMinutes`; undefined for a bad instant or a duration ≤ 0. */
export function intervalOf(start: InstantInput, durationMinutes: number): Interval | undefined {
  const from = toEpoch(start);
  if (from === undefined || !Number.isFinite(durationMinutes) || durationMinutes <= 0) return undefined;
  return { start: from, end: from + durationMinutes * MINUTE_MS };
}

export function appointmentInterval(
  appointment: Pick<TimedAppointment, 'appointment_date' | 'duration_minutes'>,
): Interval | undefined {
  return intervalOf(appointment.appointment_date, appointment.duration_minutes);
}

/** A booking being checked: a new one (no id) or an existing one at a new time. */
export interface ConflictCandidate {
  /** The appointment's own id when it is being edited or moved; it never conflicts with itself. */
  id?: string | null;
  doctor_id: string;
  start: InstantInput;
  duration_minutes: number;
}

/**
 * The appointments the candidate would overlap: same doctor, holding their time, not the
 * candidate itself. Appointments with an unreadable date or duration hold nothing. A candidate
 * without a readable time conflicts with nothing (the time rules refuse it first).
 */
export function findConflicts<A extends TimedAppointment>(
  candidate: ConflictCandidate,
  appointments: readonly A[],
): A[] {
  const interval = intervalOf(candidate.start, candidate.duration_minutes);
  if (!interval) return [];
  return appointments.filter((other) => {
    if (other.doctor_id !== candidate.doctor_id || !holdsTime(other)) return false;
    if (candidate.id && other.id === candidate.id) return false;
    const held = appointmentInterval(other);
    return held !== undefined && overlaps(interval, held);
  });
}
