/**
 * The clinic's opening hours (spec part 1 §4, §5, §9): a weekday is open from its start
 * (inclusive) to its end (exclusive); without a schedule every day is open 08:00–18:00.
 */
import { isDay, isTime, timeToMinutes } from '#core/calendar-days.ts';
import { type DayHours, DEFAULT_DAY_HOURS, hoursOn, type ScheduleInput } from '#core/clinic-hours.ts';

export function isOpen(hours: DayHours): boolean {
  return hours.open;
}

/** True when the clinic is open at `time` (HH:mm): start ≤ time < end on an open day. */
export function isWithinHours(hours: DayHours, time: string): boolean {
  const minutes = timeToMinutes(time);
  const start = timeToMinutes(hours.start);
  const end = timeToMinutes(hours.end);
  if (!hours.open || minutes === undefined || start === undefined || end === undefined) return false;
  return minutes >= start && minutes < end;
}

/** HH:mm as the interface shows an hour: '08:00' → '8:00', '18:30' stays. */
export function displayTime(time: string): string {
  return isTime(time) && time.startsWith('0') ? time.slice(1) : time;
}

/** Why the popup refuses a date and time, as codes for the UI to word (spec part 1 §5). */
export type AppointmentTimeError =
  | { field: 'date'; code: 'invalid_date_format' }
  | { field: 'time'; code: 'invalid_time_format' }
  | { field: 'date'; code: 'clinic_closed' }
  | { field: 'time'; code: 'working_hours'; params: { start: string; end: string } };

/**
 * The popup's check of a date and time against the schedule, first problem only, in this order:
 * the date's format, a closed weekday, the time's format, the time before opening or at/after
 * closing. Only the start counts (the spec's rule); the slot list is stricter and offers only
 * slots whose whole duration fits before closing.
 */
export function checkAppointmentTime(
  schedule: ScheduleInput,
  date: string,
  time: string,
): AppointmentTimeError | undefined {
  const hours = isDay(date) ? hoursOn(schedule, date) : undefined;
  if (!hours) return { field: 'date', code: 'invalid_date_format' };
  if (!hours.open) return { field: 'date', code: 'clinic_closed' };
  if (!isTime(time)) return { field: 'time', code: 'invalid_time_format' };
  if (!isWithinHours(hours, time)) {
    return {
      field: 'time',
      code: 'working_hours',
      params: { start: displayTime(hours.start), end: displayTime(hours.end) },
    };
  }
  return undefined;
}

/** What the popup says about the day: closed, or open between two display times. */
export type OpeningHoursLabel = { open: false } | { open: true; start: string; end: string };

/**
 * The popup's 'open between {start} and {end}' (or closed) for a day; without a real day the
 * default hours, 8:00–18:00.
 */
export function openingHoursLabel(
  schedule: ScheduleInput,
  day: string | null | undefined,
): OpeningHoursLabel {
  const hours = day ? hoursOn(schedule, day) : undefined;
  const shown = hours ?? DEFAULT_DAY_HOURS;
  if (!shown.open) return { open: false };
  return { open: true, start: displayTime(shown.start), end: displayTime(shown.end) };
}
