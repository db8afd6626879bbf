/**
 * Wall-clock time in Europe/Bucharest (the clinics' time zone, spec 01 §9) to UTC instants
 * and back, with the daylight-saving offset looked up through Intl rather than assumed.
 */

export const CLINIC_TIME_ZONE = 'Europe/Bucharest';

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: CLINIC_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

export interface LocalDateTime {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The Bucharest wall-clock reading of an instant. */
export function toBucharest(instant: Date): LocalDateTime & { second: number } {
  const parts: Record<string, number> = {};
  for (const part of partsFormat.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Offset of Bucharest from UTC at `instant`, in minutes (120 in winter, 180 in summer). */
export function bucharestOffsetMinutes(instant: Date): number {
  const local = toBucharest(instant);
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60000);
}

/** The instant at which Bucharest clocks show `local`. */
export function fromBucharest(local: LocalDateTime): Date {
  const naive = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  // Two rounds settle the offset also when the first guess falls on the other side of a change.
  let instant = naive - bucharestOffsetMinutes(new Date(naive)) * 60000;
  instant = naive - bucharestOffsetMinutes(new Date(instant)) * 60000;
  return new Date(instant);
}

/** A calendar date without a time of day. */
export interface PlainDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

export function bucharestToday(now: Date): PlainDate {
  const { year, month, day } = toBucharest(now);
  return { year, month, day };
}

export function addDays(date: PlainDate, days: number): PlainDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** Same month and day `years` later (29 February becomes 28 February or 1 March as Date.UTC rolls it). */
export function addYears(date: PlainDate, years: number): PlainDate {
  return addDays({ ...date, year: date.year + years }, 0);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: PlainDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

export function formatDate(date: PlainDate): string {
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

export function parseDate(text: string): PlainDate {
  const [year, month, day] = text.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 1, day: day ?? 1 };
}

/** Days from `a` to `b` (positive when b is later). */
export function daysBetween(a: PlainDate, b: PlainDate): number {
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000,
  );
}

/** "HH:mm" to minutes after midnight. */
export function minutesOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** The instant of `minutes` after midnight on `date`, Bucharest time. */
export function bucharestInstant(date: PlainDate, minutes: number): Date {
  return fromBucharest({ ...date, hour: Math.floor(minutes / 60), minute: minutes % 60 });
}
