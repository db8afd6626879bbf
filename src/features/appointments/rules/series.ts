/**
 * Appointment series (issue 41): a course of visits booked at once, every occurrence its own
 * appointment linked by `series_id` (as FHIR R5 links the occurrences of a recurring appointment).
 * The rule repeats daily or every N weeks on chosen weekdays, until a day or N times, never more
 * than 52. Times are wall-clock times in the clinic's zone: the 10:00 visit is at 10:00 in March
 * and in October, whatever the clocks did in between.
 */
import { wallTimeOf, wallTimeToIso } from '#core/bucharest-time.ts';
import {
  addDays,
  daysBetween,
  isDay,
  isTime,
  WEEKDAYS,
  type WeekdayName,
  weekdayOf,
} from '#core/calendar-days.ts';

/** The most visits one series books (issue 41). */
export const MAX_SERIES_OCCURRENCES = 52;
/** The longest gap between two visits of a series, in days or weeks. */
export const MAX_SERIES_INTERVAL = 52;

export type SeriesRepeat = 'daily' | 'weekly';

export type SeriesEnd = { kind: 'until'; day: string } | { kind: 'count'; count: number };

export interface SeriesRule {
  repeat: SeriesRepeat;
  /** Every `interval` days (daily) or weeks (weekly). */
  interval: number;
  /** Weekly: the weekdays the visits fall on; none means the first visit's weekday. */
  weekdays: readonly WeekdayName[];
  end: SeriesEnd;
}

export interface Occurrence {
  /** 0 for the first visit. */
  index: number;
  /** yyyy-MM-dd on the clinic's calendar */
  day: string;
  /** HH:mm on the clinic's clock */
  time: string;
  /** The stored instant (UTC ISO). */
  start: string;
}

/** Why a rule cannot be expanded, as codes for the form to word. */
export type SeriesRuleProblem =
  | 'interval_range'
  | 'count_range'
  | 'until_before_start'
  | 'until_invalid'
  | 'first_day_invalid';

export function seriesRuleProblem(
  firstDay: string,
  time: string,
  rule: SeriesRule,
): SeriesRuleProblem | undefined {
  if (!isDay(firstDay) || !isTime(time)) return 'first_day_invalid';
  if (!Number.isInteger(rule.interval) || rule.interval < 1 || rule.interval > MAX_SERIES_INTERVAL) {
    return 'interval_range';
  }
  if (rule.end.kind === 'count') {
    const { count } = rule.end;
    if (!Number.isInteger(count) || count < 2 || count > MAX_SERIES_OCCURRENCES) return 'count_range';
  } else {
    if (!isDay(rule.end.day)) return 'until_invalid';
    if (rule.end.day <= firstDay) return 'until_before_start';
  }
  return undefined;
}

export interface SeriesExpansion {
  occurrences: Occurrence[];
  /** The rule asked for more than MAX_SERIES_OCCURRENCES visits: the list stops there. */
  capped: boolean;
}

/** The days of the series, first day included, in order; empty for a rule with a problem. */
function seriesDays(firstDay: string, rule: SeriesRule): { days: string[]; capped: boolean } {
  const limit = rule.end.kind === 'count' ? rule.end.count : MAX_SERIES_OCCURRENCES;
  const until = rule.end.kind === 'until' ? rule.end.day : undefined;
  const days: string[] = [];
  // One past the limit tells whether the until-day asked for more than the cap.
  const take = (day: string): boolean => {
    if (until !== undefined && day > until) return false;
    days.push(day);
    return days.length <= limit;
  };
  if (rule.repeat === 'daily') {
    for (let step = 0; take(addDays(firstDay, step * rule.interval)); step += 1);
  } else {
    const firstWeekday = weekdayOf(firstDay) ?? 'monday';
    const chosen = new Set(rule.weekdays.length > 0 ? rule.weekdays : [firstWeekday]);
    const offsets = WEEKDAYS.flatMap((weekday, offset) => (chosen.has(weekday) ? [offset] : []));
    const monday = addDays(firstDay, -WEEKDAYS.indexOf(firstWeekday));
    weeks: for (let week = 0; ; week += rule.interval) {
      for (const offset of offsets) {
        const day = addDays(monday, week * 7 + offset);
        if (day < firstDay) continue;
        if (!take(day)) break weeks;
      }
    }
  }
  const capped = rule.end.kind === 'until' && days.length > limit;
  return { days: days.slice(0, limit), capped };
}

/** The visits of a series starting on `firstDay` at `time`. */
export function expandSeries(firstDay: string, time: string, rule: SeriesRule): SeriesExpansion {
  if (seriesRuleProblem(firstDay, time, rule)) return { occurrences: [], capped: false };
  const { days, capped } = seriesDays(firstDay, rule);
  const occurrences = days.flatMap((day, index) => {
    const start = wallTimeToIso(day, time);
    return start ? [{ index, day, time, start }] : [];
  });
  return { occurrences, capped };
}

/** An occurrence at another time of its day (the desk picked one for a visit that collided). */
export function atTime(occurrence: Occurrence, time: string): Occurrence {
  const start = wallTimeToIso(occurrence.day, time);
  return start ? { ...occurrence, time, start } : occurrence;
}

/** Which visits of a series an edit or a cancellation reaches. */
export type SeriesScope = 'this' | 'following' | 'all';

/**
 * The visits `scope` names from `target`: itself, itself and those after it, or the whole series
 * (as the device holds it), in time order.
 */
export function visitsInScope<A extends { id: string; appointment_date: string }>(
  series: readonly A[],
  target: A,
  scope: SeriesScope,
): A[] {
  if (scope === 'this') return [target];
  const ordered = [...series].sort((a, b) => a.appointment_date.localeCompare(b.appointment_date));
  if (scope === 'all') return ordered;
  return ordered.filter(
    (visit) => visit.id === target.id || visit.appointment_date >= target.appointment_date,
  );
}

/** A move of several visits: each by the same number of calendar days, to the same clock time. */
export interface SeriesMove {
  dayShift: number;
  time: string;
}

/** The move that takes `from` (an instant) to `toDay` at `toTime`, for the visits after it too. */
export function seriesMoveOf(from: string, toDay: string, toTime: string): SeriesMove | undefined {
  const wall = wallTimeOf(from);
  if (!wall || !isDay(toDay) || !isTime(toTime)) return undefined;
  return { dayShift: daysBetween(wall.day, toDay), time: toTime };
}

/** Where a visit goes under `move`: its own day shifted, at the move's clock time. */
export function movedStart(appointmentDate: string, move: SeriesMove): string | undefined {
  const wall = wallTimeOf(appointmentDate);
  return wall ? wallTimeToIso(addDays(wall.day, move.dayShift), move.time) : undefined;
}
