import { describe, expect, it } from 'vitest';
import { keepInGrid, moveCellFocus } from './cell-focus.ts';

const size = { days: 7, rows: 11 };

describe('moveCellFocus', () => {
  it('moves by an hour with up/down and by a day with left/right', () => {
    expect(moveCellFocus({ dayIndex: 2, rowIndex: 3 }, 'ArrowUp', size)).toEqual({
      dayIndex: 2,
      rowIndex: 2,
    });
    expect(moveCellFocus({ dayIndex: 2, rowIndex: 3 }, 'ArrowDown', size)).toEqual({
      dayIndex: 2,
      rowIndex: 4,
    });
    expect(moveCellFocus({ dayIndex: 2, rowIndex: 3 }, 'ArrowLeft', size)).toEqual({
      dayIndex: 1,
      rowIndex: 3,
    });
    expect(moveCellFocus({ dayIndex: 2, rowIndex: 3 }, 'ArrowRight', size)).toEqual({
      dayIndex: 3,
      rowIndex: 3,
    });
  });

  it('stops at the edges and jumps with Home/End', () => {
    expect(moveCellFocus({ dayIndex: 0, rowIndex: 0 }, 'ArrowUp', size)).toEqual({
      dayIndex: 0,
      rowIndex: 0,
    });
    expect(moveCellFocus({ dayIndex: 6, rowIndex: 10 }, 'ArrowRight', size)).toEqual({
      dayIndex: 6,
      rowIndex: 10,
    });
    expect(moveCellFocus({ dayIndex: 3, rowIndex: 5 }, 'Home', size)).toEqual({ dayIndex: 0, rowIndex: 5 });
    expect(moveCellFocus({ dayIndex: 3, rowIndex: 5 }, 'End', size)).toEqual({ dayIndex: 6, rowIndex: 5 });
  });

  it('leaves other keys to the page', () => {
    expect(moveCellFocus({ dayIndex: 3, rowIndex: 5 }, 'Enter', size)).toBeUndefined();
  });
});

describe('keepInGrid', () => {
  it('pulls a remembered cell into a smaller grid', () => {
    expect(keepInGrid({ dayIndex: 6, rowIndex: 12 }, size)).toEqual({ dayIndex: 6, rowIndex: 10 });
    expect(keepInGrid({ dayIndex: -1, rowIndex: 2 }, size)).toEqual({ dayIndex: 0, rowIndex: 2 });
  });
});
