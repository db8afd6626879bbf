import { describe, expect, it } from 'vitest';
import { dropSlot, gridSteps, keyboardStep, NO_STEPS, SNAP_REM, stepOffset } from './drag-geometry.ts';

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

describe('gridSteps', () => {
  it('rounds an offset to the nearest day and 15-minute step', () => {
    expect(gridSteps({ x: 80, y: step * 2.4 }, geometry, origin, 7, ROWS)).toEqual({ days: 1, steps: 2 });
    expect(gridSteps({ x: -70, y: -step * 0.4 }, geometry, origin, 7, ROWS)).toEqual(NO_STEPS);
  });

  it('stays inside the week and the rows', () => {
    expect(gridSteps({ x: -1000, y: -10_000 }, geometry, origin, 7, ROWS)).toEqual({ days: -1, steps: -8 });
    // The last step starts at 18:45, the last quarter of the 18:00 row.
    expect(gridSteps({ x: 5000, y: 10_000 }, geometry, origin, 7, ROWS)).toEqual({ days: 5, steps: 35 });
  });

  it('answers no move without a usable geometry or offset', () => {
    expect(gridSteps({ x: 300, y: 300 }, { remPx: 0, columnWidthPx: 0 }, origin, 7, ROWS)).toEqual(NO_STEPS);
    expect(gridSteps({ x: Number.NaN, y: 0 }, geometry, origin, 7, ROWS)).toEqual(NO_STEPS);
  });
});

describe('keyboardStep', () => {
  it('moves 15 minutes up or down and one day sideways', () => {
    expect(keyboardStep('ArrowDown', NO_STEPS, origin, 7, ROWS)).toEqual({ days: 0, steps: 1 });
    expect(keyboardStep('ArrowUp', NO_STEPS, origin, 7, ROWS)).toEqual({ days: 0, steps: -1 });
    expect(keyboardStep('ArrowRight', { days: 1, steps: 2 }, origin, 7, ROWS)).toEqual({ days: 2, steps: 2 });
    expect(keyboardStep('ArrowLeft', NO_STEPS, origin, 7, ROWS)).toEqual({ days: -1, steps: 0 });
    expect(keyboardStep('KeyA', NO_STEPS, origin, 7, ROWS)).toBeUndefined();
  });

  it('does nothing past the first day or the first row', () => {
    expect(keyboardStep('ArrowLeft', { days: -1, steps: 0 }, origin, 7, ROWS)).toBeUndefined();
    expect(keyboardStep('ArrowUp', { days: 0, steps: -8 }, origin, 7, ROWS)).toBeUndefined();
    expect(keyboardStep('ArrowRight', { days: 5, steps: 0 }, origin, 7, ROWS)).toBeUndefined();
  });

  it('gives the distance on screen between two positions', () => {
    expect(stepOffset(NO_STEPS, { days: -1, steps: 2 }, geometry)).toEqual({ x: -150, y: 2 * step });
  });
});

describe('dropSlot', () => {
  it('gives the day and time under the moved block', () => {
    expect(dropSlot({ days: 2, steps: 3 }, origin, DAYS, ROWS)).toEqual({
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
    expect(dropSlot({ days: 0, steps: 1 }, offGrid, DAYS, ROWS)).toMatchObject({
      time: '10:15',
      topRem: 14 + SNAP_REM,
    });
  });
});
