/**
 * What the pipeline reads from the local database, live, as one LiveQuery: the clinic's tasks,
 * its doctors (the dialog's and the assignee filter's choices) and its users by id (the avatars).
 * A task written on another device shows without a reload. Loading also while the tasks are empty
 * before this device's first sync; a failed read of the tasks is answered (the page says the
 * spec's "Error loading tasks: {message}"), a failed read of the users goes to the route's error
 * screen, as before.
 */
import { useMemo } from 'react';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { useClinicPeople } from '#clinic-session/use-clinic-people.ts';
import { useLiveQuery } from '#clinic-session/use-live-query.ts';
import { useSyncStatus } from '#clinic-session/use-sync-status.ts';
import { type LiveQuery, LOADING, ready, throwIfFailed, untilSynced, valueOr } from '#lib/live-query.ts';
import type { TaskDoc, UserDoc } from '#sync/api/documents.ts';
import { clinicTasks$ } from '#sync/api/task-queries.ts';

export interface PipelineData {
  tasks: readonly TaskDoc[];
  doctors: readonly UserDoc[];
  usersById: ReadonlyMap<string, UserDoc>;
}

export function usePipelineData(): LiveQuery<PipelineData> {
  const { db } = useClinicSession();
  const hasSynced = useSyncStatus()?.hasSynced ?? false;
  const tasks = untilSynced(
    useLiveQuery(() => (db ? clinicTasks$(db) : null), [db]),
    hasSynced,
  );
  const people = valueOr(throwIfFailed(useClinicPeople()), null);
  const taskList = valueOr(tasks, null);
  // One answer per change, so the page's filtering runs again only when something changed.
  const answer = useMemo(
    () => (taskList && people ? ready<PipelineData>({ tasks: taskList, ...people }) : LOADING),
    [taskList, people],
  );
  return tasks.state === 'failed' ? tasks : answer;
}
