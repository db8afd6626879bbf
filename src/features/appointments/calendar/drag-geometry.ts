/**
 * From a drag to the grid (issue 6, item 3): whole day columns sideways and 15-minute steps up and
 * down, kept inside the week and the rows. A mouse or touch drag is read from its offset on
 * screen; the keyboard counts steps itself (one arrow press, one step), so scrolling and pixel
 * rounding never shift where it lands.
 */
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

export interface Translate {
  x: number;
  y: number;
}

/** A move in grid units: whole days and 15-minute steps. */
export interface GridSteps {
  days: number;
  steps: number;
}

export const NO_STEPS: GridSteps = { days: 0, steps: 0 };

function clamp(value: number, min: number, max: number): number {
  // `+ 0` turns a -0 from Math.round into 0.
  return Math.min(max, Math.max(min, value)) + 0;
}

/** The steps kept inside the week (dayCount columns) and the rows. */
export function clampSteps(
  moved: GridSteps,
  origin: DragOrigin,
  dayCount: number,
  rows: readonly number[],
): GridSteps {
  const lastTopRem = rows.length * ROW_HEIGHT_REM - SNAP_REM;
  return {
    days: clamp(moved.days, -origin.dayIndex, dayCount - 1 - origin.dayIndex),
    steps: clamp(
      moved.steps,
      Math.ceil(-origin.topRem / SNAP_REM),
      Math.floor((lastTopRem - origin.topRem) / SNAP_REM),
    ),
  };
}

/** A pointer drag's offset as the nearest whole days and steps, within the week and the rows. */
export function gridSteps(
  translate: Translate,
  geometry: GridGeometry,
  origin: DragOrigin,
  dayCount: number,
  rows: readonly number[],
): GridSteps {
  const usable =
    geometry.remPx > 0 &&
    geometry.columnWidthPx > 0 &&
    Number.isFinite(translate.x) &&
    Number.isFinite(translate.y);
  if (!usable) return NO_STEPS;
  return clampSteps(
    {
      days: Math.round(translate.x / geometry.columnWidthPx),
      steps: Math.round(translate.y / (SNAP_REM * geometry.remPx)),
    },
    origin,
    dayCount,
    rows,
  );
}

const KEY_STEPS: Readonly<Record<string, GridSteps>> = {
  ArrowUp: { days: 0, steps: -1 },
  ArrowDown: { days: 0, steps: 1 },
  ArrowLeft: { days: -1, steps: 0 },
  ArrowRight: { days: 1, steps: 0 },
};

/**
 * The steps after an arrow key: 15 minutes up or down, a day left or right. Undefined for other
 * keys and at the edge of the week or the rows, so presses there do not pile up.
 */
export function keyboardStep(
  key: string,
  current: GridSteps,
  origin: DragOrigin,
  dayCount: number,
  rows: readonly number[],
): GridSteps | undefined {
  const step = KEY_STEPS[key];
  if (!step) return undefined;
  const next = clampSteps(
    { days: current.days + step.days, steps: current.steps + step.steps },
    origin,
    dayCount,
    rows,
  );
  return next.days === current.days && next.steps === current.steps ? undefined : next;
}

/** The distance on screen between two positions of the keyboard's drag. */
export function stepOffset(from: GridSteps, to: GridSteps, geometry: GridGeometry): Translate {
  return {
    x: (to.days - from.days) * geometry.columnWidthPx,
    y: (to.steps - from.steps) * SNAP_REM * geometry.remPx,
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
  moved: GridSteps,
  origin: DragOrigin,
  days: readonly string[],
  rows: readonly number[],
): DropSlot | null {
  if (moved.days === 0 && moved.steps === 0) return null;
  const dayIndex = origin.dayIndex + moved.days;
  const day = days[dayIndex];
  if (day === undefined) return null;
  const time = timeAtOffset(origin.topRem + moved.steps * SNAP_REM, rows);
  const first = rows[0] ?? DEFAULT_FIRST_HOUR;
  const minutes = timeToMinutes(time) ?? first * 60;
  return {
    dayIndex,
    day,
    time: minutesToTime(minutes),
    topRem: ((minutes - first * 60) / 60) * ROW_HEIGHT_REM,
  };
}
