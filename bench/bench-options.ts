/**
 * What `npm run bench` is asked to do: the full run (the large clinic, enough repetitions for a
 * median) or `--quick` (a tenth of the data, fewer repetitions: the CI smoke test).
 */
import { LARGE_CLINIC_SIZE, type LargeClinicSize, scaledSize } from '#supabase/seed/large-clinic.ts';

export interface BenchOptions {
  quick: boolean;
  /** Share of the large clinic to generate (1, or 0.1 in quick mode). */
  scale: number;
  /** Repeated first syncs (and their references); the last one runs on the second device. */
  syncRuns: number;
  incrementalRuns: number;
  queryRuns: number;
  pushRuns: number;
  /** Offline edits per push run. */
  pushEdits: number;
  startupRuns: number;
  /** Skip building the app and the bench page (they are already in .bench/). */
  skipBuild: boolean;
}

export const FULL: BenchOptions = {
  quick: false,
  scale: 1,
  syncRuns: 3,
  incrementalRuns: 10,
  queryRuns: 10,
  pushRuns: 3,
  pushEdits: 1000,
  startupRuns: 5,
  skipBuild: false,
};

export const QUICK: BenchOptions = {
  quick: true,
  scale: 0.1,
  syncRuns: 2,
  incrementalRuns: 5,
  queryRuns: 5,
  pushRuns: 2,
  pushEdits: 100,
  startupRuns: 3,
  skipBuild: false,
};

/**
 * The clinic the bench loads: the large clinic at the run's scale, except the lists a screen shows
 * whole (the board's 5,000 tasks, the 500 partners), kept at full size in the quick run too: their
 * targets are stated for that size, so CI measures them there, and they add about 5,000 small rows
 * to a 22,000-row sync.
 */
export function benchClinicSize(options: Pick<BenchOptions, 'scale'>): LargeClinicSize {
  return {
    ...scaledSize(options.scale),
    tasks: LARGE_CLINIC_SIZE.tasks,
    partners: LARGE_CLINIC_SIZE.partners,
  };
}

export const USAGE = `Usage: npm run bench [-- --quick] [-- --skip-build]
  --quick       a tenth of the large clinic (its 5,000 tasks and 500 partners whole) and fewer
                repetitions (the CI smoke test)
  --skip-build  reuse the app and bench page already built in .bench/`;

/** Reads the command line; an unknown argument is an error (with the usage), never ignored. */
export function parseBenchArgs(args: readonly string[]): BenchOptions | { error: string } {
  let options = { ...FULL };
  let skipBuild = false;
  for (const arg of args) {
    if (arg === '--quick') options = { ...QUICK };
    else if (arg === '--skip-build') skipBuild = true;
    else if (arg === '--help' || arg === '-h') return { error: USAGE };
    else return { error: `Unknown argument: ${arg}\n${USAGE}` };
  }
  return { ...options, skipBuild };
}
