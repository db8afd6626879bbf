/**
 * Incremental sync between two pages (two devices): a task edited on one appears on the other.
 * The edit goes through the local database (pushed at once by the live replication) and arrives
 * with the other device's next poll. The reference is the same edit written with supabase-js
 * and read back by the other page straight away: the network and server part alone.
 */
import { firstValueFrom } from 'rxjs';
import { updateTask } from '#sync/api/task-commands.ts';
import { taskById$ } from '#sync/api/task-queries.ts';
import { currentClinic, currentSession } from './page-session.ts';
import { epochNow, firstMatching, sleep } from './timing.ts';

let watching: Promise<number> | undefined;

export async function taskIds(count: number): Promise<string[]> {
  const { db } = currentClinic();
  const tasks = await db.tasks.find({ sort: [{ id: 'asc' }], limit: count }).exec();
  return tasks.map((task) => task.id);
}

export function watchTaskTitle(id: string, title: string, timeoutMs: number): void {
  const { db } = currentClinic();
  watching = firstMatching(
    taskById$(db, id),
    (task) => task?.title === title,
    timeoutMs,
    `task ${id} showing the edit`,
  ).then(() => epochNow());
  // A rejection is reported by seenAt.
  watching.catch(() => undefined);
}

export function seenAt(): Promise<number> {
  if (!watching) throw new Error('nothing is being watched');
  return watching;
}

export async function editTaskLocally(id: string, title: string): Promise<number> {
  const { db } = currentClinic();
  // The task is loaded first, so the time starts at the write itself.
  await firstValueFrom(taskById$(db, id));
  const at = epochNow();
  await updateTask(db, id, { title });
  return at;
}

export async function editTaskOnServer(id: string, title: string): Promise<number> {
  const { supabase } = currentSession();
  const at = epochNow();
  const { error } = await supabase.from('tasks').update({ title }).eq('id', id);
  if (error) throw new Error(`update task: ${error.message}`);
  return at;
}

export async function readTaskFromServer(id: string, title: string): Promise<number> {
  const { supabase } = currentSession();
  for (let attempt = 0; attempt < 100; attempt++) {
    const { data, error } = await supabase.from('tasks').select('id, title').eq('id', id).single();
    if (error) throw new Error(`read task: ${error.message}`);
    if (data.title === title) return epochNow();
    await sleep(5);
  }
  throw new Error('the server never showed the edit');
}
