/**
 * What `npm run bench` is asked to do: the full run (the large clinic, enough repetitions for a
 * median), `--quick` (a tenth of the data, fewer repetitions) or `--smoke` (every scenario once
 * on a small clinic: what `npm test` runs, so the instrument cannot rot; its figures say little).
 */
import { LARGE_CLINIC_SIZE, type LargeClinicSize, scaledSize } from '#supabase/seed/large-clinic.ts';

/** What the results file and the table's title name the run. */
export type BenchMode = 'full' | 'quick' | 'smoke';

export interface BenchOptions {
  mode: BenchMode;
  /** Share of the large clinic to generate (1, 0.1 in quick mode, 0.01 in the smoke). */
  scale: number;
  /** Repeated first syncs (and their references); the last one runs on the second device. */
  syncRuns: number;
  incrementalRuns: number;
  queryRuns: number;
  pushRuns: number;
  /** Offline edits per push run. */
  pushEdits: number;
  startupRuns: number;
  /**
   * Openings of the pipeline board (each way) and filter changes measured: 20 in the quick run
   * too, since the target is a p95, and over fewer samples a p95 is only the slowest one.
   */
  boardRuns: number;
  /**
   * Those made, unmeasured, before each series: as any benchmark warms up, so the figures are the
   * board's and not the JavaScript engine's first compilations of its code paths (on a loaded
   * machine the first two or three opens took 20–30 ms, the rest 8–12 ms). The very first open
   * after the sync is reported on its own. An even number leaves the filter as it was.
   */
  boardWarmUpRuns: number;
  /**
   * Skip building the app and the bench page (the app in dist/, the page in .bench/). The smoke
   * reuses the app `npm test` built (building it only if dist/ is missing) and builds the page.
   */
  skipBuild: boolean;
  /**
   * Each device a private window (of a browser of its own), its IndexedDB in memory: the store the
   * bench measured until 2026-11-30, kept to compare with those runs. By default each device has a
   * Chromium of its own with its profile on disk, as a tablet (bench/device-browser.ts).
   */
  inMemory: boolean;
}

export const FULL: BenchOptions = {
  mode: 'full',
  scale: 1,
  syncRuns: 3,
  incrementalRuns: 10,
  queryRuns: 10,
  pushRuns: 3,
  pushEdits: 1000,
  startupRuns: 5,
  boardRuns: 20,
  boardWarmUpRuns: 4,
  skipBuild: false,
  inMemory: false,
};

export const QUICK: BenchOptions = {
  mode: 'quick',
  scale: 0.1,
  syncRuns: 2,
  incrementalRuns: 5,
  queryRuns: 5,
  pushRuns: 2,
  pushEdits: 100,
  startupRuns: 3,
  boardRuns: 20,
  boardWarmUpRuns: 4,
  skipBuild: false,
  inMemory: false,
};

export const SMOKE: BenchOptions = {
  mode: 'smoke',
  scale: 0.01,
  // Two first syncs: the first on A measures RxDB's own rate, the last runs on B.
  syncRuns: 2,
  incrementalRuns: 1,
  queryRuns: 1,
  pushRuns: 1,
  pushEdits: 10,
  startupRuns: 1,
  boardRuns: 1,
  boardWarmUpRuns: 0,
  skipBuild: false,
  inMemory: false,
};

/**
 * The clinic the bench loads: the large clinic at the run's scale, except the lists a screen shows
 * whole (the board's 5,000 tasks, the 500 partners), kept at full size in the quick run too: their
 * targets are stated for that size, so the quick run measures them there, and they add about 5,000
 * small rows to a 22,000-row sync. The smoke scales them too: it proves the scenarios run.
 */
export function benchClinicSize(options: Pick<BenchOptions, 'scale' | 'mode'>): LargeClinicSize {
  if (options.mode === 'smoke') return scaledSize(options.scale);
  return {
    ...scaledSize(options.scale),
    tasks: LARGE_CLINIC_SIZE.tasks,
    partners: LARGE_CLINIC_SIZE.partners,
  };
}

export const USAGE = `Usage: npm run bench [-- --quick | --smoke] [-- --skip-build] [-- --in-memory]
  --quick       a tenth of the large clinic (its 5,000 tasks and 500 partners whole) and fewer
                repetitions
  --smoke       every scenario once on a hundredth of the clinic (what npm test runs); reuses
                the app in dist/
  --skip-build  reuse the app in dist/ and the bench page in .bench/page
  --in-memory   each device a private window, its IndexedDB in memory (the runs before
                2026-11-30), instead of a Chromium of its own with its profile on disk`;

/** Reads the command line; an unknown argument is an error (with the usage), never ignored. */
export function parseBenchArgs(args: readonly string[]): BenchOptions | { error: string } {
  let options = { ...FULL };
  let skipBuild = false;
  let inMemory = false;
  for (const arg of args) {
    if (arg === '--quick') options = { ...QUICK };
    else if (arg === '--smoke') options = { ...SMOKE };
    else if (arg === '--skip-build') skipBuild = true;
    else if (arg === '--in-memory') inMemory = true;
    else if (arg === '--help' || arg === '-h') return { error: USAGE };
    else return { error: `Unknown argument: ${arg}\n${USAGE}` };
  }
  return { ...options, skipBuild, inMemory };
}
