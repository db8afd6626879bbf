/**
 * The hourly rows of the week grid and where an appointment's block sits in them (spec part 1 §9):
 * rows 8 through 18 by default, widened by the earliest opening and latest closing of the week;
 * 7rem per hour; a block's height is proportional to its duration.
 */

import { wallTimeOf } from '#core/bucharest-time.ts';
import { minutesToTime, timeToMinutes, WEEKDAYS } from '#core/calendar-days.ts';
import { hoursOfWeekday, type ScheduleInput } from '#core/clinic-hours.ts';
import type { TimedAppointment } from './overlap.ts';

export const DEFAULT_FIRST_HOUR = 8;
export const DEFAULT_LAST_HOUR = 18;
export const ROW_HEIGHT_REM = 7;
/** Where a drop lands: the grid snaps to the slot step. */
export const SNAP_MINUTES = 15;

const LAST_POSSIBLE_HOUR = 23;

type PlacedAppointment = Pick<TimedAppointment, 'appointment_date' | 'duration_minutes'>;

/**
 * The row hours, e.g. [8, 9, …, 18]. Open days widen them: a 07:30 start adds a 7 row, an 18:30
 * end rows up to 19. Appointments passed in widen them too, so a booking made before the hours
 * changed never falls outside the grid.
 */
export function calendarHours(
  schedule: ScheduleInput,
  appointments: readonly PlacedAppointment[] = [],
): number[] {
  let first = DEFAULT_FIRST_HOUR;
  let last = DEFAULT_LAST_HOUR;
  const widen = (startMinutes: number, endMinutes: number) => {
    first = Math.min(first, Math.floor(startMinutes / 60));
    last = Math.max(last, Math.ceil(endMinutes / 60));
  };
  for (const weekday of WEEKDAYS) {
    const hours = hoursOfWeekday(schedule, weekday);
    const start = timeToMinutes(hours.start);
    const end = timeToMinutes(hours.end);
    if (hours.open && start !== undefined && end !== undefined) widen(start, end);
  }
  for (const appointment of appointments) {
    const wall = wallTimeOf(appointment.appointment_date);
    const duration = appointment.duration_minutes;
    if (wall && Number.isFinite(duration) && duration > 0) widen(wall.minutes, wall.minutes + duration);
  }
  first = Math.max(0, first);
  last = Math.min(LAST_POSSIBLE_HOUR, Math.max(first, last));
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** The grid's height in rem for these rows. */
export function gridHeightRem(rows: readonly number[]): number {
  return rows.length * ROW_HEIGHT_REM;
}

export interface AppointmentBlock {
  /** The Bucharest day (column), yyyy-MM-dd. */
  day: string;
  /** From the top of the first row, rem. */
  topRem: number;
  heightRem: number;
}

/**
 * Where an appointment is drawn: its column, its top from the first row's hour by its Bucharest
 * wall time, its height by its duration. Undefined when its date or duration cannot be read.
 */
export function appointmentBlock(
  appointment: PlacedAppointment,
  firstHour: number,
): AppointmentBlock | undefined {
  const wall = wallTimeOf(appointment.appointment_date);
  const duration = appointment.duration_minutes;
  if (!wall || !Number.isFinite(duration) || duration <= 0) return undefined;
  return {
    day: wall.day,
    topRem: ((wall.minutes - firstHour * 60) / 60) * ROW_HEIGHT_REM,
    heightRem: (duration / 60) * ROW_HEIGHT_REM,
  };
}

/**
 * The time (HH:mm) at a point `offsetRem` below the top of the grid, rounded down to the snap step
 * and kept inside the rows: where a dragged block's top is dropped.
 */
export function timeAtOffset(offsetRem: number, rows: readonly number[]): string {
  const first = rows[0] ?? DEFAULT_FIRST_HOUR;
  const lastMinute = ((rows.at(-1) ?? DEFAULT_LAST_HOUR) + 1) * 60 - SNAP_MINUTES;
  const raw = first * 60 + (Number.isFinite(offsetRem) ? (offsetRem / ROW_HEIGHT_REM) * 60 : 0);
  const snapped = Math.floor(raw / SNAP_MINUTES) * SNAP_MINUTES;
  return minutesToTime(Math.min(lastMinute, Math.max(first * 60, snapped)));
}
