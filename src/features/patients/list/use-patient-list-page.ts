/**
 * The page of the patient list to show: the index filtered (worked out again only when the index,
 * the filter's contents or the appointment filters' answers change), cut to the page, and the
 * appointments of that page's patients. Before the index is read, the unfiltered first page
 * comes from the newest patients; a search or filter typed meanwhile waits for the index.
 */
import { useMemo, useRef, useState } from 'react';
import { throwIfFailed, valueOr } from '#clinic-session/live-query.ts';
import { useLiveQuery } from '#clinic-session/use-live-query.ts';
import {
  type AppointmentFilterSets,
  filterPatientList,
  type ListedPatient,
  NO_APPOINTMENT_FILTERS,
  type PatientListFilter,
  type PatientListRow,
  patientListRows,
} from '#sync/api/patient-list.ts';
import { appointmentFilterSets$, patientVisits$ } from '#sync/api/patient-list-queries.ts';
import { PATIENTS_PER_PAGE, pageOfRows } from './patient-list-page.ts';
import type { PatientListData } from './use-patient-list-data.ts';

export interface PatientListPageView {
  rows: PatientListRow[];
  page: number;
  totalPages: number;
  total: number;
  /** Nothing to show yet: the patients, the filters' answers or the page's appointments are on the way. */
  loading: boolean;
}

const isUnfiltered = (filter: PatientListFilter) =>
  !filter.search?.trim() &&
  !filter.lastAppointment &&
  !filter.doctorIds?.length &&
  !filter.statuses?.length &&
  !filter.ageBands?.length &&
  !filter.genders?.length;

function useAppointmentFilterSets(
  data: PatientListData,
  filter: PatientListFilter,
): AppointmentFilterSets | null {
  const { db, today } = data;
  const doctorIds = filter.doctorIds ?? [];
  const lastAppointment = filter.lastAppointment ?? null;
  const needed = doctorIds.length > 0 || lastAppointment !== null;
  const doctorKey = doctorIds.join(',');
  const sets = valueOr(
    throwIfFailed(
      useLiveQuery(
        () => (db && needed ? appointmentFilterSets$(db, { doctorIds, lastAppointment }, today) : null),
        // doctorIds is new on every render (it comes from the URL): its contents decide.
        [db, needed, doctorKey, lastAppointment, today],
      ),
    ),
    null,
  );
  return needed ? sets : NO_APPOINTMENT_FILTERS;
}

/** The entries that pass `filter`, kept while the index, the filter's contents and the sets stay the same. */
function useFilteredEntries(
  data: PatientListData,
  filter: PatientListFilter,
  sets: AppointmentFilterSets | null,
): ListedPatient[] | null {
  const key = JSON.stringify(filter);
  const last = useRef<{
    index: PatientListData['index'];
    key: string;
    sets: AppointmentFilterSets | null;
    entries: ListedPatient[] | null;
  } | null>(null);
  const { index } = data;
  // A pure cache of the last answer: a render React throws away leaves a correct entry behind.
  if (
    last.current === null ||
    last.current.index !== index ||
    last.current.key !== key ||
    last.current.sets !== sets
  ) {
    last.current = {
      index,
      key,
      sets,
      entries: index && sets ? filterPatientList(index, filter, sets) : null,
    };
  }
  return last.current.entries;
}

export function usePatientListPage(
  data: PatientListData,
  filter: PatientListFilter,
  page: number,
): PatientListPageView {
  const sets = useAppointmentFilterSets(data, filter);
  const passed = useFilteredEntries(data, filter, sets);
  const firstPageEarly = passed === null && data.newest !== null && isUnfiltered(filter) && page <= 1;
  const { newest } = data;
  const shown = useMemo(() => {
    if (passed) return pageOfRows(passed, page);
    if (!firstPageEarly || !newest) return null;
    return {
      rows: newest.entries,
      page: 1,
      totalPages: Math.max(1, Math.ceil(newest.total / PATIENTS_PER_PAGE)),
      total: newest.total,
    };
  }, [passed, page, firstPageEarly, newest]);
  const ids = shown?.rows.map((entry) => entry.patient.id) ?? [];
  const idsKey = ids.join(',');
  const { db, today } = data;
  const visits = valueOr(
    throwIfFailed(
      useLiveQuery(
        () => (db && shown ? patientVisits$(db, ids, today) : null),
        // The ids are a new array on every render: their contents decide.
        [db, shown !== null, idsKey, today],
      ),
    ),
    null,
  );
  const view = useMemo(
    () =>
      shown && visits
        ? {
            rows: patientListRows(shown.rows, visits),
            page: shown.page,
            totalPages: shown.totalPages,
            total: shown.total,
            loading: false,
          }
        : null,
    [shown, visits],
  );
  // While the next page's appointments are read, the page shown stays (a few milliseconds): the
  // last view is kept as React state from an earlier render. An empty one is not kept: patients
  // arriving in a first sync would otherwise show "no patients" until their appointments are read.
  const [lastView, setLastView] = useState<PatientListPageView | null>(null);
  if (view && view !== lastView) setLastView(view);
  if (view) return view;
  if (shown && lastView && lastView.rows.length > 0) return lastView;
  return LOADING_VIEW;
}

const LOADING_VIEW: PatientListPageView = { rows: [], page: 1, totalPages: 1, total: 0, loading: true };
