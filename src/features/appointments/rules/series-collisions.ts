/**
 * The visits of a series that cannot be booked as asked (issue 41), listed before saving so the
 * desk books the rest or picks another time for those: a day the clinic is closed, a time outside
 * its hours, or a slot the doctor already holds. The same rules as one booking (working-hours.ts,
 * overlap.ts), on the device's own data, offline too; the server's exclusion constraint checks
 * again when the series is pushed.
 */
import type { ScheduleInput } from '#core/clinic-hours.ts';
import { findConflicts, type TimedAppointment } from './overlap.ts';
import type { Occurrence } from './series.ts';
import { type AppointmentTimeError, checkAppointmentTime } from './working-hours.ts';

export type OccurrenceProblem =
  | { kind: 'hours'; error: AppointmentTimeError }
  | { kind: 'taken'; by: TimedAppointment[] };

export interface Collision {
  occurrence: Occurrence;
  problem: OccurrenceProblem;
}

export interface CollisionContext {
  doctorId: string;
  durationMinutes: number;
  schedule: ScheduleInput;
  /** The doctor's appointments over the series' days (any status: only scheduled ones hold time). */
  appointments: readonly TimedAppointment[];
  /** Visits of this series being moved: they never collide with themselves. */
  movingIds?: ReadonlySet<string>;
}

/** The problem of one visit, or undefined when it can be booked. */
export function occurrenceProblem(
  occurrence: Occurrence,
  context: CollisionContext,
): OccurrenceProblem | undefined {
  const error = checkAppointmentTime(context.schedule, occurrence.day, occurrence.time);
  if (error) return { kind: 'hours', error };
  const others = context.movingIds
    ? context.appointments.filter((appointment) => !context.movingIds?.has(appointment.id))
    : context.appointments;
  const by = findConflicts(
    { doctor_id: context.doctorId, start: occurrence.start, duration_minutes: context.durationMinutes },
    others,
  );
  return by.length > 0 ? { kind: 'taken', by } : undefined;
}

/** The visits that collide, in the series' order. */
export function listCollisions(occurrences: readonly Occurrence[], context: CollisionContext): Collision[] {
  return occurrences.flatMap((occurrence) => {
    const problem = occurrenceProblem(occurrence, context);
    return problem ? [{ occurrence, problem }] : [];
  });
}
