/**
 * The week grid's positions in pixels, apart from the DOM (issue 6, items 1 and 3): how many
 * pixels a rem is, where the grid opens vertically (an hour above the current time), how far it
 * scrolls sideways to show today's column, and the time under a click in an hour cell.
 */
import { ROW_HEIGHT_REM, timeAtOffset } from '../rules/calendar-hours.ts';

/** CSS pixels per rem from the root's computed font size ('16px'), 16 when it cannot be read. */
export function remPxOf(rootFontSize: string): number {
  return Number.parseFloat(rootFontSize) || 16;
}

/** Where the grid opens: a row above the current-time line, or at its first row without one. */
export function openingScrollTop(lineTopRem: number | undefined, remPx: number): number {
  return lineTopRem === undefined ? 0 : Math.max(0, (lineTopRem - ROW_HEIGHT_REM) * remPx);
}

/** A box's left and right edges, px, as getBoundingClientRect gives them. */
export interface Edges {
  left: number;
  right: number;
}

/**
 * How far to scroll sideways so a day's column starts right beside the sticky hours: 0 when it is
 * already wholly in view (a pixel's rounding either way forgiven).
 */
export function sidewaysShift(day: Edges, hoursRight: number, viewRight: number): number {
  if (day.left >= hoursRight - 1 && day.right <= viewRight + 1) return 0;
  return day.left - hoursRight;
}

/** The time under a click `offsetPx` below the top of hour cell `rowIndex` (snapped to 15 minutes). */
export function clickedTime(
  rowIndex: number,
  offsetPx: number,
  remPx: number,
  rows: readonly number[],
): string {
  return timeAtOffset(rowIndex * ROW_HEIGHT_REM + offsetPx / remPx, rows);
}
