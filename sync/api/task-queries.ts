import { map, type Observable } from 'rxjs';
import type { ClinicDatabase } from '../collections/collection-registry.ts';
import type { TaskDoc } from '../collections/tasks-collection.ts';
import { plainDoc$, plainDocs$, sharedPlainDocs$ } from './plain-results.ts';

/** Newest first, each creation time read once (a clinic has thousands of tasks). */
function newestFirst(tasks: TaskDoc[]): TaskDoc[] {
  const keyed = tasks.map((task) => ({ task, created: Date.parse(task.created_at) }));
  keyed.sort((a, b) => b.created - a.created || a.task.id.localeCompare(b.task.id));
  return keyed.map(({ task }) => task);
}

/** The clinic's tasks, newest first (spec: ordered by created_at descending). */
export function tasks$(db: ClinicDatabase): Observable<TaskDoc[]> {
  return plainDocs$(db.tasks.find()).pipe(map(newestFirst));
}

/**
 * The clinic's tasks in no particular order, for a screen that orders them itself (the pipeline),
 * read-only copies shared between openings of the screen (the same array while nothing changed).
 */
export function clinicTasks$(db: ClinicDatabase): Observable<readonly TaskDoc[]> {
  return sharedPlainDocs$(db.tasks.find());
}

/** One column of the kanban: the tasks in `status`, newest first. */
export function tasksByStatus$(db: ClinicDatabase, status: TaskDoc['status']): Observable<TaskDoc[]> {
  return plainDocs$(db.tasks.find({ selector: { status } })).pipe(map(newestFirst));
}

export function taskById$(db: ClinicDatabase, id: string): Observable<TaskDoc | null> {
  return plainDoc$(db.tasks.findOne(id));
}
