/**
 * Calendar days in the clinic's time zone (spec part 1 §9: Europe/Bucharest). Days are
 * 'yyyy-MM-dd' strings, which order correctly as text.
 */

export const CLINIC_TIME_ZONE = 'Europe/Bucharest';

const formatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA writes dates as yyyy-MM-dd.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar day of `instant` in `timeZone`, yyyy-MM-dd. */
export function clinicDay(instant: Date, timeZone: string = CLINIC_TIME_ZONE): string {
  return dayFormatter(timeZone).format(instant);
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

/** Whole years from `birthday` to `today` (both yyyy-MM-dd). */
export function ageOn(birthday: string, today: string): number {
  const [birthYear, birthMonth, birthDate] = parts(birthday);
  const [year, month, date] = parts(today);
  const hadBirthday = month > birthMonth || (month === birthMonth && date >= birthDate);
  return year - birthYear - (hadBirthday ? 0 : 1);
}
