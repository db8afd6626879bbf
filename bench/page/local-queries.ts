/**
 * The screens' questions, asked of the local database through sync/api as the screens ask them,
 * and of the server through supabase-js (the online-only baseline): a doctor's week and the
 * pipeline board (time to the first value of a fresh subscription, what a screen waits for), a
 * patient search keystroke and the patient list's first page with two filters (the list screen
 * shows its newest patients first, then indexes every patient once and filters the index per
 * keystroke or filter change, reading the appointments of the 30 rows shown).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { combineLatest, firstValueFrom, map } from 'rxjs';
import { clinicDay } from '#core/bucharest-time.ts';
import { normalizeForSearch } from '#core/normalize-for-search.ts';
import { createRng, type Rng } from '#supabase/seed/prng.ts';
import { weekAppointments$ } from '#sync/api/appointment-queries.ts';
import {
  filterPatientList,
  type ListedPatient,
  type PatientListFilter,
  type PatientListIndex,
  patientListRows,
} from '#sync/api/patient-list.ts';
import { newestPatients, patientListIndex$, patientVisits$ } from '#sync/api/patient-list-queries.ts';
import { tasksByStatus$ } from '#sync/api/task-queries.ts';
import { doctors$ } from '#sync/api/user-queries.ts';
import type { ClinicDatabase } from '#sync/collections/collection-registry.ts';
import type { QueryResults, QuerySample } from './bench-api.ts';
import { currentClinic, currentSession } from './page-session.ts';
import { recordQueries } from './record-queries.ts';
import { timed, timeToFirstValue } from './timing.ts';

const DAY_MS = 86_400_000;
const PAGE_SIZE = 30;

async function sample(
  local: () => Promise<{ ms: number; value: unknown[] }>,
  server: () => PromiseLike<{ data: unknown[] | null; error: { message: string } | null }>,
): Promise<QuerySample> {
  const localRun = await local();
  const serverRun = await timed(async () => server());
  if (serverRun.value.error) throw new Error(`server query: ${serverRun.value.error.message}`);
  return {
    localMs: localRun.ms,
    serverMs: serverRun.ms,
    localRows: localRun.value.length,
    serverRows: serverRun.value.data?.length ?? 0,
  };
}

/** Monday 00:00 UTC of the week `weeksBack` weeks before this one. */
function weekStart(weeksBack: number): Date {
  const today = new Date();
  const monday =
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) -
    ((today.getUTCDay() + 6) % 7) * DAY_MS;
  return new Date(monday - weeksBack * 7 * DAY_MS);
}

async function weekCalendar(db: ClinicDatabase, supabase: SupabaseClient, rng: Rng, reps: number) {
  const doctors = await firstValueFrom(doctors$(db));
  const samples: QuerySample[] = [];
  for (let i = 0; i < reps; i++) {
    const doctor = rng.pick(doctors);
    const from = weekStart(rng.int(-8, 200));
    const fromIso = from.toISOString();
    const toIso = new Date(from.getTime() + 7 * DAY_MS).toISOString();
    samples.push(
      await sample(
        () => timeToFirstValue(weekAppointments$(db, doctor.id, fromIso, toIso)),
        () =>
          supabase
            .from('appointments')
            .select('*')
            .eq('doctor_id', doctor.id)
            .gte('appointment_date', fromIso)
            .lt('appointment_date', toIso)
            .in('status', ['scheduled', 'conflict'])
            .eq('deleted', false)
            .order('appointment_date'),
      ),
    );
  }
  return samples;
}

/** Typing a surname: each keystroke from the second letter is one question. */
async function patientSearch(index: PatientListIndex, supabase: SupabaseClient, rng: Rng, reps: number) {
  const names = index.entries.slice(0, 200);
  const samples: QuerySample[] = [];
  while (samples.length < reps) {
    const surname = normalizeForSearch(rng.pick(names).patient.last_name).replace(/[^a-z]/g, '');
    for (let length = 2; length <= Math.min(5, surname.length) && samples.length < reps; length++) {
      const typed = surname.slice(0, length);
      samples.push(
        await sample(
          () => timed(async () => filterPatientList(index, { search: typed })),
          () =>
            supabase
              .from('patients')
              .select('*', { count: 'exact' })
              .eq('deleted', false)
              .or(`name.ilike.*${typed}*,cnp.ilike.*${typed}*,phone.ilike.*${typed}*,email.ilike.*${typed}*`)
              .order('created_date', { ascending: false })
              .range(0, PAGE_SIZE - 1),
        ),
      );
    }
  }
  return samples;
}

/** The list page as an online-only app would ask for it: patients with their last appointment. */
function patientPage(supabase: SupabaseClient) {
  return supabase
    .from('patients')
    .select('*, appointments(id, appointment_date, doctor_id, status)', { count: 'exact' });
}

type PatientPageQuery = ReturnType<typeof patientPage>;

interface FilterPair {
  local: PatientListFilter;
  server: (query: PatientPageQuery) => PatientPageQuery;
}

function birthdayYearsAgo(years: number): string {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()))
    .toISOString()
    .slice(0, 10);
}

const FILTER_PAIRS: readonly FilterPair[] = [
  {
    local: { statuses: ['active'], ageBands: ['over_50'] },
    server: (query) => query.eq('status', 'active').lte('birthday', birthdayYearsAgo(51)),
  },
  {
    local: { genders: ['female'], statuses: ['active'] },
    server: (query) => query.eq('gender', 'female').eq('status', 'active'),
  },
  {
    local: { ageBands: ['under_30'], genders: ['male'] },
    server: (query) => query.gt('birthday', birthdayYearsAgo(30)).eq('gender', 'male'),
  },
];

/** The list's first page with two filters; the server also embeds each patient's last appointment. */
async function patientListFiltered(
  db: ClinicDatabase,
  index: PatientListIndex,
  supabase: SupabaseClient,
  reps: number,
) {
  const samples: QuerySample[] = [];
  for (let i = 0; i < reps; i++) {
    const pair = FILTER_PAIRS[i % FILTER_PAIRS.length];
    if (!pair) continue;
    samples.push(
      await sample(
        () => timed(async () => pageRows(db, filterPatientList(index, pair.local).slice(0, PAGE_SIZE))),
        () =>
          pair
            .server(patientPage(supabase))
            .eq('deleted', false)
            .order('created_date', { ascending: false })
            .order('appointment_date', { referencedTable: 'appointments', ascending: false })
            .limit(1, { referencedTable: 'appointments' })
            .range(0, PAGE_SIZE - 1),
      ),
    );
  }
  return samples;
}

/** The rows a page shows: its patients with their appointments read through the patient_id index. */
async function pageRows(db: ClinicDatabase, entries: ListedPatient[]) {
  const visits = await firstValueFrom(
    patientVisits$(
      db,
      entries.map((entry) => entry.patient.id),
    ),
  );
  return patientListRows(entries, visits);
}

const BOARD_COLUMNS = ['todo', 'in_progress', 'done'] as const;

async function pipelineBoard(db: ClinicDatabase, supabase: SupabaseClient, reps: number) {
  const samples: QuerySample[] = [];
  for (let i = 0; i < reps; i++) {
    samples.push(
      await sample(
        () =>
          timeToFirstValue(
            combineLatest(BOARD_COLUMNS.map((status) => tasksByStatus$(db, status))).pipe(
              map((columns) => columns.flat()),
            ),
          ),
        async () => {
          const columns = await Promise.all(
            BOARD_COLUMNS.map((status) =>
              supabase
                .from('tasks')
                .select('*')
                .eq('status', status)
                .eq('deleted', false)
                .order('created_at', { ascending: false }),
            ),
          );
          const failed = columns.find((column) => column.error);
          return { data: columns.flatMap((column) => column.data ?? []), error: failed?.error ?? null };
        },
      ),
    );
  }
  return samples;
}

export async function localQueries(repetitions: number, seed: string): Promise<QueryResults> {
  const { db, sync } = currentClinic();
  const { supabase, identity } = currentSession();
  const rng = createRng(seed);
  const weeks = await weekCalendar(db, supabase, rng, repetitions);
  const board = await pipelineBoard(db, supabase, repetitions);
  // The list screen opening: its first page (the newest patients and their appointments), then
  // every patient read and indexed, which search and filters wait for.
  const today = clinicDay(new Date());
  const open = await timed(async () => {
    const newest = await newestPatients(db, PAGE_SIZE, today);
    return pageRows(db, newest.entries);
  });
  const indexed = await timed(async () => firstValueFrom(patientListIndex$(db, today)));
  const search = await patientSearch(indexed.value, supabase, rng, repetitions);
  const filtered = await patientListFiltered(db, indexed.value, supabase, repetitions);
  const record = await recordQueries(db, supabase, rng, repetitions, (opened) =>
    sync.recordAccess(opened, { userId: identity.profileId, clinicId: identity.clinicId }),
  );
  return {
    record,
    patientListOpenMs: open.ms,
    patientListIndexMs: indexed.ms,
    weekCalendar: weeks,
    patientSearch: search,
    patientListFiltered: filtered,
    pipelineBoard: board,
  };
}
