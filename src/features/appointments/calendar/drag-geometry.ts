/**
 * From a drag to the week grid (issue 6, item 3): the design system's steps on a grid of cells
 * (#components/dnd) are whole day columns sideways and 15-minute steps up and down here, kept
 * inside the week and the rows; where a block lands is a day and a time.
 */
import type { CellSize, StepBounds, Steps } from '#components/dnd/drag-steps.ts';
import { minutesToTime, timeToMinutes } from '#core/calendar-days.ts';
import { DEFAULT_FIRST_HOUR, ROW_HEIGHT_REM, SNAP_MINUTES, timeAtOffset } from '../rules/calendar-hours.ts';

/** One 15-minute step, in rem (1.75 with 7rem rows). */
export const SNAP_REM = (ROW_HEIGHT_REM * SNAP_MINUTES) / 60;

export interface GridGeometry {
  /** CSS pixels per rem on this page. */
  remPx: number;
  /** The width of one day column, px. */
  columnWidthPx: number;
}

/** Where the dragged block started. */
export interface DragOrigin {
  /** Its column, 0 for the week's first day. */
  dayIndex: number;
  /** Its top, rem below the top of the first row. */
  topRem: number;
}

/** The cell a drag moves by: a day column wide, one 15-minute step high. */
export function gridCell(geometry: GridGeometry): CellSize {
  return { widthPx: geometry.columnWidthPx, heightPx: SNAP_REM * geometry.remPx };
}

/**
 * How far a block may move from where it started: within the week's days (columns) and the rows,
 * its top no lower than the last 15-minute step.
 */
export function gridBounds(origin: DragOrigin, dayCount: number, rows: readonly number[]): StepBounds {
  const lastTopRem = rows.length * ROW_HEIGHT_REM - SNAP_REM;
  return {
    minColumns: -origin.dayIndex,
    maxColumns: dayCount - 1 - origin.dayIndex,
    minRows: Math.ceil(-origin.topRem / SNAP_REM),
    maxRows: Math.floor((lastTopRem - origin.topRem) / SNAP_REM),
  };
}

export interface DropSlot {
  dayIndex: number;
  /** yyyy-MM-dd */
  day: string;
  /** HH:mm on the 15-minute grid. */
  time: string;
  /** Where a block at that time sits, rem below the top of the first row. */
  topRem: number;
}

/**
 * The day and time the block lands on (its top snapped down to the grid, as timeAtOffset does),
 * or null for no move at all (a click, a small slip of the finger, a drop where it started).
 */
export function dropSlot(
  moved: Steps,
  origin: DragOrigin,
  days: readonly string[],
  rows: readonly number[],
): DropSlot | null {
  if (moved.columns === 0 && moved.rows === 0) return null;
  const dayIndex = origin.dayIndex + moved.columns;
  const day = days[dayIndex];
  if (day === undefined) return null;
  const time = timeAtOffset(origin.topRem + moved.rows * SNAP_REM, rows);
  const first = rows[0] ?? DEFAULT_FIRST_HOUR;
  const minutes = timeToMinutes(time) ?? first * 60;
  return {
    dayIndex,
    day,
    time: minutesToTime(minutes),
    topRem: ((minutes - first * 60) / 60) * ROW_HEIGHT_REM,
  };
}
