/**
 * Dates as the interface language wants them (spec part 1 §9): the week starts on Monday in ro and
 * on Sunday in en; dates show as dd.MM.yyyy, and a missing or invalid date shows '-'.
 */
import { CLINIC_TIME_ZONE } from '#core/bucharest-time.ts';
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

/** dd.MM.yyyy, or '-' for a missing or invalid date. */
export function formatDate(value: Date | string | null | undefined): string {
  const date = parseDate(value);
  if (!date) return MISSING_DATE;
  const day = String(date.getDate()).padStart(2, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  return `${day}.${month}.${String(date.getFullYear()).padStart(4, '0')}`;
}

/**
 * An instant as 'd MMM yyyy, HH:mm' on the clinic's clock in the interface language (spec part 2,
 * appointment detail): '5 mar. 2026, 09:30' in ro, '5 Mar 2026, 09:30' in en; '-' when invalid.
 */
export function formatDateTime(value: string | null | undefined, locale: Locale): string {
  const date = value ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) return MISSING_DATE;
  const parts = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'ro-RO', {
    timeZone: CLINIC_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')}`;
}
