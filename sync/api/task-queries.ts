import { map, type Observable } from 'rxjs';
import type { ClinicDatabase } from '../collections/collection-registry.ts';
import type { TaskDoc } from '../collections/tasks-collection.ts';
import { plainDoc$, plainDocs$ } from './plain-results.ts';

const newestFirst = (a: TaskDoc, b: TaskDoc) =>
  Date.parse(b.created_at) - Date.parse(a.created_at) || a.id.localeCompare(b.id);

/** The clinic's tasks, newest first (spec: ordered by created_at descending). */
export function tasks$(db: ClinicDatabase): Observable<TaskDoc[]> {
  return plainDocs$(db.tasks.find()).pipe(map((tasks) => tasks.sort(newestFirst)));
}

/** One column of the kanban: the tasks in `status`, newest first. */
export function tasksByStatus$(db: ClinicDatabase, status: TaskDoc['status']): Observable<TaskDoc[]> {
  return plainDocs$(db.tasks.find({ selector: { status } })).pipe(map((tasks) => tasks.sort(newestFirst)));
}

export function taskById$(db: ClinicDatabase, id: string): Observable<TaskDoc | null> {
  return plainDoc$(db.tasks.findOne(id));
}
