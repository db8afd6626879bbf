import { describe, expect, it } from 'vitest';
import {
  arrowStep,
  NO_STEPS,
  type Offset,
  offsetBetween,
  stepsFromOffset,
} from '#components/dnd/drag-steps.ts';
import { dropSlot, type GridGeometry, gridBounds, gridCell, SNAP_REM } from './drag-geometry.ts';

const ROWS = [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18];
const DAYS = [
  '2027-03-08',
  '2027-03-09',
  '2027-03-10',
  '2027-03-11',
  '2027-03-12',
  '2027-03-13',
  '2027-03-14',
];
const geometry = { remPx: 16, columnWidthPx: 150 };
/** 10:00 on Tuesday: two hours below 8:00. */
const origin = { dayIndex: 1, topRem: 14 };
const step = SNAP_REM * geometry.remPx;
const bounds = gridBounds(origin, 7, ROWS);
/** A pointer's offset on this week, as the calendar's drag reads it. */
const pointer = (offset: Offset, size: GridGeometry = geometry) =>
  stepsFromOffset(offset, gridCell(size), bounds);

describe('a pointer drag on the week', () => {
  it('rounds an offset to the nearest day and 15-minute step', () => {
    expect(pointer({ x: 80, y: step * 2.4 })).toEqual({ columns: 1, rows: 2 });
    expect(pointer({ x: -70, y: -step * 0.4 })).toEqual(NO_STEPS);
  });

  it('stays inside the week and the rows', () => {
    expect(pointer({ x: -1000, y: -10_000 })).toEqual({ columns: -1, rows: -8 });
    // The last step starts at 18:45, the last quarter of the 18:00 row.
    expect(pointer({ x: 5000, y: 10_000 })).toEqual({ columns: 5, rows: 35 });
  });

  it('answers no move without a usable geometry or offset', () => {
    expect(pointer({ x: 300, y: 300 }, { remPx: 0, columnWidthPx: 0 })).toEqual(NO_STEPS);
    expect(pointer({ x: Number.NaN, y: 0 })).toEqual(NO_STEPS);
  });
});

describe('arrow keys on the week', () => {
  it('moves 15 minutes up or down and one day sideways', () => {
    expect(arrowStep('ArrowDown', NO_STEPS, bounds)).toEqual({ columns: 0, rows: 1 });
    expect(arrowStep('ArrowUp', NO_STEPS, bounds)).toEqual({ columns: 0, rows: -1 });
    expect(arrowStep('ArrowRight', { columns: 1, rows: 2 }, bounds)).toEqual({ columns: 2, rows: 2 });
    expect(arrowStep('ArrowLeft', NO_STEPS, bounds)).toEqual({ columns: -1, rows: 0 });
    expect(arrowStep('KeyA', NO_STEPS, bounds)).toBeUndefined();
  });

  it('does nothing past the first day or the first row', () => {
    expect(arrowStep('ArrowLeft', { columns: -1, rows: 0 }, bounds)).toBeUndefined();
    expect(arrowStep('ArrowUp', { columns: 0, rows: -8 }, bounds)).toBeUndefined();
    expect(arrowStep('ArrowRight', { columns: 5, rows: 0 }, bounds)).toBeUndefined();
  });

  it('gives the distance on screen between two positions', () => {
    expect(offsetBetween(NO_STEPS, { columns: -1, rows: 2 }, gridCell(geometry))).toEqual({
      x: -150,
      y: 2 * step,
    });
  });
});

describe('dropSlot', () => {
  it('gives the day and time under the moved block', () => {
    expect(dropSlot({ columns: 2, rows: 3 }, origin, DAYS, ROWS)).toEqual({
      dayIndex: 3,
      day: '2027-03-11',
      time: '10:45',
      topRem: 14 + 3 * SNAP_REM,
    });
  });

  it('is null for no move', () => {
    expect(dropSlot(NO_STEPS, origin, DAYS, ROWS)).toBeNull();
  });

  it('snaps a block that started off the grid down to a 15-minute time', () => {
    // 10:10 is 14 + 7/6 rem; one step down is 10:25, dropped at 10:15.
    const offGrid = { dayIndex: 1, topRem: 14 + 7 / 6 };
    expect(dropSlot({ columns: 0, rows: 1 }, offGrid, DAYS, ROWS)).toMatchObject({
      time: '10:15',
      topRem: 14 + SNAP_REM,
    });
  });
});
