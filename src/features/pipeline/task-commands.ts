/**
 * The pipeline's writes, to the device's database through the sync layer's commands (offline,
 * validated; the replication sends them): saving the dialog (a new task, or the columns the user
 * changed), a card's move (status and position, plus any cards spaced out to make room), the
 * card action's advance to the next column, and deletion (a tombstone).
 */
import type { ClinicDatabase, TaskDoc } from '#sync/api/documents.ts';
import { createTask, deleteTask, updateTask } from '#sync/api/task-commands.ts';
import type { TaskFormValues } from '#sync/validation/task-rules.ts';
import { nextStatus, type Placement, placeOnTop, type TaskStatus } from './board-order.ts';
import { changedTaskFields, type TaskFormSource } from './task-form-values.ts';

export type SaveTaskOutcome = 'created' | 'updated' | 'unchanged';

/** Creates the task (to do, in the user's clinic) or writes what changed; throws when the write fails. */
export async function saveTask(
  db: ClinicDatabase,
  base: (TaskFormSource & { id: string }) | null,
  values: TaskFormValues,
  createdBy: string | null,
): Promise<SaveTaskOutcome> {
  if (!base) {
    const { status: _settableInEditOnly, ...fields } = values;
    await createTask(db, { ...fields, created_by: createdBy });
    return 'created';
  }
  const patch = changedTaskFields(base, values);
  if (Object.keys(patch).length === 0) return 'unchanged';
  await updateTask(db, base.id, patch);
  return 'updated';
}

/** A card dropped in `status` at the placement's position. */
export async function moveTask(
  db: ClinicDatabase,
  task: Pick<TaskDoc, 'id' | 'status' | 'position'>,
  status: TaskStatus,
  placement: Placement,
): Promise<void> {
  for (const card of placement.respaced) {
    if (card.id !== task.id) await updateTask(db, card.id, { position: card.position });
  }
  const patch: Partial<Pick<TaskDoc, 'status' | 'position'>> = {};
  if (task.status !== status) patch.status = status;
  if (task.position !== placement.position) patch.position = placement.position;
  if (Object.keys(patch).length > 0) await updateTask(db, task.id, patch);
}

/**
 * The card action: to the top of the next column; a done task is deleted (the caller asks first).
 * Answers what was done.
 */
export async function advanceTask(
  db: ClinicDatabase,
  task: Pick<TaskDoc, 'id' | 'status' | 'position'>,
  nextColumn: readonly Pick<TaskDoc, 'id' | 'position'>[],
): Promise<'moved' | 'deleted'> {
  const next = nextStatus(task.status);
  if (!next) {
    await deleteTask(db, task.id);
    return 'deleted';
  }
  await updateTask(db, task.id, { status: next, position: placeOnTop(nextColumn, task.position) });
  return 'moved';
}

export async function removeTask(db: ClinicDatabase, id: string): Promise<void> {
  await deleteTask(db, id);
}
