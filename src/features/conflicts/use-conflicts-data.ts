/**
 * What the conflicts list reads, live: this device's open conflicts, oldest first, in groups (a
 * refused new patient with the rows refused because of him), and the names of the rows they point
 * at. Loading until the clinic's database is open and read.
 */
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { useLiveQuery } from '#clinic-session/use-live-query.ts';
import { type LiveQuery, ready, valueOr } from '#lib/live-query.ts';
import type { ConflictRecord } from '#sync/api/conflict-records.ts';
import { type ConflictGroup, groupConflicts } from './conflict-groups.ts';
import { referencedRows, summarizeConflicts } from './conflict-summary.ts';
import { NO_NAMES, namesFromConflicts, type ReferenceNames } from './reference-names.ts';
import { useReferenceNames } from './use-reference-names.ts';

export interface ConflictsData {
  groups: ConflictGroup[];
  names: ReferenceNames;
}

/** A super_admin outside a clinic has no clinic database, hence no conflicts. */
const NO_CONFLICTS = ready<readonly ConflictRecord[]>([]);

export function useConflictsData(): LiveQuery<ConflictsData> {
  const { db, sync, profile } = useClinicSession();
  const read = useLiveQuery<readonly ConflictRecord[]>(() => sync?.conflicts.list$(), [sync]);
  const records = sync === null && profile?.clinicId == null ? NO_CONFLICTS : read;
  const summaries = summarizeConflicts(valueOr(records, []));
  const stored = useReferenceNames(db, referencedRows(summaries));
  if (records.state !== 'ready') return records;
  if (stored.state === 'failed') return stored;
  // Names only label the cards: until they are read the titles show the entity alone. A new
  // patient the server refused is only in his conflict: his booking is named from there.
  const names = new Map([...namesFromConflicts(records.value), ...valueOr(stored, NO_NAMES)]);
  return ready({ groups: groupConflicts(summaries), names });
}
