/**
 * After the opening hours change: the bookings still ahead that the new hours no longer hold (a
 * day now closed, a start before opening, an end after closing). They are never moved or
 * cancelled by the change; the admin gets the list and decides each one.
 */
import { wallTimeOf } from '#core/bucharest-time.ts';
import { timeToMinutes } from '#core/calendar-days.ts';
import { hoursOfWeekday, type ScheduleInput } from '#core/clinic-hours.ts';

export interface BookedAppointment {
  id: string;
  appointment_date: string;
  duration_minutes: number;
  status: string;
}

function fitsHours(appointment: BookedAppointment, schedule: ScheduleInput): boolean {
  const start = wallTimeOf(appointment.appointment_date);
  if (!start) return true; // An unreadable date is not the schedule's to judge.
  const hours = hoursOfWeekday(schedule, start.weekday);
  const open = timeToMinutes(hours.start) ?? 0;
  const close = timeToMinutes(hours.end) ?? 24 * 60;
  return hours.open && start.minutes >= open && start.minutes + appointment.duration_minutes <= close;
}

/** Scheduled appointments starting at or after `nowIso` that fall outside `schedule`, soonest first. */
export function appointmentsOutsideHours<A extends BookedAppointment>(
  appointments: readonly A[],
  schedule: ScheduleInput,
  nowIso: string,
): A[] {
  const now = Date.parse(nowIso);
  return appointments
    .filter(
      (appointment) =>
        appointment.status === 'scheduled' &&
        Date.parse(appointment.appointment_date) >= now &&
        !fitsHours(appointment, schedule),
    )
    .sort(
      (a, b) => Date.parse(a.appointment_date) - Date.parse(b.appointment_date) || a.id.localeCompare(b.id),
    );
}
