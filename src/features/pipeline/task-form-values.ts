/**
 * The task dialog's values as its inputs hold them (spec part 1 §5, issue 16): texts as typed, the
 * assigned doctors' ids, the priority (medium for a new task), the due date as the date picker's
 * 'yyyy-MM-dd' ('' for none) and the status (settable when editing). Going back, the sync layer's
 * taskFormRules decide; the due date is stored as noon of that day in the clinic's zone, so it
 * reads the same day everywhere. An edit writes only the columns the user changed, so another
 * device's change to a different field (a drag, say) stays.
 */
import { clinicDay, wallMinutesToDate } from '#core/bucharest-time.ts';
import { isCalendarDate } from '#core/calendar-days.ts';
import type { TaskDoc } from '#sync/api/documents.ts';
import { MESSAGE_KEYS, type MessageKey } from '#sync/validation/message-keys.ts';
import {
  TASK_PRIORITIES,
  TASK_STATUSES,
  type TaskFormValues,
  taskFormRules,
} from '#sync/validation/task-rules.ts';
import { assertValid, validationIssues } from '#sync/validation/validate.ts';

export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export type TaskStatusValue = (typeof TASK_STATUSES)[number];

export type TaskFormInput = {
  title: string;
  description: string;
  assigned_to: readonly string[];
  priority: TaskPriority;
  /** 'yyyy-MM-dd', '' for none. */
  due: string;
  status: TaskStatusValue;
};

export type TaskFormField = keyof TaskFormInput;
export type TaskFormCheck =
  | { ok: true; values: TaskFormValues }
  | { ok: false; errors: Partial<Record<TaskFormField, MessageKey>> };

export type TaskFormSource = Pick<
  TaskDoc,
  'title' | 'description' | 'assigned_to' | 'priority' | 'due_date' | 'status'
>;

/** Noon in the clinic's zone: the due day reads the same in every time zone a device may use. */
const DUE_MINUTES = 12 * 60;

export function emptyTaskForm(): TaskFormInput {
  return { title: '', description: '', assigned_to: [], priority: 'medium', due: '', status: 'todo' };
}

export function taskFormInput(task: TaskFormSource): TaskFormInput {
  const due = task.due_date ? new Date(task.due_date) : null;
  return {
    title: task.title,
    description: task.description,
    assigned_to: [...task.assigned_to],
    priority: TASK_PRIORITIES.find((option) => option === task.priority) ?? 'medium',
    due: due && !Number.isNaN(due.getTime()) ? clinicDay(due) : '',
    status: TASK_STATUSES.find((option) => option === task.status) ?? 'todo',
  };
}

const MESSAGE_KEY_SET: ReadonlySet<string> = new Set(Object.values(MESSAGE_KEYS));
const FIELD_OF: Readonly<Record<string, TaskFormField>> = {
  title: 'title',
  description: 'description',
  assigned_to: 'assigned_to',
  priority: 'priority',
  due_date: 'due',
  status: 'status',
};

/** The values to store (texts trimmed), or the first failing rule of each field. */
export function checkTaskForm(input: TaskFormInput): TaskFormCheck {
  const errors: Partial<Record<TaskFormField, MessageKey>> = {};
  const due = input.due.trim();
  if (due !== '' && !isCalendarDate(due)) errors.due = MESSAGE_KEYS.dateInvalid;
  const values = {
    title: input.title.trim(),
    description: input.description.trim(),
    assigned_to: [...new Set(input.assigned_to)],
    priority: input.priority,
    status: input.status,
    due_date: due !== '' && !errors.due ? wallMinutesToDate(due, DUE_MINUTES).toISOString() : null,
  };
  for (const issue of validationIssues(taskFormRules, values)) {
    const field = FIELD_OF[issue.field];
    if (!field || errors[field]) continue;
    errors[field] = MESSAGE_KEY_SET.has(issue.key) ? (issue.key as MessageKey) : MESSAGE_KEYS.invalid;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, values: assertValid(taskFormRules, values) };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** The columns whose value differs from the stored task (the same due day counts as unchanged). */
export function changedTaskFields(base: TaskFormSource, next: TaskFormValues): Partial<TaskFormValues> {
  const changed: Partial<TaskFormValues> = {};
  if (base.title !== next.title) changed.title = next.title;
  if (base.description !== next.description) changed.description = next.description;
  if (!sameList(base.assigned_to, next.assigned_to)) changed.assigned_to = next.assigned_to;
  if (base.priority !== next.priority) changed.priority = next.priority;
  if (base.status !== next.status) changed.status = next.status;
  if (taskFormInput(base).due !== (next.due_date ? clinicDay(new Date(next.due_date)) : '')) {
    changed.due_date = next.due_date;
  }
  return changed;
}
