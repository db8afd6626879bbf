/**
 * The calendar's week (spec part 1 §2, §9): seven Bucharest days starting Monday in ro and Sunday
 * in en, navigated a week at a time, read from the database between two UTC bounds.
 */

import { CLINIC_TIME_ZONE, clinicDay, wallTimeToIso } from '#core/bucharest-time.ts';
import { addDays, isDay } from '#core/calendar-days.ts';
import type { Locale } from '#i18n/locale.ts';
import { formatDate, weekStartsOn } from '#lib/date-locale.ts';

export interface CalendarWeek {
  /** The first day, yyyy-MM-dd. */
  start: string;
  /** The seven days in display order, yyyy-MM-dd. */
  days: string[];
  /** UTC ISO instant of the first day's midnight in Bucharest (inclusive). */
  from: string;
  /** UTC ISO instant of the midnight after the last day (exclusive). */
  to: string;
}

/** The week that starts on `start` (no check that `start` is the language's first weekday). */
function weekFrom(start: string): CalendarWeek {
  const days = Array.from({ length: 7 }, (_, index) => addDays(start, index));
  return {
    start,
    days,
    from: wallTimeToIso(start, '00:00') ?? '',
    to: wallTimeToIso(addDays(start, 7), '00:00') ?? '',
  };
}

/** The week holding `day` for the language, or undefined when `day` is not a real yyyy-MM-dd day. */
export function weekContaining(day: string, locale: Locale): CalendarWeek | undefined {
  if (!isDay(day)) return undefined;
  const sundayFirst = new Date(`${day}T00:00:00Z`).getUTCDay();
  const back = (sundayFirst - weekStartsOn(locale) + 7) % 7;
  return weekFrom(addDays(day, -back));
}

/** The week holding today in Bucharest (the clock is passed in). */
export function currentWeek(now: Date, locale: Locale): CalendarWeek {
  const today = Number.isNaN(now.getTime()) ? '1970-01-01' : clinicDay(now, CLINIC_TIME_ZONE);
  // clinicDay always answers a real day, so the week exists.
  return weekContaining(today, locale) ?? weekFrom(today);
}

/** The week `weeks` weeks away: -1 previous, +1 next. */
export function shiftWeek(week: CalendarWeek, weeks: number): CalendarWeek {
  return weekFrom(addDays(week.start, Math.trunc(weeks) * 7));
}

export const previousWeek = (week: CalendarWeek): CalendarWeek => shiftWeek(week, -1);
export const nextWeek = (week: CalendarWeek): CalendarWeek => shiftWeek(week, 1);

/** True when `day` is one of the week's days. */
export function weekHasDay(week: CalendarWeek, day: string): boolean {
  return week.days.includes(day);
}

/** 'dd.MM.yyyy – dd.MM.yyyy', first and last day (the navigation tooltips). */
export function weekLabel(week: CalendarWeek): string {
  return `${formatDate(week.start)} – ${formatDate(addDays(week.start, 6))}`;
}
