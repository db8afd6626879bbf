/**
 * The first sync of a clinic into an empty local database: the app's own sync, timed from
 * opening the database to the moment every row the server shows this user is stored locally.
 */

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

function reached(counts: RowCounts, expected: RowCounts): boolean {
  return Object.entries(expected).every(([name, count]) => (counts[name] ?? 0) >= count);
}

export async function firstSync(expected: RowCounts, timeoutMs: number): Promise<FirstSyncResult> {
  const start = performance.now();
  const { db, sync } = await openClinic();
  const openMs = performance.now() - start;
  // The first exchange pulls every collection in order; the last page may still be being written
  // when it reports, so the figure is taken when the local counts reach the server's.
  // A desk's write while the history is still arriving: once the patients are stored, an edit
  // of one, while the appointments (most of the rows) are still being pulled.
  let writeDuring: Promise<number> | undefined;
  const patientsStored = firstMatching(
    collectionOf(db, 'patients').count().$,
    (count) => count >= (expected.patients ?? 0),
    timeoutMs,
    'patients stored',
  ).then(async () => {
    const appointments = await collectionOf(db, 'appointments').count().exec();
    if (appointments < (expected.appointments ?? 0)) writeDuring = timeWriteToServer(db, timeoutMs);
  });
  await firstMatching(sync.status$, (status) => status.lastSyncedAt !== null, timeoutMs, 'first exchange');
  for (;;) {
    const counts = await localCounts(db);
    if (reached(counts, expected)) {
      const ms = performance.now() - start;
      const rows = Object.values(counts).reduce((sum, count) => sum + count, 0);
      await patientsStored;
      const writeDuringMs = writeDuring ? await writeDuring : null;
      return { ms, openMs, rows, counts, lastError: sync.status.lastError?.message ?? null, writeDuringMs };
    }
    if (performance.now() - start > timeoutMs) {
      throw new Error(
        `first sync: ${JSON.stringify(counts)} after ${timeoutMs} ms, expected ${JSON.stringify(expected)}`,
      );
    }
    await sleep(20);
  }
}
