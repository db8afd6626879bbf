/**
 * The pipeline's filters (spec part 1 §2 Pipeline, §9; issue 16), pure: priority and assignee
 * (any of the chosen), the due-date buckets, and 'you' / 'team'. Days are the clinic's (Bucharest).
 * - today, tomorrow: the due date falls on that clinic day;
 * - this_week: from now to 7 days ahead (the spec's words);
 * - next_week: after that, up to 14 days ahead (spec-silent: the week that follows this_week);
 * - overdue: due before now and not done.
 * 'you' shows the signed-in user's tasks: assigned to them or created by them. Only doctors can be
 * assigned, so for staff and administrators 'you' is what they asked of others (the spec's quirk,
 * one fixed doctor, is corrected knowingly; see the architecture page); 'team' shows every task.
 */
import { clinicDay } from '#core/bucharest-time.ts';
import { addDays } from '#core/calendar-days.ts';

export const DUE_BUCKETS = ['today', 'tomorrow', 'this_week', 'next_week', 'overdue'] as const;
export type DueBucket = (typeof DUE_BUCKETS)[number];
export type TaskScope = 'you' | 'team';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TaskFilter {
  priorities: readonly string[];
  assignees: readonly string[];
  due: readonly DueBucket[];
  scope: TaskScope;
}

export const NO_TASK_FILTER: TaskFilter = { priorities: [], assignees: [], due: [], scope: 'team' };

/** What the filters read of a task (a TaskDoc has it all). */
export interface FilteredTask {
  status: string;
  priority: string;
  assigned_to: readonly string[];
  due_date: string | null;
  /** Who created the task (the server records it); null for tasks from before it did. */
  created_by: string | null;
}

/** Whether a task falls in a due-date bucket at `now`. */
export function inDueBucket(task: FilteredTask, bucket: DueBucket, now: Date): boolean {
  if (!task.due_date) return false;
  const due = Date.parse(task.due_date);
  if (Number.isNaN(due)) return false;
  const today = clinicDay(now);
  switch (bucket) {
    case 'today':
      return clinicDay(new Date(due)) === today;
    case 'tomorrow':
      return clinicDay(new Date(due)) === addDays(today, 1);
    case 'this_week':
      return due >= now.getTime() && due <= now.getTime() + 7 * DAY_MS;
    case 'next_week':
      return due > now.getTime() + 7 * DAY_MS && due <= now.getTime() + 14 * DAY_MS;
    case 'overdue':
      return due < now.getTime() && task.status !== 'done';
  }
}

/**
 * Whether a task passes the filters at `now` for the signed-in user `me`; built once per filter
 * change, then asked of each of the clinic's thousands of tasks.
 */
export function taskMatcher(
  filter: TaskFilter,
  context: { now: Date; me: string | null },
): (task: FilteredTask) => boolean {
  const { priorities, assignees, due, scope } = filter;
  const { now, me } = context;
  return (task) =>
    (scope === 'team' || (me !== null && (task.assigned_to.includes(me) || task.created_by === me))) &&
    (priorities.length === 0 || priorities.includes(task.priority)) &&
    (assignees.length === 0 || task.assigned_to.some((id) => assignees.includes(id))) &&
    (due.length === 0 || due.some((bucket) => inDueBucket(task, bucket, now)));
}
