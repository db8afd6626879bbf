/**
 * Dates and times as the product shows and reads them, whatever the browser's locale (spec part 1
 * §9): the one place that formats and parses them, through @formkit/tempo. Dates show as
 * dd.MM.yyyy, times on the 24-hour clock, instants on the clinic's clock (Europe/Bucharest); month
 * and weekday names follow the interface language; the week starts on Monday in ro and on Sunday in
 * en; a missing or invalid date shows '-'.
 */
import { format, parse } from '@formkit/tempo';
import { CLINIC_TIME_ZONE, toEpoch } from '#core/bucharest-time.ts';
import { isDay } from '#core/calendar-days.ts';
import type { Locale } from '#i18n/locale.ts';

/** 0 = Sunday … 6 = Saturday, as Date.getDay() counts. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const MISSING_DATE = '-';

export function weekStartsOn(locale: Locale): Weekday {
  return locale === 'en' ? 0 : 1;
}

/** The seven weekdays in display order for the language (Mon…Sun in ro, Sun…Sat in en). */
export function weekdayOrder(locale: Locale): Weekday[] {
  const first = weekStartsOn(locale);
  return Array.from({ length: 7 }, (_, index) => ((first + index) % 7) as Weekday);
}

/** The first day (local midnight) of the week holding `date`, by the language's week start. */
export function startOfWeek(date: Date, locale: Locale): Date {
  const start = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  const back = (start.getDay() - weekStartsOn(locale) + 7) % 7;
  start.setDate(start.getDate() - back);
  return start;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date: a 'yyyy-MM-dd' string is read as that day (no time zone shift), any other
 * string as a timestamp in local time; undefined when missing or not a real date.
 */
export function parseDate(value: Date | string | null | undefined): Date | undefined {
  if (value == null || value === '') return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  const calendar = CALENDAR_DATE.exec(value.trim());
  if (calendar) {
    const [year, month, day] = [Number(calendar[1]), Number(calendar[2]), Number(calendar[3])];
    const date = new Date(year, month - 1, day);
    const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
    return real ? date : undefined;
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** tempo's locale for each interface language: en-GB names months and weekdays the way the spec's English does. */
const TEMPO_LOCALES: Record<Locale, string> = { ro: 'ro', en: 'en-GB' };

/** The most answers remembered: tempo builds Intl formatters on every call (about 0.3 ms), and a list re-renders its dates often. */
const MAX_REMEMBERED = 5_000;
const remembered = new Map<string, string>();

/** tempo's `format` of the instant `ms` on the clock of `timeZone`, remembered. */
function formatOnClock(ms: number, pattern: string, locale: Locale, timeZone: string): string {
  const key = `${ms} ${pattern} ${locale} ${timeZone}`;
  let text = remembered.get(key);
  if (text === undefined) {
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    text = format({ date: new Date(ms), format: pattern, locale: TEMPO_LOCALES[locale], tz: timeZone });
    remembered.set(key, text);
  }
  return text;
}

/** A day ('yyyy-MM-dd') in a pattern: read at noon UTC and shown in UTC, so no zone moves it. */
function formatDay(day: string, pattern: string, locale: Locale): string {
  return formatOnClock(Date.parse(`${day}T12:00:00Z`), pattern, locale, 'UTC');
}

/**
 * dd.MM.yyyy, or '-' for a missing or invalid date. A 'yyyy-MM-dd' string is that day; a Date is the
 * day on the device's calendar (how the week and the pickers hold days); any other string is an
 * instant, shown as the clinic's day.
 */
export function formatDate(value: Date | string | null | undefined): string {
  if (typeof value === 'string' && isDay(value.trim())) return formatDay(value.trim(), 'DD.MM.YYYY', 'ro');
  const date = parseDate(value);
  if (!date) return MISSING_DATE;
  if (value instanceof Date) {
    const day = [date.getFullYear(), date.getMonth() + 1, date.getDate()];
    const [year = 0, month = 0, dayOfMonth = 0] = day;
    if (year < 1 || year > 9999) return MISSING_DATE;
    return formatDay(isoDay(year, month, dayOfMonth), 'DD.MM.YYYY', 'ro');
  }
  return formatOnClock(date.getTime(), 'DD.MM.YYYY', 'ro', CLINIC_TIME_ZONE);
}

function isoDay(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * An instant as 'd MMM yyyy, HH:mm' on the clinic's clock in the interface language (spec part 2,
 * appointment detail): '5 mar. 2026, 09:30' in ro, '5 Mar 2026, 09:30' in en; '-' when invalid.
 */
export function formatDateTime(value: string | null | undefined, locale: Locale): string {
  const ms = value ? toEpoch(value) : undefined;
  if (ms === undefined) return MISSING_DATE;
  return formatOnClock(ms, 'D MMM YYYY, HH:mm', locale, CLINIC_TIME_ZONE);
}

/** An instant as 'dd.MM.yyyy HH:mm' on the clinic's clock (lists of changes); '-' when invalid. */
export function formatNumericDateTime(value: string | null | undefined): string {
  const ms = value ? toEpoch(value) : undefined;
  if (ms === undefined) return MISSING_DATE;
  return formatOnClock(ms, 'DD.MM.YYYY HH:mm', 'ro', CLINIC_TIME_ZONE);
}

/** 'luni' / 'Monday' ('lun.' / 'Mon' short) for a 'yyyy-MM-dd' day; '' for a string that is not one. */
export function weekdayName(day: string, locale: Locale, width: 'short' | 'long' = 'long'): string {
  return isDay(day) ? formatDay(day, width === 'long' ? 'dddd' : 'ddd', locale) : '';
}

/** '2027-03-08' → '08.03'; '' for a string that is not a day. */
export function formatDayMonth(day: string): string {
  return isDay(day) ? formatDay(day, 'DD.MM', 'ro') : '';
}

/** 'yyyy-MM' as the month and year in the interface language, capitalised: 'Martie 2026', 'March 2026'. */
export function formatMonthYear(month: string, locale: Locale): string {
  const day = `${month}-15`;
  if (!isDay(day)) return month;
  const label = formatDay(day, 'MMMM YYYY', locale);
  return label.charAt(0).toLocaleUpperCase(locale) + label.slice(1);
}

// Typed text: day and month may drop their leading zero; the year always has four digits, so a
// half-typed year is never read as a date in the first century.
const TYPED_DAY_FIRST = /^\d{1,2}\.\d{1,2}\.[1-9]\d{3}$/;
const TYPED_YEAR_FIRST = /^[1-9]\d{3}-\d{1,2}-\d{1,2}$/;

/**
 * Typed text as 'yyyy-MM-dd': dd.MM.yyyy (d.M.yyyy too) or a pasted yyyy-MM-dd, surrounding spaces
 * ignored; null for anything else or a day that does not exist (31.02).
 */
export function parseTypedDay(text: string): string | null {
  const trimmed = text.trim();
  const pattern = TYPED_DAY_FIRST.test(trimmed)
    ? 'D.M.YYYY'
    : TYPED_YEAR_FIRST.test(trimmed)
      ? 'YYYY-M-D'
      : null;
  if (!pattern) return null;
  try {
    // tempo answers the device's midnight of the day it read; 'throw' refuses 31.02 instead of moving it.
    const date = parse({ date: trimmed, format: pattern, locale: 'en', dateOverflow: 'throw' });
    return isoDay(date.getFullYear(), date.getMonth() + 1, date.getDate());
  } catch {
    return null;
  }
}
