/**
 * Keyboard focus among the empty hour cells of the week grid: one tab stop for the whole grid
 * (a roving tabindex), arrows move between hours and days, Home/End to the week's first/last day.
 */
export interface CellPosition {
  dayIndex: number;
  rowIndex: number;
}

/** The cell focus moves to for `key`, or undefined when the key does not move it. */
export function moveCellFocus(
  cell: CellPosition,
  key: string,
  size: { days: number; rows: number },
): CellPosition | undefined {
  const within = (value: number, count: number) => Math.min(count - 1, Math.max(0, value));
  switch (key) {
    case 'ArrowUp':
      return { ...cell, rowIndex: within(cell.rowIndex - 1, size.rows) };
    case 'ArrowDown':
      return { ...cell, rowIndex: within(cell.rowIndex + 1, size.rows) };
    case 'ArrowLeft':
      return { ...cell, dayIndex: within(cell.dayIndex - 1, size.days) };
    case 'ArrowRight':
      return { ...cell, dayIndex: within(cell.dayIndex + 1, size.days) };
    case 'Home':
      return { ...cell, dayIndex: 0 };
    case 'End':
      return { ...cell, dayIndex: Math.max(0, size.days - 1) };
    default:
      return undefined;
  }
}

/** A remembered cell kept inside a grid that may have changed size (other rows, another week). */
export function keepInGrid(cell: CellPosition, size: { days: number; rows: number }): CellPosition {
  return {
    dayIndex: Math.min(Math.max(0, size.days - 1), Math.max(0, cell.dayIndex)),
    rowIndex: Math.min(Math.max(0, size.rows - 1), Math.max(0, cell.rowIndex)),
  };
}
