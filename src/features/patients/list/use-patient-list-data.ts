/**
 * What the patient list reads from the local database, without reading every appointment
 * (issue 19): the newest patients and the count at once (the first page of the unfiltered list),
 * then every patient indexed for search and filters, the doctors for the filter and the clinic's
 * users for the doctor avatars. All reactive: a patient added on another device shows without a
 * reload. The appointments the page shows are read per page (use-patient-list-page.ts).
 */
import { useMemo, useState } from 'react';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { throwIfFailed, valueOr } from '#clinic-session/live-query.ts';
import { useLiveQuery } from '#clinic-session/use-live-query.ts';
import { useSyncStatus } from '#clinic-session/use-sync-status.ts';
import { normalizeRole } from '#lib/roles.ts';
import { useClinicToday } from '#lib/use-clinic-today.ts';
import type { ClinicDatabase, UserDoc } from '#sync/api/documents.ts';
import type { PatientListIndex } from '#sync/api/patient-list.ts';
import { type NewestPatients, newestPatients$, patientListIndex$ } from '#sync/api/patient-list-queries.ts';
import { clinicUsers$ } from '#sync/api/user-queries.ts';
import { PATIENTS_PER_PAGE } from './patient-list-page.ts';

export interface PatientListData {
  /** Every patient, indexed; null until read (the newest page shows meanwhile). */
  index: PatientListIndex | null;
  /** The unfiltered list's first page and the number of patients; null until read. */
  newest: NewestPatients | null;
  /** The clinic day ages and the last-appointment filter are taken at. */
  today: string;
  db: ClinicDatabase | null;
  /** The doctor filter's choices (spec part 1 §6: every doctor for a super_admin, else the clinic's). */
  doctors: readonly UserDoc[];
  usersById: ReadonlyMap<string, UserDoc>;
  /** False when there is no clinic to show (a super_admin who has not picked one). */
  hasClinic: boolean;
  /** This device has synced the clinic at least once: an empty list is then truly empty. */
  hasSynced: boolean;
}

const NO_USERS: UserDoc[] = [];

/** A step of the list's reading, reached for this database on this clinic day. */
interface Reached {
  db: ClinicDatabase;
  today: string;
}

const reachedFor = (step: Reached | null, db: ClinicDatabase | null, today: string): boolean =>
  step !== null && db !== null && step.db === db && step.today === today;

export function usePatientListData(): PatientListData {
  const { db, profile } = useClinicSession();
  const today = useClinicToday();
  const superAdmin = normalizeRole(profile?.role) === 'super_admin';
  // Remembered for the database and day it was reached in (React's state from an earlier render):
  // once every patient is indexed, the newest page is no longer read.
  const [indexed, setIndexed] = useState<Reached | null>(null);
  const indexReady = reachedFor(indexed, db, today);
  // The newest page is read only until every patient is indexed: the index answers it after that.
  const newest = valueOr(
    throwIfFailed(
      useLiveQuery(
        () => (db && !indexReady ? newestPatients$(db, PATIENTS_PER_PAGE, today) : null),
        [db, today, indexReady],
      ),
    ),
    null,
  );
  // Every patient is read once the first page is there, so it never waits behind them.
  const indexStarted = db !== null && (indexReady || newest !== null);
  const index = valueOr(
    throwIfFailed(
      useLiveQuery(
        () => (db && indexStarted ? patientListIndex$(db, today) : null),
        [db, indexStarted, today],
      ),
    ),
    null,
  );
  if (db && index !== null && !indexReady) setIndexed({ db, today });
  // The local database holds only the current clinic's users, so "all doctors" of a super_admin
  // are the doctors of the clinic they opened.
  const users = valueOr(
    throwIfFailed(
      useLiveQuery(() => (db ? clinicUsers$(db, { allClinics: superAdmin }) : null), [db, superAdmin]),
    ),
    NO_USERS,
  );
  const doctors = useMemo(() => users.filter((user) => user.role === 'doctor'), [users]);
  const usersById = useMemo(() => new Map(users.map((user) => [user.id, user])), [users]);
  const hasSynced = useSyncStatus()?.hasSynced ?? false;
  return { index, newest, today, db, doctors, usersById, hasClinic: profile?.clinicId != null, hasSynced };
}
