/** The words of the pipeline (spec part 1 §2, §9): statuses, priorities, due-date buckets and sort fields, in ro and en. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TaskStatus } from './board-order.ts';
import type { DueBucket } from './task-filters.ts';
import type { TaskPriority } from './task-form-values.ts';
import type { TaskSortField } from './task-sort.ts';

export const STATUS_LABELS: Record<TaskStatus, MessageDescriptor> = {
  todo: msg`De făcut`,
  in_progress: msg`În lucru`,
  done: msg`Finalizat`,
};

export const PRIORITY_LABELS: Record<TaskPriority, MessageDescriptor> = {
  low: msg`Scăzută`,
  medium: msg`Medie`,
  high: msg`Ridicată`,
};

export const DUE_LABELS: Record<DueBucket, MessageDescriptor> = {
  today: msg`Azi`,
  tomorrow: msg`Mâine`,
  this_week: msg`Săptămâna aceasta`,
  next_week: msg`Săptămâna viitoare`,
  overdue: msg`Depășite`,
};

export const SORT_LABELS: Record<TaskSortField, MessageDescriptor> = {
  title: msg`Titlu`,
  due_date: msg`Termen`,
  priority: msg`Prioritate`,
  created_at: msg`Data creării`,
  assignees: msg`Număr de medici`,
};
