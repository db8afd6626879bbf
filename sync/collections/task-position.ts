/**
 * Where a task sits within its pipeline column (issue 16): a number, smaller first. A task never
 * dragged sits by its creation time, newest first — the same rule as the server's migration
 * (supabase/migrations/20261128000100_task_position.sql): minus its creation instant in whole
 * milliseconds.
 */
export function positionFromCreatedAt(createdAt: string): number {
  const ms = Date.parse(createdAt);
  return Number.isFinite(ms) ? -Math.floor(ms) : 0;
}

/** The room left between a card put at either end of a column and its neighbour (a second's worth). */
export const POSITION_STEP = 1000;

/**
 * The position of a new task: on top of its column, by its creation time like every task never
 * dragged, and above a card dragged to the top since (whose position may be smaller).
 */
export function newTaskPosition(createdAt: string, topOfColumn: number | null): number {
  const byCreation = positionFromCreatedAt(createdAt);
  return topOfColumn === null ? byCreation : Math.min(byCreation, topOfColumn - POSITION_STEP);
}
