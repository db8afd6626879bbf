/**
 * The cost of sealing at rest (issue 40): on device A, the first sync and then, after a reopen
 * (a reload: RxDB's and the sealer's memory empty), the screens' questions, once in clear and
 * once sealed, back to back in each round so both meet the same machine. Each sealed figure
 * carries the clear one of the same run as its baseline; the issue's target is within 1.3×.
 */

import type { BenchDevice } from '../bench-device.ts';
import type { BenchOptions } from '../bench-options.ts';
import type { Measure } from '../bench-results.ts';
import type { QueryResults } from '../page/bench-api.ts';

const SYNC_TIMEOUT_MS = 10 * 60_000;

interface ModeFigures {
  syncRowsPerSecond: number[];
  week: number[];
  visitList: number[];
  visitListFirstOpen: number[];
  patientIndex: number[];
  search: number[];
}

const emptyFigures = (): ModeFigures => ({
  syncRowsPerSecond: [],
  week: [],
  visitList: [],
  visitListFirstOpen: [],
  patientIndex: [],
  search: [],
});

function addQueries(figures: ModeFigures, results: QueryResults): void {
  figures.week.push(...results.weekCalendar.map((sample) => sample.localMs));
  figures.search.push(...results.patientSearch.map((sample) => sample.localMs));
  figures.visitList.push(...results.record.visitList.map((sample) => sample.localMs));
  figures.visitListFirstOpen.push(results.record.visitListFirstOpenMs);
  figures.patientIndex.push(results.patientListIndexMs);
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

export async function measureSealedAtRest(
  a: BenchDevice,
  options: BenchOptions,
  log: (line: string) => void,
): Promise<Measure[]> {
  const expected = await a.call('serverCounts');
  const clear = emptyFigures();
  const sealed = emptyFigures();
  const rounds = options.syncRuns > 1 ? 2 : 1;
  for (let round = 0; round < rounds; round++) {
    for (const [seal, figures] of [
      [false, clear],
      [true, sealed],
    ] as const) {
      await a.call('wipeClinic');
      await a.call('sealAtRest', seal);
      const sync = await a.call('firstSync', expected, SYNC_TIMEOUT_MS);
      figures.syncRowsPerSecond.push(sync.rows / (sync.ms / 1000));
      await a.call('settle', SYNC_TIMEOUT_MS);
      await a.call('reopenClinic');
      await a.call('settle', SYNC_TIMEOUT_MS);
      addQueries(figures, await a.call('localQueries', options.queryRuns, `bench-sealed-${round}`));
    }
  }
  await a.call('wipeClinic');
  await a.call('sealAtRest', false);

  const ratio = (of: (figures: ModeFigures) => number[], higherIsBetter = false) => {
    const value = median(of(sealed)) / median(of(clear));
    return (higherIsBetter ? 1 / value : value).toFixed(2);
  };
  log(
    `sealed at rest, cost × clear: first sync ${ratio((f) => f.syncRowsPerSecond, true)}, week ${ratio((f) => f.week)}, ` +
      `visit list ${ratio((f) => f.visitList)} (first open ${ratio((f) => f.visitListFirstOpen)}), ` +
      `patients indexed ${ratio((f) => f.patientIndex)}, search keystroke ${ratio((f) => f.search)}`,
  );
  const measure = (
    id: string,
    label: string,
    unit: 'ms' | 'rows/s',
    of: (figures: ModeFigures) => number[],
    note: string,
  ): Measure => ({
    id,
    label,
    unit,
    better: unit === 'ms' ? 'lower' : 'higher',
    samples: of(sealed),
    references: [{ kind: 'baseline', label: 'the same, stored in clear', samples: of(clear) }],
    note,
  });
  return [
    measure(
      'sealed-first-sync',
      'First sync, sensitive fields sealed',
      'rows/s',
      (f) => f.syncRowsPerSecond,
      'the whole first sync with every row’s sensitive fields and the replication’s copy sealed (one AES-GCM per row and copy) beside the same sync in clear; target ≥ 1/1.3 of it',
    ),
    measure(
      'sealed-query-week',
      'Week calendar after a reload, sealed',
      'ms',
      (f) => f.week,
      'weekAppointments$ first value after a reopen: the week’s appointments (notes sealed) and patients opened; target ≤ 1.3× clear',
    ),
    measure(
      'sealed-query-visit-list',
      'Visit list after a reload, sealed',
      'ms',
      (f) => f.visitList,
      'the visit list’s queries, its record items and documents opened (remembered after their first read); target ≤ 1.3× clear',
    ),
    measure(
      'sealed-visit-list-first-open',
      'Visit list, first open after a reload, sealed',
      'ms',
      (f) => f.visitListFirstOpen,
      'the visit list the first time after the reopen: every row it shows decrypted once',
    ),
    measure(
      'sealed-patient-index',
      'Every patient read for search after a reload, sealed',
      'ms',
      (f) => f.patientIndex,
      'what search waits for: every patient read and opened once (one AES-GCM each), then indexed; target ≤ 1.3× clear',
    ),
    measure(
      'sealed-query-search',
      'Patient search keystroke, sealed',
      'ms',
      (f) => f.search,
      'a keystroke over the index built from opened rows: no decryption per keystroke',
    ),
  ];
}
