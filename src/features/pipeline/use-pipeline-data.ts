/**
 * What the pipeline reads from the local database, live: the clinic's tasks, its doctors (the
 * dialog's and the assignee filter's choices) and its users by id (the avatars). A task written
 * on another device shows without a reload. A failed read of the tasks is answered here (the
 * spec's "Error loading tasks: {message}" on the page), not thrown.
 */
import { useMemo } from 'react';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { throwIfFailed, valueOr } from '#clinic-session/live-query.ts';
import { useLiveQuery } from '#clinic-session/use-live-query.ts';
import { useSyncStatus } from '#clinic-session/use-sync-status.ts';
import type { TaskDoc, UserDoc } from '#sync/api/documents.ts';
import { clinicTasks$ } from '#sync/api/task-queries.ts';
import { clinicUsers$ } from '#sync/api/user-queries.ts';

export interface PipelineData {
  /** Null while loading (and while empty before this device's first sync). */
  tasks: readonly TaskDoc[] | null;
  /** The reason the tasks could not be read, when they could not. */
  loadError: string | null;
  doctors: readonly UserDoc[];
  usersById: ReadonlyMap<string, UserDoc>;
  /** The signed-in user's id: 'you' means the tasks assigned to them. */
  me: string | null;
}

const NO_USERS: UserDoc[] = [];

export function usePipelineData(): PipelineData {
  const { db, profile } = useClinicSession();
  const hasSynced = useSyncStatus()?.hasSynced ?? false;
  const answer = useLiveQuery(() => (db ? clinicTasks$(db) : null), [db]);
  const users = valueOr(throwIfFailed(useLiveQuery(() => (db ? clinicUsers$(db) : null), [db])), NO_USERS);
  const doctors = useMemo(() => users.filter((user) => user.role === 'doctor'), [users]);
  const usersById = useMemo(() => new Map(users.map((user) => [user.id, user])), [users]);
  const tasks = answer.state !== 'ready' || (answer.value.length === 0 && !hasSynced) ? null : answer.value;
  return {
    tasks,
    loadError: answer.state === 'failed' ? answer.error.message : null,
    doctors,
    usersById,
    me: profile?.id ?? null,
  };
}
