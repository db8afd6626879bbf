/**
 * Moving an appointment by drag (to a day and time) or by keyboard (15-minute steps, whole days).
 * The spec refuses a move that overlaps another scheduled appointment of the doctor ('Overlap
 * detected! Appointment cannot be moved.'); a move outside the opening hours is refused too, with
 * the popup's codes (clinic_closed, working_hours), so a move never stores what the popup refuses.
 */

import { MINUTE_MS, toEpoch, wallTimeOf, wallTimeToEpoch } from '#core/bucharest-time.ts';
import { addDays } from '#core/calendar-days.ts';
import type { ScheduleInput } from '#core/clinic-hours.ts';
import { findConflicts, type TimedAppointment } from './overlap.ts';
import { SLOT_STEP_MINUTES } from './slots.ts';
import { checkAppointmentTime } from './working-hours.ts';

export type MoveTarget =
  /** A drop on the grid: a Bucharest day (yyyy-MM-dd) and time (HH:mm). */
  | { kind: 'slot'; day: string; time: string }
  /** A keyboard move: `steps` of 15 minutes (±) and/or `days` whole days at the same wall time. */
  | { kind: 'shift'; steps?: number; days?: number };

export type MoveRefusal<A extends TimedAppointment = TimedAppointment> =
  /** The appointment's date or the target cannot be read. */
  | { code: 'invalid_target' }
  | { code: 'clinic_closed' }
  | { code: 'working_hours'; params: { start: string; end: string } }
  | { code: 'overlap'; conflicts: A[] };

export type MoveResult<A extends TimedAppointment = TimedAppointment> =
  | {
      ok: true;
      /** The new start, UTC ISO: the appointment_date to store. */
      appointment_date: string;
      day: string;
      time: string;
      /** False when the drop put it back where it was: nothing to write. */
      changed: boolean;
    }
  | ({ ok: false } & MoveRefusal<A>);

export interface MoveContext<A extends TimedAppointment> {
  /** Appointments around the target (any doctor, any status; the rule picks what holds time). */
  appointments: readonly A[];
  schedule: ScheduleInput;
}

function targetInstant(from: number, target: MoveTarget): number | undefined {
  if (target.kind === 'slot') return wallTimeToEpoch(target.day, target.time);
  const steps = target.steps ?? 0;
  const days = target.days ?? 0;
  if (!Number.isInteger(steps) || !Number.isInteger(days)) return undefined;
  let start = from;
  if (days !== 0) {
    const wall = wallTimeOf(from);
    const moved = wall && wallTimeToEpoch(addDays(wall.day, days), wall.time);
    if (moved === undefined) return undefined;
    start = moved;
  }
  return toEpoch(start + steps * SLOT_STEP_MINUTES * MINUTE_MS);
}

/** Where `appointment` would land at `target`, or why it may not go there. */
export function planMove<A extends TimedAppointment>(
  appointment: A,
  target: MoveTarget,
  context: MoveContext<A>,
): MoveResult<A> {
  const from = toEpoch(appointment.appointment_date);
  const start = from === undefined ? undefined : targetInstant(from, target);
  // The wall time of the instant, not the target's text: a drop in the spring gap lands an hour on.
  const wall = start === undefined ? undefined : wallTimeOf(start);
  if (start === undefined || !wall) return { ok: false, code: 'invalid_target' };
  const hoursError = checkAppointmentTime(context.schedule, wall.day, wall.time);
  if (hoursError?.code === 'clinic_closed') return { ok: false, code: 'clinic_closed' };
  if (hoursError?.code === 'working_hours')
    return { ok: false, code: 'working_hours', params: hoursError.params };
  if (hoursError) return { ok: false, code: 'invalid_target' };
  const conflicts = findConflicts(
    {
      id: appointment.id,
      doctor_id: appointment.doctor_id,
      start,
      duration_minutes: appointment.duration_minutes,
    },
    context.appointments,
  );
  if (conflicts.length > 0) return { ok: false, code: 'overlap', conflicts };
  return {
    ok: true,
    appointment_date: new Date(start).toISOString(),
    day: wall.day,
    time: wall.time,
    changed: start !== from,
  };
}
