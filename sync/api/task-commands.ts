import type { ClinicDatabase } from '../collections/collection-registry.ts';
import { newTaskPosition } from '../collections/task-position.ts';

/** The room a card dropped at either end of a column leaves beside its neighbour. */
export { POSITION_STEP } from '../collections/task-position.ts';

import type { TaskDoc } from '../collections/tasks-collection.ts';
import { clinicDatabaseContext } from '../database/clinic-database-context.ts';
import {
  type CreateInput,
  definedOnly,
  insertDocument,
  newRowColumns,
  nowIso,
  patchDocument,
  removeDocument,
  type UpdatePatch,
} from './document-commands.ts';

/** A new task (status todo, priority medium, on top of its column unless given). */
export type TaskInput = CreateInput<TaskDoc, 'title' | 'description'>;
export type TaskPatch = UpdatePatch<TaskDoc>;

export async function createTask(db: ClinicDatabase, input: TaskInput): Promise<TaskDoc> {
  const now = nowIso();
  const { id, ...fields } = input;
  const status = input.status ?? 'todo';
  const position = input.position ?? newTaskPosition(now, await topOfColumn(db, status));
  return insertDocument(db.tasks, {
    status,
    position,
    priority: 'medium',
    assigned_to: [],
    due_date: null,
    created_by: null,
    ...definedOnly(fields),
    ...newRowColumns(id, now),
    clinic_id: clinicDatabaseContext(db).clinicId,
    title: input.title,
    description: input.description,
  });
}

/** The smallest position in a column, null when it is empty. */
async function topOfColumn(db: ClinicDatabase, status: TaskDoc['status']): Promise<number | null> {
  const column = await db.tasks.find({ selector: { status } }).exec();
  return column.reduce<number | null>(
    (top, task) => (top === null ? task.position : Math.min(top, task.position)),
    null,
  );
}

export function updateTask(db: ClinicDatabase, id: string, patch: TaskPatch): Promise<TaskDoc> {
  return patchDocument(db.tasks, id, patch);
}

export function deleteTask(db: ClinicDatabase, id: string): Promise<TaskDoc> {
  return removeDocument(db.tasks, id);
}
