/**
 * Wall time in the clinic's zone (spec part 1 §9: shown and entered in Europe/Bucharest, stored as
 * UTC ISO instants). Days are 'yyyy-MM-dd', times 'HH:mm'. The zone's offsets come from
 * @formkit/tempo (Intl's zone data underneath), which knows Romania's rules (last Sunday of March
 * 03:00 → 04:00, last Sunday of October 04:00 → 03:00).
 */
import { offset } from '@formkit/tempo';
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

/** The most day entries kept per process: a year of days for a few zones, a few kilobytes. */
const MAX_CACHED_DAYS = 5_000;
const SECOND_MS = 1000;

/** A zone's offsets over one UTC day: the same all day, or switching once at `switchAt`. */
interface DayOffsets {
  before: number;
  after: number;
  switchAt: number | undefined;
}

const dayOffsets = new Map<string, DayOffsets>();

/** tempo's offset of the zone at `ms` ('+02:00', with seconds for old local mean times) in milliseconds. */
function tempoOffsetMs(ms: number, timeZone: string): number {
  const text = offset(new Date(ms), 'UTC', timeZone);
  const match = /^([+-])(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!match) return 0;
  const seconds = Number(match[2]) * 3600 + Number(match[3]) * 60 + Number(match[4] ?? 0);
  return (match[1] === '-' ? -seconds : seconds) * SECOND_MS;
}

/**
 * The zone's offsets over the UTC day starting at `dayStart`. tempo builds a new Intl formatter for
 * every offset it answers (about 0.25 ms each), and the calendar asks for thousands of instants, so
 * a day costs two answers, or about twenty more on the day the clocks change (found to the second).
 */
function offsetsOfDay(dayStart: number, timeZone: string): DayOffsets {
  const before = tempoOffsetMs(dayStart, timeZone);
  const after = tempoOffsetMs(dayStart + DAY_MS, timeZone);
  if (before === after) return { before, after, switchAt: undefined };
  let unchanged = dayStart;
  let changed = dayStart + DAY_MS;
  while (changed - unchanged > SECOND_MS) {
    const middle = unchanged + Math.floor((changed - unchanged) / 2 / SECOND_MS) * SECOND_MS;
    if (tempoOffsetMs(middle, timeZone) === before) unchanged = middle;
    else changed = middle;
  }
  return { before, after, switchAt: changed };
}

/** The zone's wall clock at `ms`, as if that clock were UTC (so differences are offsets). */
function wallClockAsUtc(ms: number, timeZone: string): number {
  return ms + zoneOffsetMs(ms, timeZone);
}

/** The zone's offset from UTC at `ms`, in milliseconds (+2 h in winter, +3 h in summer for Bucharest). */
export function zoneOffsetMs(ms: number, timeZone: string = CLINIC_TIME_ZONE): number {
  const dayStart = Math.floor(ms / DAY_MS) * DAY_MS;
  const key = `${timeZone} ${dayStart}`;
  let day = dayOffsets.get(key);
  if (!day) {
    if (dayOffsets.size >= MAX_CACHED_DAYS) dayOffsets.clear();
    day = offsetsOfDay(dayStart, timeZone);
    dayOffsets.set(key, day);
  }
  return day.switchAt !== undefined && ms >= day.switchAt ? day.after : day.before;
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
  return new Date(wallClockAsUtc(instant.getTime(), timeZone)).toISOString().slice(0, 10);
}
