import { describe, expect, it } from 'vitest';
import { arrowStep, clampSteps, isArrowKey, NO_STEPS, offsetBetween, stepsFromOffset } from './drag-steps.ts';

/** A kanban-like grid: three columns, the card in the middle one, rows as order within it. */
const bounds = { minColumns: -1, maxColumns: 1, minRows: 0, maxRows: 4 };
const cell = { widthPx: 200, heightPx: 50 };

describe('steps on a grid of cells', () => {
  it('reads a pointer offset as the nearest whole cells', () => {
    expect(stepsFromOffset({ x: 110, y: 74 }, cell, bounds)).toEqual({ columns: 1, rows: 1 });
    expect(stepsFromOffset({ x: -90, y: 24 }, cell, bounds)).toEqual(NO_STEPS);
  });

  it('keeps a move within its bounds', () => {
    expect(stepsFromOffset({ x: 5000, y: -5000 }, cell, bounds)).toEqual({ columns: 1, rows: 0 });
    expect(clampSteps({ columns: -3, rows: 9 }, bounds)).toEqual({ columns: -1, rows: 4 });
  });

  it('answers no move without a usable cell or offset', () => {
    expect(stepsFromOffset({ x: 300, y: 300 }, { widthPx: 0, heightPx: 0 }, bounds)).toEqual(NO_STEPS);
    expect(stepsFromOffset({ x: Number.NaN, y: 0 }, cell, bounds)).toEqual(NO_STEPS);
  });

  it('moves one cell per arrow key, and not past a bound', () => {
    expect(arrowStep('ArrowRight', NO_STEPS, bounds)).toEqual({ columns: 1, rows: 0 });
    expect(arrowStep('ArrowDown', NO_STEPS, bounds)).toEqual({ columns: 0, rows: 1 });
    expect(arrowStep('ArrowRight', { columns: 1, rows: 0 }, bounds)).toBeUndefined();
    expect(arrowStep('ArrowUp', NO_STEPS, bounds)).toBeUndefined();
    expect(arrowStep('Space', NO_STEPS, bounds)).toBeUndefined();
    expect(isArrowKey('ArrowLeft')).toBe(true);
    expect(isArrowKey('Enter')).toBe(false);
  });

  it('gives the distance on screen between two positions', () => {
    expect(offsetBetween({ columns: 1, rows: 0 }, { columns: -1, rows: 2 }, cell)).toEqual({
      x: -400,
      y: 100,
    });
  });
});
