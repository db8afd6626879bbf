/**
 * Wall time in the clinic's zone (spec part 1 §9: shown and entered in Europe/Bucharest, stored as
 * UTC ISO instants). Days are 'yyyy-MM-dd', times 'HH:mm'. Built on Intl's time zone data, which
 * knows Romania's rules (last Sunday of March 03:00 → 04:00, last Sunday of October 04:00 → 03:00).
 */
import { isDay, minutesToTime, timeToMinutes, WEEKDAYS, type WeekdayName } from './calendar-days.ts';

/** The clinic's time zone (spec part 1 §9). */
export const CLINIC_TIME_ZONE = 'Europe/Bucharest';

/** An instant as the calendar reads it: a Date, epoch milliseconds or an ISO string. */
export type InstantInput = Date | number | string;

export interface WallTime {
  /** yyyy-MM-dd */
  day: string;
  /** HH:mm (seconds dropped) */
  time: string;
  weekday: WeekdayName;
  /** Minutes since the day's midnight, 0–1439, as the clock on the wall shows them. */
  minutes: number;
}

export const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const MAX_EPOCH_MS = 8.64e15 - 2 * DAY_MS;

/** Epoch milliseconds of an instant, or undefined when it is not a real one. */
export function toEpoch(instant: InstantInput): number | undefined {
  const ms =
    instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant);
  // Beyond ±8.64e15 ms a Date is invalid and Intl would throw.
  return Number.isFinite(ms) && Math.abs(ms) <= MAX_EPOCH_MS ? ms : undefined;
}

/** The two ways this module reads a zone's clock: the full wall clock, and the day (en-CA writes yyyy-MM-dd). */
const FORMATS = {
  wallClock: [
    'en-US',
    {
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    },
  ],
  day: ['en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }],
} as const satisfies Record<string, readonly [string, Intl.DateTimeFormatOptions]>;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per format and zone: Intl builds them slowly, and they are asked often. */
function formatterFor(format: keyof typeof FORMATS, timeZone: string): Intl.DateTimeFormat {
  const key = `${format} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const [locale, options] = FORMATS[format];
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The zone's wall clock at `ms`, as if that clock were UTC (so differences are offsets). */
function wallClockAsUtc(ms: number, timeZone: string): number {
  const fields: Record<string, number> = {};
  for (const part of formatterFor('wallClock', timeZone).formatToParts(ms)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = fields;
  const utc = new Date(0);
  // setUTCFullYear keeps years 0–99 as written (Date.UTC would read them as 1900–1999).
  utc.setUTCFullYear(year, month - 1, day);
  utc.setUTCHours(hour, minute, second, 0);
  return utc.getTime();
}

/** The zone's offset from UTC at `ms`, in milliseconds (+2 h in winter, +3 h in summer for Bucharest). */
export function zoneOffsetMs(ms: number, timeZone: string = CLINIC_TIME_ZONE): number {
  const wholeSecond = Math.floor(ms / 1000) * 1000;
  return wallClockAsUtc(wholeSecond, timeZone) - wholeSecond;
}

/**
 * The instant (epoch ms) at which the zone's clocks show `day` `time`, or undefined for a bad day
 * or time. Like Temporal's 'compatible' disambiguation:
 * - a time the clocks skip (spring, 03:00–03:59 on the last Sunday of March) is moved forward by
 *   the gap: 03:30 is the instant the clocks show 04:30;
 * - a time the clocks show twice (autumn, 03:00–03:59 on the last Sunday of October) is the first
 *   of the two, still in summer time (03:30 EEST = 00:30Z).
 */
export function wallTimeToEpoch(
  day: string,
  time: string,
  timeZone: string = CLINIC_TIME_ZONE,
): number | undefined {
  const minutes = timeToMinutes(time);
  if (!isDay(day) || minutes === undefined) return undefined;
  const asUtc = Date.parse(`${day}T00:00:00Z`) + minutes * MINUTE_MS;
  // Offsets a day either side bracket any transition near this wall time (zones change at most
  // once in two days); the earlier offset is the larger-looking one in spring, smaller in autumn.
  const offsetBefore = zoneOffsetMs(asUtc - DAY_MS, timeZone);
  const offsetAfter = zoneOffsetMs(asUtc + DAY_MS, timeZone);
  const candidates = [asUtc - offsetBefore, asUtc - offsetAfter]
    .filter((ms) => wallClockAsUtc(ms, timeZone) === asUtc)
    .sort((a, b) => a - b);
  const first = candidates[0];
  if (first !== undefined) return first;
  // In a gap: the clock before the jump, read on past it.
  return asUtc - offsetBefore;
}

/** wallTimeToEpoch as a UTC ISO string ('2027-01-12T07:00:00.000Z'), the stored form. */
export function wallTimeToIso(
  day: string,
  time: string,
  timeZone: string = CLINIC_TIME_ZONE,
): string | undefined {
  const ms = wallTimeToEpoch(day, time, timeZone);
  return ms === undefined ? undefined : new Date(ms).toISOString();
}

/** The zone's day, time (HH:mm), weekday and minute of the day at an instant; undefined for a bad instant. */
export function wallTimeOf(instant: InstantInput, timeZone: string = CLINIC_TIME_ZONE): WallTime | undefined {
  const ms = toEpoch(instant);
  if (ms === undefined) return undefined;
  const clock = new Date(wallClockAsUtc(ms, timeZone));
  if (Number.isNaN(clock.getTime())) return undefined;
  const day = clock.toISOString().slice(0, 10);
  const minutes = clock.getUTCHours() * 60 + clock.getUTCMinutes();
  return {
    day,
    time: minutesToTime(minutes),
    weekday: WEEKDAYS[(clock.getUTCDay() + 6) % 7] ?? 'monday',
    minutes,
  };
}

/** The instant at `minutes` past midnight of `day` on the zone's clocks (see wallTimeToEpoch). */
export function wallMinutesToDate(day: string, minutes: number, timeZone: string = CLINIC_TIME_ZONE): Date {
  return new Date(wallTimeToEpoch(day, minutesToTime(minutes), timeZone) ?? Number.NaN);
}

/** The calendar day of `instant` in `timeZone`, yyyy-MM-dd. */
export function clinicDay(instant: Date, timeZone: string = CLINIC_TIME_ZONE): string {
  return formatterFor('day', timeZone).format(instant);
}
