/**
 * First sync of the large clinic into an empty local database, beside four ceilings (plain Dexie
 * bulkPut of the same rows: the device's; the same with RxDB's indexes: what indexing costs; RxDB
 * bulkInsert with the same schemas: RxDB's storage;
 * sync_pull pages with nothing stored: the server's and network's) and the online-only cost
 * (plain supabase-js selects), and the page's JS heap afterwards. Each round runs the references,
 * then a sync, so both meet the same caches; every store starts on a device whose IndexedDB has
 * held nothing (onFreshDevice). The second to last round syncs on device A, the last on B, so both
 * devices end up holding the clinic, at rest, for the incremental sync; earlier rounds sync on a
 * device of their own.
 */

import path from 'node:path';
import type { BenchDevice } from '../bench-device.ts';
import type { BenchOptions } from '../bench-options.ts';
import type { Measure } from '../bench-results.ts';
import type { CeilingResult, FetchResult } from '../page/bench-api.ts';
import { notWithin } from '../scenario-guard.ts';

/** hosted PostgREST's default row cap, the page an online-only app would ask for. */
const FETCH_PAGE = 1000;
const SYNC_TIMEOUT_MS = 10 * 60_000;
/** The page writer's pages (store-pulled-page.ts alone, as the sync wrote them before 2026-11-30). */
const SYNC_PAGE = 1000;
/** The sync's pages: a pass's first of 1000 rows, then 4000 (pull-handler.ts, start-clinic-sync.ts). */
const SYNC_FIRST_PAGE = 1000;
const SYNC_LATER_PAGES = 4000;

export interface FirstSyncFigures {
  measures: Measure[];
  /** Rows of every synced collection the user sees. */
  syncedRows: number;
}

const perSecond = (rows: number, ms: number) => rows / (ms / 1000);

/**
 * CABINET_BENCH_PROFILE=<folder>: the page's CPU profile of `work` written there (the first syncs
 * and the two RxDB ceilings), to see where the sync's time goes beside the ceilings'.
 */
function profiled<T>(device: BenchDevice, name: string, work: () => Promise<T>): Promise<T> {
  const folder = process.env.CABINET_BENCH_PROFILE;
  if (!folder) return work();
  return device.profiled(path.join(folder, `${name}-${device.name}.cpuprofile`), work);
}

interface RoundReferences {
  fetch: FetchResult;
  put: CeilingResult;
  indexedPut: CeilingResult;
  rxdbMs: number;
  pageWriterMs: number;
  pull: FetchResult;
}

/** Opens a device of its own, its IndexedDB never written to (bench-device.ts). */
export type OpenScratchDevice = (name: string) => Promise<BenchDevice>;

/**
 * `work` on a device of its own, the clinic's rows fetched there first: each store starts on an
 * IndexedDB that has held nothing, as a new tablet's. Chromium keeps every database of an origin in
 * one LevelDB, where a deleted database's rows stay as tombstones until compacted: measured one
 * after another in one profile on disk, the later stores paid for the earlier ones' (a second round
 * on the same profile took over ten minutes where the first took five).
 */
async function onFreshDevice<T>(
  openScratch: OpenScratchDevice,
  name: string,
  work: (device: BenchDevice, fetched: FetchResult) => Promise<T>,
): Promise<T> {
  const device = await openScratch(name);
  try {
    const fetched = await device.call('fetchRows', FETCH_PAGE);
    return await work(device, fetched);
  } finally {
    await device.close();
  }
}

export async function measureFirstSync(
  a: BenchDevice,
  b: BenchDevice,
  openScratch: OpenScratchDevice,
  options: BenchOptions,
  log: (line: string) => void,
): Promise<FirstSyncFigures> {
  const expected = await a.call('serverCounts');
  const syncedRows = Object.values(expected).reduce((sum, count) => sum + count, 0);
  const heapBefore = await a.heapMb();
  const sync: number[] = [];
  const fetched: number[] = [];
  const ceiling: number[] = [];
  const indexedCeiling: number[] = [];
  const heapAfter: number[] = [];
  const heapHolding: number[] = [];
  const idle: number[] = [];
  const notIdle: string[] = [];
  const afterStore: number[] = [];
  const stored: number[] = [];
  const writeDuring: number[] = [];
  const calendar: number[] = [];
  const storedEach: number[] = [];
  const writeAfter: number[] = [];
  const pulled: number[] = [];
  const rxdb: number[] = [];
  const pageWriter: number[] = [];
  for (let run = 0; run < options.syncRuns; run++) {
    const round = run + 1;
    // A syncs the second to last round and B the last; both keep the clinic for the next scenarios.
    // An earlier round syncs on a device of its own, closed after.
    const kept = run >= options.syncRuns - 2;
    const { fetch, put } = await onFreshDevice(openScratch, `bulkput-${round}`, async (scratch, rows) => {
      heapHolding.push(await scratch.heapMb());
      return { fetch: rows, put: await scratch.call('bulkPutCeiling') };
    });
    fetched.push(perSecond(fetch.rows, fetch.ms));
    ceiling.push(perSecond(put.rows, put.ms));
    const indexedPut = await onFreshDevice(openScratch, `indexed-bulkput-${round}`, (scratch) =>
      scratch.call('indexedBulkPutCeiling'),
    );
    indexedCeiling.push(perSecond(indexedPut.rows, indexedPut.ms));
    const inserted = await onFreshDevice(openScratch, `rxdb-${round}`, (scratch) =>
      profiled(scratch, `rxdb-ceiling-${round}`, () => scratch.call('rxdbCeiling')),
    );
    const rxdbMs = inserted.ms;
    rxdb.push(perSecond(inserted.rows, inserted.ms));
    const written = await onFreshDevice(openScratch, `page-writer-${round}`, (scratch) =>
      profiled(scratch, `page-writer-${round}`, () => scratch.call('pageWriterCeiling')),
    );
    const pageWriterMs = written.ms;
    pageWriter.push(perSecond(written.rows, written.ms));
    const pull = await a.call('pullRows', SYNC_FIRST_PAGE, SYNC_LATER_PAGES);
    pulled.push(perSecond(pull.rows, pull.ms));
    const device = kept ? (run === options.syncRuns - 1 ? b : a) : await openScratch(`sync-${round}`);
    try {
      await syncRound(device, run, kept, { fetch, put, indexedPut, rxdbMs, pageWriterMs, pull });
    } finally {
      if (!kept) await device.close();
    }
  }

  async function syncRound(
    device: BenchDevice,
    run: number,
    kept: boolean,
    { fetch, put, indexedPut, rxdbMs, pageWriterMs, pull }: RoundReferences,
  ): Promise<void> {
    const result = await profiled(device, `first-sync-${run + 1}`, () =>
      device.call('firstSync', expected, SYNC_TIMEOUT_MS),
    );
    sync.push(perSecond(result.rows, result.ms));
    calendar.push(result.calendarMs);
    storedEach.push(result.ms);
    if (result.writeDuringMs !== null) writeDuring.push(result.writeDuringMs);
    // A desk's first write once every row is stored, while RxDB's pass over them may still run.
    const writeAfterMs = await device.call('writeReachesServer', SYNC_TIMEOUT_MS);
    writeAfter.push(writeAfterMs);
    let idleMs: number | undefined;
    // A device of this round only is closed as soon as the round is measured.
    if (kept) {
      // RxDB then checks every document it stored for changes to push (its upstream's first
      // pass, in push-sized batches): the sync stays busy, though every row is there. The
      // devices must be at rest before the next figures; the heap is taken at rest.
      // A sync still busy at the limit is this figure's result; the next scenarios then meet a
      // busy device, which the log says.
      const settled = await device.call('settle', SYNC_TIMEOUT_MS).then(
        (ms) => ms,
        () => null,
      );
      stored.push(result.ms);
      if (settled === null) {
        notIdle.push(notWithin('not idle', result.ms + writeAfterMs + SYNC_TIMEOUT_MS));
      } else {
        const settledMs = writeAfterMs + settled;
        idleMs = result.ms + settledMs;
        idle.push(idleMs);
        afterStore.push(settledMs);
      }
      heapAfter.push(await device.heapMb());
    }
    log(
      `first sync ${run + 1}/${options.syncRuns} on ${device.name}: ${result.rows} rows in ` +
        `${(result.ms / 1000).toFixed(1)} s (counted ${(result.countedMs / 1000).toFixed(1)} s; open ${result.openMs.toFixed(0)} ms` +
        `${result.lastError ? `, retried after: ${result.lastError}` : ''}; ` +
        `today's and tomorrow's calendar, ${result.calendarRows} rows, in ${(result.calendarMs / 1000).toFixed(1)} s)` +
        `${idleMs === undefined ? (kept ? ', not idle in time' : '') : `, idle after ${(idleMs / 1000).toFixed(1)} s`}; ` +
        `a write ${result.writeDuringMs === null ? '' : `during it on the server in ${result.writeDuringMs.toFixed(0)} ms, one `}` +
        `right after in ${writeAfterMs.toFixed(0)} ms; ` +
        `selects ${(fetch.ms / 1000).toFixed(1)} s in ${fetch.requests} requests, bulkPut ${(put.ms / 1000).toFixed(1)} s ` +
        `(${(indexedPut.ms / 1000).toFixed(1)} s with RxDB's indexes), ` +
        `RxDB bulkInsert ${(rxdbMs / 1000).toFixed(1)} s, the page writer ${(pageWriterMs / 1000).toFixed(1)} s, ` +
        `sync_pull alone ${(pull.ms / 1000).toFixed(1)} s in ${pull.requests} requests`,
    );
  }
  return {
    syncedRows,
    measures: [
      {
        id: 'first-sync',
        label: 'First sync into an empty database',
        unit: 'rows/s',
        better: 'higher',
        samples: sync,
        references: [
          { kind: 'ceiling', label: 'plain Dexie bulkPut of the same rows', samples: ceiling },
          {
            kind: 'ceiling',
            label: 'plain Dexie bulkPut with the indexes RxDB gives each collection',
            samples: indexedCeiling,
          },
          { kind: 'ceiling', label: 'RxDB bulkInsert of the same rows, same schemas', samples: rxdb },
          {
            kind: 'ceiling',
            label: `issue 42's page writer alone: ${SYNC_PAGE}-row pages, each written once, same schemas`,
            samples: pageWriter,
          },
          {
            kind: 'ceiling',
            label: `sync_pull alone, as the sync asks (columns, ${SYNC_FIRST_PAGE} then ${SYNC_LATER_PAGES}-row pages), nothing stored`,
            samples: pulled,
          },
          { kind: 'online-only', label: `supabase-js selects, ${FETCH_PAGE}-row pages`, samples: fetched },
        ],
        note: `rows stored per second, from opening the empty database to the last row stored (app sync settings: pulls as columns, ${SYNC_FIRST_PAGE} rows a pass's first page, ${SYNC_LATER_PAGES} the next)`,
      },
      {
        id: 'first-sync-calendar',
        label: "First sync: today's and tomorrow's calendar stored",
        unit: 'ms',
        better: 'lower',
        samples: calendar,
        references: [
          { kind: 'budget', label: 'the whole first sync (open to last row stored)', samples: storedEach },
        ],
        note: "from opening the empty database until today's and tomorrow's appointments and their patients are stored (issue 19: ≤ 10 s on the large clinic, the history after)",
      },
      {
        id: 'first-sync-idle',
        label: 'First sync, until the sync is idle',
        unit: 'ms',
        better: 'lower',
        samples: idle,
        references: [],
        note: 'until the sync is at rest (RxDB’s first upstream pass over the stored rows done, an exchange since)',
        missed: notIdle,
      },
      {
        id: 'first-sync-after-store',
        label: 'First sync, from the last row stored to idle',
        unit: 'ms',
        better: 'lower',
        samples: afterStore,
        references: [
          { kind: 'budget', label: 'the store itself (open to last row stored)', samples: stored },
        ],
        note: 'what the sync still does once every row is stored (RxDB’s upstream pass over them, an exchange); the target is no more than the store',
        missed: notIdle,
      },
      {
        id: 'first-sync-write-during',
        label: 'Write during the first sync → on the server',
        unit: 'ms',
        better: 'lower',
        samples: writeDuring,
        references: [],
        note: 'a patient of today’s calendar edited locally as soon as the calendar is stored, while the rest of the clinic is still being pulled, until a select on the server shows it',
      },
      {
        id: 'first-sync-write-after',
        label: 'Write right after the first sync → on the server',
        unit: 'ms',
        better: 'lower',
        samples: writeAfter,
        references: [],
        note: 'a patient edited locally as soon as every row is stored, until a select on the server shows it',
      },
      {
        id: 'heap-after-sync',
        label: 'JS heap after the first sync',
        unit: 'MB',
        better: 'lower',
        samples: heapAfter,
        references: [
          { kind: 'baseline', label: 'same page signed in, before any sync', samples: [heapBefore] },
          { kind: 'online-only', label: 'same page holding the rows from supabase-js', samples: heapHolding },
        ],
        note: 'used JS heap after a forced garbage collection, the sync at rest, database open',
      },
    ],
  };
}
