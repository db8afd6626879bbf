import type { ClinicDatabase } from '../collections/collection-registry.ts';
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

/** A new task (status todo, priority medium unless given). */
export type TaskInput = CreateInput<TaskDoc, 'title' | 'description'>;
export type TaskPatch = UpdatePatch<TaskDoc>;

export async function createTask(db: ClinicDatabase, input: TaskInput): Promise<TaskDoc> {
  const now = nowIso();
  const { id, ...fields } = input;
  return insertDocument(db.tasks, {
    status: 'todo',
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

export function updateTask(db: ClinicDatabase, id: string, patch: TaskPatch): Promise<TaskDoc> {
  return patchDocument(db.tasks, id, patch);
}

export function deleteTask(db: ClinicDatabase, id: string): Promise<TaskDoc> {
  return removeDocument(db.tasks, id);
}
