/**
 * What the week grid draws behind the blocks (issue 6, item 1): the closed hours of each day
 * shaded (a closed weekday entirely), and today's column with a line at the current Bucharest time.
 */

import { type InstantInput, wallTimeOf } from '#core/bucharest-time.ts';
import { timeToMinutes } from '#core/calendar-days.ts';
import { hoursOn, type ScheduleInput } from '#core/clinic-hours.ts';
import { DEFAULT_FIRST_HOUR, ROW_HEIGHT_REM } from '../rules/calendar-hours.ts';

/** A vertical stretch of a day column, in rem from the top of the first row. */
export interface Band {
  topRem: number;
  heightRem: number;
}

function gridMinutes(rows: readonly number[]): { start: number; end: number } {
  const first = rows[0] ?? DEFAULT_FIRST_HOUR;
  const last = rows.at(-1) ?? first;
  return { start: first * 60, end: (last + 1) * 60 };
}

function band(fromMinute: number, toMinute: number, gridStart: number): Band {
  return {
    topRem: ((fromMinute - gridStart) / 60) * ROW_HEIGHT_REM,
    heightRem: ((toMinute - fromMinute) / 60) * ROW_HEIGHT_REM,
  };
}

/** The shaded stretches of `day`: before opening and from closing on, or all of a closed day. */
export function closedBands(schedule: ScheduleInput, day: string, rows: readonly number[]): Band[] {
  const grid = gridMinutes(rows);
  const hours = hoursOn(schedule, day);
  const opens = hours?.open ? timeToMinutes(hours.start) : undefined;
  const closes = hours?.open ? timeToMinutes(hours.end) : undefined;
  if (opens === undefined || closes === undefined) return [band(grid.start, grid.end, grid.start)];
  const bands: Band[] = [];
  if (opens > grid.start) bands.push(band(grid.start, Math.min(opens, grid.end), grid.start));
  if (closes < grid.end) bands.push(band(Math.max(closes, grid.start), grid.end, grid.start));
  return bands;
}

export interface NowMarker {
  /** Today in Bucharest, yyyy-MM-dd (marked when it is one of the week's days). */
  today: string;
  /** Where the current-time line sits, or undefined when the time is outside the rows. */
  lineTopRem: number | undefined;
}

export function nowMarker(now: InstantInput, rows: readonly number[]): NowMarker | undefined {
  const wall = wallTimeOf(now);
  if (!wall) return undefined;
  const grid = gridMinutes(rows);
  const inRows = wall.minutes >= grid.start && wall.minutes < grid.end;
  return {
    today: wall.day,
    lineTopRem: inRows ? ((wall.minutes - grid.start) / 60) * ROW_HEIGHT_REM : undefined,
  };
}
