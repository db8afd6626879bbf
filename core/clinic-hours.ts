/**
 * A clinic's weekly opening hours as stored (spec part 1 §4, §9; part 2 "Clinic form"), read
 * safely: a weekday is open from its start (inclusive) to its end (exclusive); without a schedule
 * every day is open 08:00–18:00. Shared by the calendar, the booking rules and the configurator.
 */
import { isTime, type WeekdayName, weekdayOf } from './calendar-days.ts';

export interface DayHours {
  open: boolean;
  /** HH:mm */
  start: string;
  /** HH:mm, exclusive */
  end: string;
}

/**
 * A clinic's `schedule` as stored (keys are lowercase English weekdays), or nothing yet. Days are
 * `unknown` so a partial or damaged schedule is read, never trusted.
 */
export type ScheduleInput = Readonly<Partial<Record<WeekdayName, unknown>>> | null | undefined;

/** Spec part 1 §9: clinic hours when there is no schedule. */
export const DEFAULT_DAY_HOURS: Readonly<DayHours> = { open: true, start: '08:00', end: '18:00' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The hours of a weekday. A missing schedule, a missing day or a day the rules would refuse (open
 * without valid hours, or closing before it opens) reads as the default hours, so the calendar
 * always has something to show; a day marked closed stays closed.
 */
export function hoursOfWeekday(schedule: ScheduleInput, weekday: WeekdayName): DayHours {
  const entry = schedule?.[weekday];
  if (!isRecord(entry) || typeof entry.open !== 'boolean') return { ...DEFAULT_DAY_HOURS };
  const { open, start, end } = entry;
  const validHours = isTime(start) && isTime(end) && start < end;
  if (!open) {
    return validHours
      ? { open: false, start, end }
      : { open: false, start: DEFAULT_DAY_HOURS.start, end: DEFAULT_DAY_HOURS.end };
  }
  return validHours ? { open: true, start, end } : { ...DEFAULT_DAY_HOURS };
}

/** The hours of a calendar day (yyyy-MM-dd), or undefined when it is not a real day. */
export function hoursOn(schedule: ScheduleInput, day: string): DayHours | undefined {
  const weekday = weekdayOf(day);
  return weekday === undefined ? undefined : hoursOfWeekday(schedule, weekday);
}

/**
 * The times a day's opening or closing can be set to (spec part 2 "Clinic form": quarter hours),
 * as 24-hour HH:mm whatever the browser's locale (issue 36: a native time field showed "08:00 A"
 * under an English browser). A stored time off the quarter hours (set before the rule) is listed
 * too, in its place, so the form never changes it unasked.
 */
export function quarterHourTimes(current?: string): string[] {
  const times = Array.from({ length: 96 }, (_, index) => {
    const minutes = index * 15;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  });
  if (current !== undefined && isTime(current) && !times.includes(current)) {
    times.push(current);
    times.sort();
  }
  return times;
}
