/**
 * The clinic's people as screens use them: its doctors (choices and filters) and every user by id
 * (avatars, names), worked out once per change of the users, not of whatever else the screen reads.
 * `allClinics`: a super administrator's "all doctors" are those of the clinic they opened, the
 * only clinic the local database holds.
 */
import { useMemo } from 'react';
import { type LiveQuery, LOADING, ready } from '#lib/live-query.ts';
import type { UserDoc } from '#sync/api/documents.ts';
import { clinicUsers$ } from '#sync/api/user-queries.ts';
import { useClinicSession } from './clinic-session-context.ts';
import { useLiveQuery } from './use-live-query.ts';

export interface ClinicPeople {
  doctors: readonly UserDoc[];
  usersById: ReadonlyMap<string, UserDoc>;
}

export function useClinicPeople({
  allClinics = false,
}: {
  allClinics?: boolean;
} = {}): LiveQuery<ClinicPeople> {
  const { db } = useClinicSession();
  const users = useLiveQuery(() => (db ? clinicUsers$(db, { allClinics }) : null), [db, allClinics]);
  const list = users.state === 'ready' ? users.value : null;
  const people = useMemo(
    () =>
      list && {
        doctors: list.filter((user) => user.role === 'doctor'),
        usersById: new Map(list.map((user) => [user.id, user])),
      },
    [list],
  );
  if (users.state === 'failed') return users;
  return people ? ready(people) : LOADING;
}
