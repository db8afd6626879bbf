/**
 * What the patient list reads from the local database, without reading every appointment
 * (issue 19): the newest patients and the count at once (the first page of the unfiltered list),
 * then every patient indexed for search and filters, the doctors for the filter and the clinic's
 * users for the doctor avatars. All reactive: a patient added on another device shows without a
 * reload. The appointments the page shows are read per page (use-patient-list-page.ts).
 *
 * One LiveQuery: loading until the first page (or the index) and the users are read, and while the
 * clinic is empty before this device's first full sync, when "none" may only mean "not here yet".
 */
import { useMemo, useState } from 'react';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { useClinicPeople } from '#clinic-session/use-clinic-people.ts';
import { useLiveQuery } from '#clinic-session/use-live-query.ts';
import { useSyncStatus } from '#clinic-session/use-sync-status.ts';
import { combineLiveQueries, type LiveQuery, LOADING, ready, untilSynced, valueOr } from '#lib/live-query.ts';
import { normalizeRole } from '#lib/roles.ts';
import { useClinicToday } from '#lib/use-clinic-today.ts';
import type { ClinicDatabase, UserDoc } from '#sync/api/documents.ts';
import type { ListedPatient, PatientListIndex } from '#sync/api/patient-list.ts';
import { type NewestPatients, newestPatients$, patientListIndex$ } from '#sync/api/patient-list-queries.ts';
import { PATIENTS_PER_PAGE } from './patient-list-page.ts';

export interface PatientListData {
  /** Every patient, indexed; null until read (the newest page shows meanwhile). */
  index: PatientListIndex | null;
  /** The unfiltered list's first page and the number of patients; null once the index answers them. */
  newest: NewestPatients | null;
  /** The clinic day ages and the last-appointment filter are taken at. */
  today: string;
  db: ClinicDatabase;
  /** The doctor filter's choices (spec part 1 §6: every doctor for a super_admin, else the clinic's). */
  doctors: readonly UserDoc[];
  usersById: ReadonlyMap<string, UserDoc>;
}

/** A step of the list's reading, reached for this database on this clinic day. */
interface Reached {
  db: ClinicDatabase;
  today: string;
}

const reachedFor = (step: Reached | null, db: ClinicDatabase | null, today: string): boolean =>
  step !== null && db !== null && step.db === db && step.today === today;

/**
 * The list's patients as far as they are read: the index once there, else the newest page (the
 * unfiltered list's first page is empty exactly when the clinic is).
 */
function patientsRead(
  index: LiveQuery<PatientListIndex>,
  newest: LiveQuery<NewestPatients>,
): LiveQuery<readonly ListedPatient[]> {
  if (index.state === 'failed') return index;
  if (index.state === 'ready') return ready(index.value.entries);
  return newest.state === 'ready' ? ready(newest.value.entries) : newest;
}

export function usePatientListData(): LiveQuery<PatientListData> {
  const { db, profile } = useClinicSession();
  const today = useClinicToday();
  const superAdmin = normalizeRole(profile?.role) === 'super_admin';
  // Remembered for the database and day it was reached in (React's state from an earlier render):
  // once every patient is indexed, the newest page is no longer read.
  const [indexed, setIndexed] = useState<Reached | null>(null);
  const indexReady = reachedFor(indexed, db, today);
  // The newest page is read only until every patient is indexed: the index answers it after that.
  const newestQuery = useLiveQuery(
    () => (db && !indexReady ? newestPatients$(db, PATIENTS_PER_PAGE, today) : null),
    [db, today, indexReady],
  );
  const newest = valueOr(newestQuery, null);
  // Every patient is read once the first page is there, so it never waits behind them.
  const indexStarted = db !== null && (indexReady || newest !== null);
  const indexQuery = useLiveQuery(
    () => (db && indexStarted ? patientListIndex$(db, today) : null),
    [db, indexStarted, today],
  );
  const index = valueOr(indexQuery, null);
  if (db && index !== null && !indexReady) setIndexed({ db, today });
  const usersQuery = useClinicPeople({ allClinics: superAdmin });
  const people = valueOr(usersQuery, null);
  const hasSynced = useSyncStatus()?.hasSynced ?? false;
  // Before this device's first full sync an empty clinic is only "not here yet": still loading.
  const read = combineLiveQueries({
    patients: untilSynced(patientsRead(indexQuery, newestQuery), hasSynced),
    users: usersQuery,
  });
  const answer = useMemo(
    () => (db && people ? ready<PatientListData>({ index, newest, today, db, ...people }) : null),
    [index, newest, today, db, people],
  );
  return read.state === 'ready' && answer ? answer : read.state === 'failed' ? read : LOADING;
}
