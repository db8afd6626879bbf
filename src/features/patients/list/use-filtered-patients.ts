/**
 * The rows of the index that pass the filter, worked out again only when the index or the
 * filter's contents change: the query object is new on every render (it comes from the URL),
 * so its contents, not its identity, decide.
 */
import { useRef } from 'react';
import {
  filterPatientList,
  type PatientListFilter,
  type PatientListIndex,
  type PatientListRow,
} from '#sync/api/patient-list.ts';

const NONE: PatientListRow[] = [];

export function useFilteredPatients(
  index: PatientListIndex | null,
  filter: PatientListFilter,
): PatientListRow[] {
  const key = JSON.stringify(filter);
  const last = useRef<{ index: PatientListIndex | null; key: string; rows: PatientListRow[] } | null>(null);
  // A pure cache of the last answer: a render React throws away leaves a correct entry behind.
  if (last.current === null || last.current.index !== index || last.current.key !== key) {
    last.current = { index, key, rows: index ? filterPatientList(index, filter) : NONE };
  }
  return last.current.rows;
}
