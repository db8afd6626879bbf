/**
 * The board's columns and where a card lands (issue 16), pure. Each column holds its tasks in the
 * board's own order (position, smaller first; a task never dragged sits by creation, newest
 * first) unless a sort is chosen. A card dropped between two others takes the position halfway
 * between theirs, so only the moved card changes; when two neighbours have no room left between
 * them (after many drops at one spot) the column is spaced out again and those cards are written
 * too. A card sent to another column by its action lands on top there.
 */

import { FirstInOrder } from '#lib/first-in-order.ts';
import { isOneOf } from '#lib/search-param-lists.ts';
import { POSITION_STEP } from '#sync/api/task-commands.ts';
import { TASK_STATUSES } from '#sync/validation/task-rules.ts';
import { type SortedTask, type TaskSort, taskComparator } from './task-sort.ts';

export type TaskStatus = (typeof TASK_STATUSES)[number];

export interface BoardTask extends SortedTask {
  id: string;
  status: string;
  position: number;
}

export type BoardColumns<T> = Readonly<Record<TaskStatus, readonly T[]>>;

/** The board's own order: position, then id, so two devices agree on a tie. */
export function byPosition(a: { id: string; position: number }, b: { id: string; position: number }): number {
  return a.position - b.position || a.id.localeCompare(b.id);
}

/** The order within a column: the board's own (position) or the chosen sort. */
export function columnOrder(sort: TaskSort | null): (a: BoardTask, b: BoardTask) => number {
  return sort ? taskComparator(sort) : byPosition;
}

const isColumn = isOneOf(TASK_STATUSES);

/** One whole column in order: the tasks in `status` that `keep` keeps. */
export function boardColumn<T extends BoardTask>(
  tasks: readonly T[],
  status: TaskStatus,
  keep: (task: T) => boolean,
  sort: TaskSort | null,
): T[] {
  return tasks.filter((task) => task.status === status && keep(task)).sort(columnOrder(sort));
}

/** What the board shows: how many tasks each column holds, and its first cards in order. */
export interface BoardView<T> {
  counts: Readonly<Record<TaskStatus, number>>;
  cards: BoardColumns<T>;
}

/**
 * The board in one pass over the clinic's tasks: those `keep` keeps, counted per column, and each
 * column's first `limits[status]` in order. Thousands of tasks, a dozen cards a column: nothing is
 * sorted whole (the board opens and follows a filter change within a frame).
 */
export function boardView<T extends BoardTask>(
  tasks: readonly T[],
  keep: (task: T) => boolean,
  sort: TaskSort | null,
  limits: Readonly<Record<TaskStatus, number>>,
): BoardView<T> {
  const order = columnOrder(sort);
  const first = {
    todo: new FirstInOrder<T>(limits.todo, order),
    in_progress: new FirstInOrder<T>(limits.in_progress, order),
    done: new FirstInOrder<T>(limits.done, order),
  };
  for (const task of tasks) {
    if (isColumn(task.status) && keep(task)) first[task.status].offer(task);
  }
  return {
    counts: { todo: first.todo.count, in_progress: first.in_progress.count, done: first.done.count },
    cards: { todo: first.todo.items, in_progress: first.in_progress.items, done: first.done.items },
  };
}

/** The status a card's action leads to; null on a done card, whose action deletes it. */
export function nextStatus(status: string): TaskStatus | null {
  if (status === 'todo') return 'in_progress';
  if (status === 'in_progress') return 'done';
  return null;
}

export interface Placement {
  /** The moved card's new position. */
  position: number;
  /** Other cards of the column given new positions to make room (usually none). */
  respaced: readonly { id: string; position: number }[];
}

/** Spaced out again from the first card's position, one step apart, in the same order. */
function respace(column: readonly { id: string; position: number }[]) {
  const start = column[0]?.position ?? 0;
  return column.map((task, index) => ({ id: task.id, position: start + index * POSITION_STEP }));
}

function between(before: number | undefined, after: number | undefined, own: number): number | null {
  if (before === undefined && after === undefined) return own;
  if (before === undefined && after !== undefined) return after - POSITION_STEP;
  if (after === undefined && before !== undefined) return before + POSITION_STEP;
  const middle = ((before as number) + (after as number)) / 2;
  return middle > (before as number) && middle < (after as number) ? middle : null;
}

/**
 * The position of a card dropped at `index` of a column (in the board's own order, the moved
 * card left out); `own` is its position now, kept when the column is empty.
 */
export function placeAt(
  column: readonly { id: string; position: number }[],
  index: number,
  own: number,
): Placement {
  const at = Math.max(0, Math.min(index, column.length));
  const position = between(column[at - 1]?.position, column[at]?.position, own);
  if (position !== null) return { position, respaced: [] };
  const respaced = respace(column);
  const room = between(respaced[at - 1]?.position, respaced[at]?.position, own);
  return { position: room ?? own, respaced };
}

/** On top of a column (a card sent there by its action). */
export function placeOnTop(column: readonly { id: string; position: number }[], own: number): number {
  const first = column[0];
  return first ? Math.min(own, first.position - POSITION_STEP) : own;
}

/**
 * Where a dragged card lands in the column it is over, by dnd-kit sortable's rule: the place of
 * the card under it (the end when over the column itself, its own place when over itself).
 * `column` holds the ids the column shows during the drag, the dragged card included.
 */
export function landingIndex(column: readonly string[], activeId: string, overId: string | null): number {
  const own = column.indexOf(activeId);
  const over = overId === null ? -1 : column.indexOf(overId);
  if (over >= 0) return over;
  return own >= 0 && overId === activeId ? own : Math.max(0, column.length - 1);
}
