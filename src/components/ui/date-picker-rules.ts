/**
 * The rules of the date picker field (spec part 1 §5, §9), apart from React: the stored value is
 * 'yyyy-MM-dd' ('' when cleared), the field shows and accepts dd.MM.yyyy (and a pasted
 * yyyy-MM-dd), and the year list spans 100 years back to 10 ahead of today.
 */
import type { Locale } from '#i18n/locale.ts';
import { formatDate, parseTypedDay } from '#lib/date-locale.ts';

export const YEARS_BACK = 100;
export const YEARS_AHEAD = 10;

/** Optional limits as 'yyyy-MM-dd', both inclusive; a limit that is not a real date is ignored. */
export interface DateBounds {
  min?: string | undefined;
  max?: string | undefined;
}

/** What the typed text means for the stored value. */
export type TypedDate =
  | { kind: 'empty' }
  | { kind: 'date'; iso: string }
  | { kind: 'invalid' }
  | { kind: 'before-min'; min: string }
  | { kind: 'after-max'; max: string };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'yyyy-MM-dd' for a real calendar day (31.02 is not one), or null. */
export function toIsoDate(year: number, month: number, day: number): string | null {
  if (![year, month, day].every(Number.isInteger)) return null;
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  // Date.UTC maps years 0–99 to 1900–1999, so the year is set on its own.
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The parts of a stored 'yyyy-MM-dd' value, or null when it is not a real date in that form. */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return toIsoDate(year, month, day) === value ? { year, month, day } : null;
}

/** Where a date falls against the limits. */
export function checkBounds(iso: string, bounds: DateBounds): 'ok' | 'before-min' | 'after-max' {
  // Same-length 'yyyy-MM-dd' strings compare as the days they name.
  const { min, max } = validBounds(bounds);
  if (min !== undefined && iso < min) return 'before-min';
  if (max !== undefined && iso > max) return 'after-max';
  return 'ok';
}

/** The limits that are real dates; the others are dropped. */
export function validBounds(bounds: DateBounds): DateBounds {
  const min = bounds.min !== undefined && parseIsoDate(bounds.min) ? bounds.min : undefined;
  const max = bounds.max !== undefined && parseIsoDate(bounds.max) ? bounds.max : undefined;
  return { min, max };
}

/** What the text in the field means: nothing, a date within the limits, or why it is not one. */
export function readTypedDate(text: string, bounds: DateBounds = {}): TypedDate {
  if (text.trim() === '') return { kind: 'empty' };
  const iso = parseTypedDay(text);
  if (iso === null) return { kind: 'invalid' };
  const { min, max } = validBounds(bounds);
  const where = checkBounds(iso, bounds);
  if (where === 'before-min' && min !== undefined) return { kind: 'before-min', min };
  if (where === 'after-max' && max !== undefined) return { kind: 'after-max', max };
  return { kind: 'date', iso };
}

/**
 * Whether the typed text already names the stored value ('' for none): a value set from outside
 * that the text names leaves the user's own spelling ('1.2.2020') as it is.
 */
export function namesValue(typed: TypedDate, value: string): boolean {
  return value === '' ? typed.kind === 'empty' : typed.kind === 'date' && typed.iso === value;
}

/**
 * The text the field shows for a stored value: '' for none, dd.MM.yyyy for a date, and anything
 * else unchanged, so a malformed stored value stays visible to be corrected instead of vanishing.
 */
export function isoToInputText(value: string): string {
  if (value === '') return '';
  return parseIsoDate(value) ? formatDate(value) : value;
}

/** The years of the year list: 100 back to 10 ahead of today's year, inclusive, within the limits. */
export function yearRange(today: Date, bounds: DateBounds = {}): number[] {
  const { min, max } = validBounds(bounds);
  const first = Math.max(today.getFullYear() - YEARS_BACK, min ? Number(min.slice(0, 4)) : -Infinity);
  const last = Math.min(today.getFullYear() + YEARS_AHEAD, max ? Number(max.slice(0, 4)) : Infinity);
  const years: number[] = [];
  for (let year = first; year <= last; year += 1) years.push(year);
  return years;
}

/**
 * The year list while the calendar shows `shownYear`: the range, plus that year when it lies
 * outside (an older stored date, or paging past the range), so the list never claims another year.
 */
export function yearChoices(today: Date, shownYear: number, bounds: DateBounds = {}): number[] {
  const years = yearRange(today, bounds);
  if (years.includes(shownYear)) return years;
  return [...years, shownYear].sort((a, b) => a - b);
}

/** The BCP 47 tag that names months and weekdays in the interface language. */
export function pickerLocale(locale: Locale): string {
  return locale === 'en' ? 'en-GB' : 'ro-RO';
}
