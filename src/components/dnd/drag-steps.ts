/**
 * Dragging on a grid of equal cells (the calendar's days × 15-minute steps, the pipeline's
 * columns): a pointer's offset read as whole cells, arrow keys as one cell each, both kept within
 * bounds. Pure, so the rules are tested apart from dnd-kit and React.
 */

/** A move in whole cells: sideways (columns) and down (rows); negative is left or up. */
export interface Steps {
  columns: number;
  rows: number;
}

export const NO_STEPS: Steps = { columns: 0, rows: 0 };

/** How far a move may go from where the drag started, in cells, each bound inclusive. */
export interface StepBounds {
  minColumns: number;
  maxColumns: number;
  minRows: number;
  maxRows: number;
}

/** One cell on screen, CSS pixels. */
export interface CellSize {
  widthPx: number;
  heightPx: number;
}

export interface Offset {
  x: number;
  y: number;
}

function clamp(value: number, min: number, max: number): number {
  // `+ 0` turns a -0 from Math.round into 0.
  return Math.min(max, Math.max(min, value)) + 0;
}

export function clampSteps(steps: Steps, bounds: StepBounds): Steps {
  return {
    columns: clamp(steps.columns, bounds.minColumns, bounds.maxColumns),
    rows: clamp(steps.rows, bounds.minRows, bounds.maxRows),
  };
}

/** A pointer's offset as the nearest whole cells within bounds; no move without a usable size. */
export function stepsFromOffset(offset: Offset, cell: CellSize, bounds: StepBounds): Steps {
  const usable =
    cell.widthPx > 0 && cell.heightPx > 0 && Number.isFinite(offset.x) && Number.isFinite(offset.y);
  if (!usable) return NO_STEPS;
  return clampSteps(
    { columns: Math.round(offset.x / cell.widthPx), rows: Math.round(offset.y / cell.heightPx) },
    bounds,
  );
}

const ARROW_STEPS: Readonly<Record<string, Steps>> = {
  ArrowUp: { columns: 0, rows: -1 },
  ArrowDown: { columns: 0, rows: 1 },
  ArrowLeft: { columns: -1, rows: 0 },
  ArrowRight: { columns: 1, rows: 0 },
};

export function isArrowKey(code: string): boolean {
  return code in ARROW_STEPS;
}

/**
 * The steps after an arrow key: one cell that way. Undefined for other keys and at a bound, so
 * presses there do not pile up.
 */
export function arrowStep(code: string, current: Steps, bounds: StepBounds): Steps | undefined {
  const step = ARROW_STEPS[code];
  if (!step) return undefined;
  const next = clampSteps(
    { columns: current.columns + step.columns, rows: current.rows + step.rows },
    bounds,
  );
  return next.columns === current.columns && next.rows === current.rows ? undefined : next;
}

/** The distance on screen between two positions of a drag. */
export function offsetBetween(from: Steps, to: Steps, cell: CellSize): Offset {
  return { x: (to.columns - from.columns) * cell.widthPx, y: (to.rows - from.rows) * cell.heightPx };
}
