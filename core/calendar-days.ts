/**
 * Days and times as the clinic writes them, with no time zone: days 'yyyy-MM-dd' (which order
 * correctly as text), times 'HH:mm', weekdays as the schedule's lowercase English keys. Day
 * arithmetic on the calendar itself; instants and the Bucharest zone are in bucharest-time.ts.
 */

/** The schedule's weekday keys, Monday first (spec part 2: the clinic's weekly schedule). */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type WeekdayName = (typeof WEEKDAYS)[number];

/** A time written HH:mm, 00:00–23:59. */
export const TIME_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written yyyy-MM-dd (2026-02-30 is not one). */
export function isCalendarDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** True for a real calendar day written yyyy-MM-dd ('2027-02-30' is not one). */
export function isDay(text: unknown): text is string {
  return typeof text === 'string' && isCalendarDate(text);
}

/** True for a time written HH:mm, 00:00–23:59 ('25:00', '9:00' are not). */
export function isTime(text: unknown): text is string {
  return typeof text === 'string' && TIME_PATTERN.test(text);
}

/** Minutes since midnight of an HH:mm time, or undefined when it is not one. */
export function timeToMinutes(time: string): number | undefined {
  if (!isTime(time)) return undefined;
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** HH:mm of a minute count within a day (0–1439); minutes past 24:00 wrap to the next day's clock. */
export function minutesToTime(minutes: number): string {
  const inDay = ((Math.floor(minutes) % 1440) + 1440) % 1440;
  const hours = String(Math.floor(inDay / 60)).padStart(2, '0');
  return `${hours}:${String(inDay % 60).padStart(2, '0')}`;
}

/** The weekday of a calendar day (no zone: a day is a day), or undefined for a bad day. */
export function weekdayOf(day: string): WeekdayName | undefined {
  if (!isDay(day)) return undefined;
  const sundayFirst = new Date(`${day}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7];
}

function parts(day: string): [number, number, number] {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return [year, month, date];
}

function format(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = parts(day);
  return format(new Date(Date.UTC(year, month - 1, date + days)));
}

/** `day` moved by `months` calendar months, clamped to the end of a shorter month (03-31 − 1 → 02-28). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = parts(day);
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return format(new Date(Date.UTC(year, month - 1 + months, Math.min(date, lastDay))));
}

/** `day` moved by whole years (29 February becomes 28 February in a common year). */
export function addYears(day: string, years: number): string {
  return addMonths(day, years * 12);
}

/** Days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  const [fy, fm, fd] = parts(from);
  const [ty, tm, td] = parts(to);
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / 86_400_000);
}

/** Whole years from `birthday` to `today` (both yyyy-MM-dd). */
export function ageOn(birthday: string, today: string): number {
  const [birthYear, birthMonth, birthDate] = parts(birthday);
  const [year, month, date] = parts(today);
  const hadBirthday = month > birthMonth || (month === birthMonth && date >= birthDate);
  return year - birthYear - (hadBirthday ? 0 : 1);
}
