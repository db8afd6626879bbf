/**
 * The page of the patient list to show: the index filtered (worked out again only when the index,
 * the filter's contents or the appointment filters' answers change), cut to the page, and the
 * appointments of that page's patients. Before the index is read, the unfiltered first page
 * comes from the newest patients; a search or filter typed meanwhile waits for the index.
 *
 * A keystroke shows its rows at once: reading a page's appointments takes about 100 ms on a large
 * clinic (30 patients' queries), which would hold every keystroke back that long. Until they are
 * read, a patient seen earlier on this screen keeps what was read for them then, and the others'
 * visit cells say they are loading (`visitsPending`); the read replaces both a moment later.
 */
import { useMemo, useRef, useState } from 'react';
import { useLiveQuery } from '#clinic-session/use-live-query.ts';
import { type LiveQuery, LOADING, ready, valueOr } from '#lib/live-query.ts';
import type { ClinicDatabase } from '#sync/api/documents.ts';
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
import type { PatientVisitSummary } from '#sync/api/patient-visit-summary.ts';
import { PATIENTS_PER_PAGE, pageOfRows } from './patient-list-page.ts';
import { rememberVisits } from './remember-visits.ts';
import type { PatientListData } from './use-patient-list-data.ts';

export interface PatientListPageView {
  rows: PatientListRow[];
  /** Patients of the page whose appointments are still being read: their visit cells wait. */
  visitsPending: ReadonlySet<string>;
  page: number;
  totalPages: number;
  total: number;
}

const isUnfiltered = (filter: PatientListFilter) =>
  !filter.search?.trim() &&
  !filter.lastAppointment &&
  !filter.doctorIds?.length &&
  !filter.statuses?.length &&
  !filter.ageBands?.length &&
  !filter.genders?.length;

/** The patients the appointment filters let through; ready at once when none is set. */
function useAppointmentFilterSets(
  data: PatientListData | null,
  filter: PatientListFilter,
): LiveQuery<AppointmentFilterSets> {
  const db = data?.db ?? null;
  const today = data?.today ?? '';
  const doctorIds = filter.doctorIds ?? [];
  const lastAppointment = filter.lastAppointment ?? null;
  const needed = doctorIds.length > 0 || lastAppointment !== null;
  const doctorKey = doctorIds.join(',');
  const sets = useLiveQuery(
    () => (db && needed ? appointmentFilterSets$(db, { doctorIds, lastAppointment }, today) : null),
    // doctorIds is new on every render (it comes from the URL): its contents decide.
    [db, needed, doctorKey, lastAppointment, today],
  );
  return needed ? sets : NO_FILTER_SETS;
}

/** The entries that pass `filter`, kept while the index, the filter's contents and the sets stay the same. */
function useFilteredEntries(
  index: PatientListData['index'],
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
  data: LiveQuery<PatientListData>,
  filter: PatientListFilter,
  page: number,
): LiveQuery<PatientListPageView> {
  const read = valueOr(data, null);
  const setsQuery = useAppointmentFilterSets(read, filter);
  const sets = valueOr(setsQuery, null);
  const passed = useFilteredEntries(read?.index ?? null, filter, sets);
  const newest = read?.newest ?? null;
  const firstPageEarly = passed === null && newest !== null && isUnfiltered(filter) && page <= 1;
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
  const db = read?.db ?? null;
  const visitsQuery = useLiveQuery(
    () => (db && shown ? patientVisits$(db, ids) : null),
    // The ids are a new array on every render: their contents decide.
    [db, shown !== null, idsKey],
  );
  const visits = valueOr(visitsQuery, null);
  const known = useKnownVisits(db, read?.today ?? '', ids, visits);
  const view = useMemo((): LiveQuery<PatientListPageView> => {
    if (!shown) return LOADING;
    const pending = visits
      ? NONE_PENDING
      : new Set(shown.rows.map((entry) => entry.patient.id).filter((id) => !known.has(id)));
    return ready({
      rows: patientListRows(shown.rows, visits ?? known),
      visitsPending: pending,
      page: shown.page,
      totalPages: shown.totalPages,
      total: shown.total,
    });
  }, [shown, visits, known]);
  // Loading while the patients, the filters' answers or the page are on the way; a failed read
  // goes to the route's error screen (through the table's QueryState).
  for (const query of [data, setsQuery, visitsQuery]) if (query.state === 'failed') return query;
  return view;
}

/** The last read of each patient's appointments on this screen, per database and clinic day. */
interface KnownVisits {
  db: ClinicDatabase | null;
  today: string;
  /** The read these came from last, so one answer is taken in once. */
  from: ReadonlyMap<string, PatientVisitSummary> | null;
  byPatient: ReadonlyMap<string, PatientVisitSummary>;
}

/** Enough for every page a desk goes back and forth between; the oldest go first. */
const KNOWN_VISITS_LIMIT = 600;

function useKnownVisits(
  db: ClinicDatabase | null,
  today: string,
  ids: readonly string[],
  visits: ReadonlyMap<string, PatientVisitSummary> | null,
): ReadonlyMap<string, PatientVisitSummary> {
  const [known, setKnown] = useState<KnownVisits>(() => ({ db, today, from: null, byPatient: new Map() }));
  const sameSource = known.db === db && known.today === today;
  if (visits && (!sameSource || known.from !== visits)) {
    // React's way of deriving state from a changed input: set during render, rendered again at once.
    const byPatient = rememberVisits(
      sameSource ? known.byPatient : EMPTY_VISITS,
      ids,
      visits,
      KNOWN_VISITS_LIMIT,
    );
    setKnown({ db, today, from: visits, byPatient });
  }
  return sameSource ? known.byPatient : EMPTY_VISITS;
}

const EMPTY_VISITS: ReadonlyMap<string, PatientVisitSummary> = new Map();
const NONE_PENDING: ReadonlySet<string> = new Set();
const NO_FILTER_SETS: LiveQuery<AppointmentFilterSets> = ready(NO_APPOINTMENT_FILTERS);
