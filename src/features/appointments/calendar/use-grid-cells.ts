/**
 * The week grid's empty hour cells: one tab stop for the whole grid (the last cell focused, kept
 * inside the grid), moved through with the arrow keys (cell-focus.ts); a click asks for a new
 * appointment at the time under the pointer (snapped to 15 minutes), Enter or Space at the hour.
 */
import { type KeyboardEvent, type MouseEvent, type RefObject, useState } from 'react';
import { minutesToTime } from '#core/calendar-days.ts';
import { DEFAULT_FIRST_HOUR } from '../rules/calendar-hours.ts';
import { type CellPosition, keepInGrid, moveCellFocus } from './cell-focus.ts';
import { clickedTime, remPxOf } from './grid-layout.ts';

export interface GridCells {
  /** The one cell in the tab order. */
  tabCell: CellPosition;
  onCellFocus: (cell: CellPosition) => void;
  onCellKeyDown: (event: KeyboardEvent<HTMLButtonElement>, cell: CellPosition) => void;
  onCellClick: (event: MouseEvent<HTMLButtonElement>, day: string, rowIndex: number) => void;
}

export function useGridCells({
  gridRef,
  dayCount,
  rows,
  onCreateAt,
}: {
  gridRef: RefObject<HTMLElement | null>;
  dayCount: number;
  rows: readonly number[];
  onCreateAt: (day: string, time: string) => void;
}): GridCells {
  const [focusCell, setFocusCell] = useState<CellPosition>({ dayIndex: 0, rowIndex: 0 });
  const size = { days: dayCount, rows: rows.length };

  const onCellKeyDown = (event: KeyboardEvent<HTMLButtonElement>, cell: CellPosition) => {
    const next = moveCellFocus(cell, event.key, size);
    if (!next) return;
    event.preventDefault();
    setFocusCell(next);
    gridRef.current
      ?.querySelector<HTMLButtonElement>(`[data-cell="${next.dayIndex}-${next.rowIndex}"]`)
      ?.focus();
  };

  const onCellClick = (event: MouseEvent<HTMLButtonElement>, day: string, rowIndex: number) => {
    // A click from the keyboard (Enter/Space) has no position: the hour itself.
    if (event.detail === 0) {
      const hour = rows[rowIndex] ?? rows[0] ?? DEFAULT_FIRST_HOUR;
      onCreateAt(day, minutesToTime(hour * 60));
      return;
    }
    const remPx = remPxOf(getComputedStyle(document.documentElement).fontSize);
    const offsetPx = event.clientY - event.currentTarget.getBoundingClientRect().top;
    onCreateAt(day, clickedTime(rowIndex, offsetPx, remPx, rows));
  };

  return { tabCell: keepInGrid(focusCell, size), onCellFocus: setFocusCell, onCellKeyDown, onCellClick };
}
