/**
 * What the patient list reads from the local database: the index of every patient (built once
 * per change of patients, appointments or day, so filtering and typing only scan it), the
 * doctors for the filter and the clinic's users for the doctor avatars. All reactive: a patient
 * added on another device shows without a reload.
 */
import { useMemo } from 'react';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { throwIfFailed, valueOr } from '#clinic-session/live-query.ts';
import { useLiveQuery } from '#clinic-session/use-live-query.ts';
import { useSyncStatus } from '#clinic-session/use-sync-status.ts';
import { normalizeRole } from '#lib/roles.ts';
import { useClinicToday } from '#lib/use-clinic-today.ts';
import type { UserDoc } from '#sync/api/documents.ts';
import { indexPatientList, type PatientListIndex } from '#sync/api/patient-list.ts';
import { patientListSource$ } from '#sync/api/patient-queries.ts';
import { clinicUsers$ } from '#sync/api/user-queries.ts';

export interface PatientListData {
  /** Null while the clinic database opens or its first answer is on the way (the list says it is loading). */
  index: PatientListIndex | null;
  /** The doctor filter's choices (spec part 1 §6: every doctor for a super_admin, else the clinic's). */
  doctors: readonly UserDoc[];
  usersById: ReadonlyMap<string, UserDoc>;
  /** False when there is no clinic to show (a super_admin who has not picked one). */
  hasClinic: boolean;
  /** This device has synced the clinic at least once: an empty list is then truly empty. */
  hasSynced: boolean;
}

const NO_USERS: UserDoc[] = [];

export function usePatientListData(): PatientListData {
  const { db, profile } = useClinicSession();
  const today = useClinicToday();
  const superAdmin = normalizeRole(profile?.role) === 'super_admin';
  const sourceQuery = throwIfFailed(useLiveQuery(() => (db ? patientListSource$(db) : null), [db]));
  const source = valueOr(sourceQuery, null);
  // The local database holds only the current clinic's users, so "all doctors" of a super_admin
  // are the doctors of the clinic they opened.
  const users = valueOr(
    throwIfFailed(
      useLiveQuery(() => (db ? clinicUsers$(db, { allClinics: superAdmin }) : null), [db, superAdmin]),
    ),
    NO_USERS,
  );
  const index = useMemo(
    () => (source ? indexPatientList(source.patients, source.appointments, today) : null),
    [source, today],
  );
  const doctors = useMemo(() => users.filter((user) => user.role === 'doctor'), [users]);
  const usersById = useMemo(() => new Map(users.map((user) => [user.id, user])), [users]);
  const hasSynced = useSyncStatus()?.hasSynced ?? false;
  return { index, doctors, usersById, hasClinic: profile?.clinicId != null, hasSynced };
}
