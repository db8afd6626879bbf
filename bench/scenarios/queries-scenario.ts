/**
 * The screens' questions on device A's synced database, beside the same questions asked of the
 * server with supabase-js (the online-only baseline). See bench/page/local-queries.ts.
 */

import type { BenchDevice } from '../bench-device.ts';
import type { BenchOptions } from '../bench-options.ts';
import type { Measure } from '../bench-results.ts';
import type { QuerySample } from '../page/bench-api.ts';

function queryMeasure(id: string, label: string, samples: readonly QuerySample[], note: string): Measure {
  return {
    id,
    label,
    unit: 'ms',
    better: 'lower',
    samples: samples.map((sample) => sample.localMs),
    references: [
      {
        kind: 'online-only',
        label: 'same question via supabase-js',
        samples: samples.map((s) => s.serverMs),
      },
    ],
    note,
  };
}

export async function measureLocalQueries(
  a: BenchDevice,
  options: BenchOptions,
  log: (line: string) => void,
): Promise<Measure[]> {
  const results = await a.call('localQueries', options.queryRuns, 'bench-queries');
  const rows = (samples: readonly QuerySample[]) =>
    `${samples.map((s) => s.localRows).join('/')} local, ${samples.map((s) => s.serverRows).join('/')} server rows`;
  log(`queries: week ${rows(results.weekCalendar)}; search ${rows(results.patientSearch)}`);
  return [
    queryMeasure(
      'query-week',
      'Week calendar of one doctor',
      results.weekCalendar,
      'weekAppointments$ first value for a random doctor and week; server: the same range and statuses',
    ),
    queryMeasure(
      'query-search',
      'Patient search, one keystroke',
      results.patientSearch,
      'filterPatientList over the open list’s index with the search typed so far (2–5 letters of a surname); server: ilike on name, CNP, phone, email, first 30 and the count',
    ),
    queryMeasure(
      'query-patient-list',
      'Patient list first page, two filters',
      results.patientListFiltered,
      'filterPatientList with two filters (status, age band, gender), first 30 with their appointments read (patient_id index); server: the same filters, first 30 with their last appointment and the count',
    ),
    {
      id: 'query-patient-list-open',
      label: 'Patient list, first open after the sync',
      unit: 'ms',
      better: 'lower',
      samples: [results.patientListOpenMs],
      references: [],
      note: 'the first page as the list screen opens, right after the sync: the newest 30 patients (created_date index) and their appointments (patient_id index); before issue 19 every patient and appointment was read',
    },
    {
      id: 'query-patient-list-index',
      label: 'Patient list, every patient indexed after the open',
      unit: 'ms',
      better: 'lower',
      samples: [results.patientListIndexMs],
      references: [],
      note: 'every patient read and indexed once the first page shows, what search and the filters wait for (no appointment read)',
    },
    {
      id: 'query-visit-list-open',
      label: 'Visit list, first open after the sync',
      unit: 'ms',
      better: 'lower',
      samples: [results.record.visitListFirstOpenMs],
      references: [],
      note: 'the visit list screen’s queries and rows once, the first time after the sync (the patient’s rows read from IndexedDB)',
    },
    queryMeasure(
      'query-visit-list',
      `Visit list of a patient with ${results.record.visits} visits`,
      results.record.visitList,
      'the visit list screen’s queries (the patient’s appointments, record items and documents, users, services) to their first value, and the rows built; server: the appointments with their items and documents embedded',
    ),
    queryMeasure(
      'query-appointment-detail',
      'Appointment detail of that patient',
      results.record.appointmentDetail,
      'the detail screen’s queries (appointment, its items, the patient’s documents, users, services, clinics) to their first value, for a random visit; server: the appointment with its items and documents embedded',
    ),
    {
      id: 'query-visit-list-logged',
      label: 'Visit list, while its access event is recorded',
      unit: 'ms',
      better: 'lower',
      samples: results.record.visitListLogged,
      references: [],
      note: 'the visit list’s local queries to their first value in the same run as query-visit-list, each open recording its access event through the sync as the screen does (not awaited; a reopening within ten minutes adds none), sent with the next exchange: within noise of query-visit-list’s local figure',
    },
    {
      id: 'query-appointment-detail-logged',
      label: 'Appointment detail, while its access event is recorded',
      unit: 'ms',
      better: 'lower',
      samples: results.record.appointmentDetailLogged,
      references: [],
      note: 'the detail’s local queries to their first value in the same run as query-appointment-detail, each open recording its access event as the screen does: within noise of that figure',
    },
    queryMeasure(
      'query-board',
      'Pipeline board (three columns)',
      results.pipelineBoard,
      'tasksByStatus$ for the three columns; server: three selects in parallel',
    ),
  ];
}
