/**
 * The first sync of a clinic into an empty local database: the app's own sync, timed from
 * opening the database to the moment every row the server shows this user is stored locally.
 */

import { clinicDay, wallMinutesToDate } from '#core/bucharest-time.ts';
import { addDays } from '#core/calendar-days.ts';
import type { ClinicDatabase } from '#sync/collections/collection-registry.ts';
import { SYNCED_COLLECTIONS } from '#sync/collections/collection-registry.ts';
import { collectionOf } from '#sync/replication/collection-of.ts';
import type { FirstSyncResult, RowCounts } from './bench-api.ts';
import { currentSession, openClinic } from './page-session.ts';
import { firstMatching, sleep } from './timing.ts';
import { timeWriteToServer } from './write-reaches-server.ts';

export async function serverCounts(): Promise<RowCounts> {
  const { supabase } = currentSession();
  const counts: RowCounts = {};
  for (const name of SYNCED_COLLECTIONS) {
    const { count, error } = await supabase
      .from(name)
      .select('id', { count: 'exact', head: true })
      .eq('deleted', false);
    if (error || count === null) throw new Error(`count of ${name}: ${error?.message ?? 'none'}`);
    counts[name] = count;
  }
  return counts;
}

export async function localCounts(db: ClinicDatabase): Promise<RowCounts> {
  const counts: RowCounts = {};
  for (const name of SYNCED_COLLECTIONS) counts[name] = await collectionOf(db, name).count().exec();
  return counts;
}

/** Today's and tomorrow's appointments and their patients, as the server has them for this user. */
interface CalendarRows {
  appointmentIds: string[];
  patientIds: string[];
}

async function serverCalendar(): Promise<CalendarRows> {
  const { supabase } = currentSession();
  const today = clinicDay(new Date());
  const { data, error } = await supabase
    .from('appointments')
    .select('id, patient_id')
    .eq('deleted', false)
    .gte('appointment_date', wallMinutesToDate(today, 0).toISOString())
    .lt('appointment_date', wallMinutesToDate(addDays(today, 2), 0).toISOString());
  if (error) throw new Error(`today's calendar: ${error.message}`);
  const rows = data as Array<{ id: string; patient_id: string }>;
  return {
    appointmentIds: rows.map((row) => row.id),
    patientIds: [...new Set(rows.map((row) => row.patient_id))],
  };
}

/**
 * Milliseconds from `start` until every appointment of the calendar and every patient it names is
 * stored: a desk can work on today and tomorrow. Looked up by key, so the watch itself costs the
 * sync next to nothing.
 */
async function calendarStored(
  db: ClinicDatabase,
  calendar: CalendarRows,
  start: number,
  timeoutMs: number,
): Promise<number> {
  for (;;) {
    const [appointments, patients] = await Promise.all([
      collectionOf(db, 'appointments').findByIds(calendar.appointmentIds).exec(),
      collectionOf(db, 'patients').findByIds(calendar.patientIds).exec(),
    ]);
    const ms = performance.now() - start;
    if (
      appointments.size === calendar.appointmentIds.length &&
      patients.size === calendar.patientIds.length
    ) {
      return ms;
    }
    if (ms > timeoutMs) throw new Error(`today's calendar: not stored within ${timeoutMs} ms`);
    await sleep(50);
  }
}

function reached(counts: RowCounts, expected: RowCounts): boolean {
  return Object.entries(expected).every(([name, count]) => (counts[name] ?? 0) >= count);
}

export async function firstSync(expected: RowCounts, timeoutMs: number): Promise<FirstSyncResult> {
  const calendar = await serverCalendar();
  const start = performance.now();
  const { db, sync } = await openClinic();
  const openMs = performance.now() - start;
  // The moment each write of the sync committed (RxDB tells a write's rows once it committed): the
  // figure ends at the last, as the ceilings end at their last write. The counts below only
  // confirm every row is there; counting 226,000 rows on disk takes seconds of its own.
  let lastStoredAt = start;
  const watches = SYNCED_COLLECTIONS.map((name) =>
    collectionOf(db, name).eventBulks$.subscribe(() => {
      lastStoredAt = performance.now();
    }),
  );
  const calendarMs = calendarStored(db, calendar, start, timeoutMs);
  // The first exchange pulls every collection in order; the last page may still be being written
  // when it reports, so the sync is done once the local counts reach the server's.
  // A desk's write while the history is still arriving: as soon as today's calendar is stored,
  // an edit of one of its patients, while the rest of the clinic is still being pulled.
  let writeDuring: Promise<number> | undefined;
  // Asked of the sync's status, not of local counts: RxDB runs a query again for as long as writes
  // commit during it, so a count of a collection being pulled answers only once its pull ends.
  const calendarWrite = calendarMs.then(() => {
    if (sync.status.lastSyncedAt === null) {
      writeDuring = timeWriteToServer(db, sync, timeoutMs, calendar.patientIds[0]);
    }
  });
  await firstMatching(sync.status$, (status) => status.lastSyncedAt !== null, timeoutMs, 'first exchange');
  for (;;) {
    const counts = await localCounts(db);
    if (reached(counts, expected)) {
      const countedMs = performance.now() - start;
      for (const watch of watches) watch.unsubscribe();
      // Every row is there, so the last write that committed stored the last of them.
      const ms = lastStoredAt - start;
      const rows = Object.values(counts).reduce((sum, count) => sum + count, 0);
      await calendarWrite;
      const writeDuringMs = writeDuring ? await writeDuring : null;
      return {
        ms,
        countedMs,
        openMs,
        rows,
        counts,
        lastError: sync.status.lastError?.message ?? null,
        writeDuringMs,
        calendarMs: await calendarMs,
        calendarRows: calendar.appointmentIds.length + calendar.patientIds.length,
      };
    }
    if (performance.now() - start > timeoutMs) {
      for (const watch of watches) watch.unsubscribe();
      throw new Error(
        `first sync: ${JSON.stringify(counts)} after ${timeoutMs} ms, expected ${JSON.stringify(expected)}`,
      );
    }
    await sleep(20);
  }
}
