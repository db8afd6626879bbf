/**
 * The pipeline's sort (spec part 1 §9): by title, due date, priority (high 3, medium 2, low 1),
 * creation or the number of assignees, ascending or descending; the sort button turns the
 * direction round, and choosing the same field again cycles ascending, descending, none. Ties keep the newest first, so the order never jumps between renders; a task
 * without a due date sorts after every dated one either way.
 */
export const TASK_SORT_FIELDS = ['title', 'due_date', 'priority', 'created_at', 'assignees'] as const;
export type TaskSortField = (typeof TASK_SORT_FIELDS)[number];
export type SortDirection = 'asc' | 'desc';

export interface TaskSort {
  field: TaskSortField;
  direction: SortDirection;
}

/** The spec's list: newest first. */
export const DEFAULT_TASK_SORT: TaskSort = { field: 'created_at', direction: 'desc' };

const PRIORITY_WEIGHT: Readonly<Record<string, number>> = { high: 3, medium: 2, low: 1 };

export interface SortedTask {
  title: string;
  due_date: string | null;
  priority: string;
  created_at: string;
  assigned_to: readonly string[];
}

export function nextDirection(direction: SortDirection): SortDirection {
  return direction === 'asc' ? 'desc' : 'asc';
}

/** The sort after choosing `field` (spec part 1 §9): a new field ascending, then descending, then none. */
export function nextSort(current: TaskSort | null, field: TaskSortField): TaskSort | null {
  if (current?.field !== field) return { field, direction: 'asc' };
  return current.direction === 'asc' ? { field, direction: 'desc' } : null;
}

function compareBy(field: TaskSortField, a: SortedTask, b: SortedTask): number {
  switch (field) {
    case 'title':
      return a.title.localeCompare(b.title, 'ro', { sensitivity: 'base' });
    case 'due_date':
      return (a.due_date ?? '').localeCompare(b.due_date ?? '');
    case 'priority':
      return (PRIORITY_WEIGHT[a.priority] ?? 0) - (PRIORITY_WEIGHT[b.priority] ?? 0);
    case 'created_at':
      return a.created_at.localeCompare(b.created_at);
    case 'assignees':
      return a.assigned_to.length - b.assigned_to.length;
  }
}

/** The order of a sort, for a list's sort or for picking a column's first cards. */
export function taskComparator(sort: TaskSort): (a: SortedTask, b: SortedTask) => number {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return (a, b) => {
    if (sort.field === 'due_date' && (a.due_date === null) !== (b.due_date === null)) {
      return a.due_date === null ? 1 : -1;
    }
    return sign * compareBy(sort.field, a, b) || b.created_at.localeCompare(a.created_at);
  };
}

export function sortTasks<T extends SortedTask>(tasks: readonly T[], sort: TaskSort): T[] {
  return [...tasks].sort(taskComparator(sort));
}
