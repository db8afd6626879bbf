/** Tasks of the pipeline: the row rules (SQL checks of public.tasks) and the task dialog (spec part 1 §5). */
import * as v from 'valibot';
import {
  finiteNumber,
  nullableTimestamp,
  nullableUuid,
  oneOf,
  requiredText,
  row,
  SYNC_TAIL_ENTRIES,
  text,
  uuid,
  uuidList,
} from './field-rules.ts';
import { MESSAGE_KEYS as K } from './message-keys.ts';

export const TASK_STATUSES = ['todo', 'in_progress', 'done'] as const;
export const TASK_PRIORITIES = ['low', 'medium', 'high'] as const;

/** A stored task row (server table public.tasks). */
export const taskRowRules = row({
  id: uuid,
  clinic_id: uuid,
  title: requiredText,
  description: text,
  status: oneOf(TASK_STATUSES),
  priority: oneOf(TASK_PRIORITIES),
  assigned_to: uuidList,
  due_date: nullableTimestamp,
  created_by: nullableUuid,
  position: finiteNumber,
  ...SYNC_TAIL_ENTRIES,
});

/** The task dialog: title and description required, at least one assigned doctor, due date optional. */
export const taskFormRules = v.object(
  {
    title: requiredText,
    description: requiredText,
    status: oneOf(TASK_STATUSES),
    priority: oneOf(TASK_PRIORITIES),
    assigned_to: v.pipe(uuidList, v.minLength(1, K.selectAtLeastOneDoctor)),
    due_date: nullableTimestamp,
  },
  K.required,
);

export type TaskFormValues = v.InferOutput<typeof taskFormRules>;
