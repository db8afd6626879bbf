/**
 * The server's side of the fuzz's final checks, read as the database owner (no RLS, no pull
 * cursor): a clinic's rows as sync_pull shapes them, and overlapping scheduled appointments.
 */
import pg from 'pg';
import type { FuzzCollection, ServerRow } from './fuzz-ledger.ts';

export async function withDatabase<T>(databaseUrl: string, work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/** Every row of the clinic in one collection, tombstones included, keyed by id. */
export async function serverRows(
  db: pg.Client,
  collection: FuzzCollection,
  clinicId: string,
): Promise<Map<string, ServerRow>> {
  // The collection is one of the fuzz's five literals, never user input.
  const { rows } = await db.query<{ doc: ServerRow }>(
    `select to_jsonb(t) - 'sync_txid' - 'sync_seq' as doc from public.${collection} t where t.clinic_id = $1`,
    [clinicId],
  );
  return new Map(rows.map(({ doc }) => [doc.id, doc]));
}

export interface Overlap {
  doctor_id: string;
  first: string;
  second: string;
  first_start: string;
  second_start: string;
}

/** Pairs of live scheduled appointments of one doctor whose times overlap (must be none). */
export async function overlappingAppointments(db: pg.Client, clinicId: string): Promise<Overlap[]> {
  const { rows } = await db.query<Overlap>(
    `select a.doctor_id, a.id as first, b.id as second,
            a.appointment_date::text as first_start, b.appointment_date::text as second_start
       from public.appointments a
       join public.appointments b
         on a.doctor_id = b.doctor_id and a.id < b.id
        and tstzrange(a.appointment_date, a.appointment_date + make_interval(mins => a.duration_minutes))
         && tstzrange(b.appointment_date, b.appointment_date + make_interval(mins => b.duration_minutes))
      where a.clinic_id = $1
        and a.status = 'scheduled' and not a.deleted
        and b.status = 'scheduled' and not b.deleted`,
    [clinicId],
  );
  return rows;
}

/** What every other connection to the database is doing, for a report when devices hang. */
export async function serverActivity(db: pg.Client): Promise<string[]> {
  const { rows } = await db.query<{ line: string }>(
    `select format('pid %s %s wait=%s/%s xact=%s blocked_by=%s: %s', pid, state, wait_event_type, wait_event,
                   round(extract(epoch from now() - xact_start)::numeric, 1), pg_blocking_pids(pid),
                   left(regexp_replace(query, '\\s+', ' ', 'g'), 160)) as line
       from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
      order by xact_start nulls last`,
  );
  return [`deadlocks detected so far: ${await deadlocksDetected(db)}`, ...rows.map((row) => row.line)];
}

/** How many deadlocks Postgres has broken in this database since the stack started. */
export async function deadlocksDetected(db: pg.Client): Promise<number> {
  const { rows } = await db.query<{ deadlocks: string }>(
    'select deadlocks from pg_stat_database where datname = current_database()',
  );
  return Number(rows[0]?.deadlocks ?? 0);
}
