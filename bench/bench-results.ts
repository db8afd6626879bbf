/**
 * The shape of a bench run's results, written to .bench/latest.json and printed by report.ts.
 * Every figure keeps its raw samples; the references were measured in the same run.
 */
import type { LargeClinicSize } from '#supabase/seed/large-clinic.ts';
import type { BenchMode } from './bench-options.ts';

export type Unit = 'ms' | 'rows/s' | 'kB' | 'MB' | '%';

/**
 * ceiling: the most this device or server can do for the same work; online-only: what an app
 * without a local database pays for it; baseline: the same quantity with nothing of Cabinet's;
 * budget: the most a target allows (an issue's "no more than …").
 */
export type ReferenceKind = 'ceiling' | 'online-only' | 'baseline' | 'budget';

export interface Reference {
  kind: ReferenceKind;
  label: string;
  samples: number[];
}

export interface Measure {
  id: string;
  label: string;
  unit: Unit;
  better: 'lower' | 'higher';
  samples: number[];
  references: Reference[];
  /** One line on what the figure covers, for the docs and the JSON reader. */
  note: string;
  /**
   * Runs that ended without a sample, each saying why ("not idle within 600 s"): a figure past
   * its time limit is a result too, and the run goes on to the others (issue 19).
   */
  missed?: string[];
}

/** A scenario that stopped before it gave its figures, and why; the run went on without them. */
export interface Shortfall {
  scenario: string;
  message: string;
}

export interface MachineInfo {
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  platform: string;
  node: string;
  browser: string;
  /** The machine's 1-minute load average when the run started and ended (other work skews figures). */
  loadAverage: { start: number; end: number };
}

export interface DatasetInfo {
  size: LargeClinicSize;
  /** Rows written per table by the generator. */
  rows: Record<string, number>;
  /** Rows the first sync stores (the clinic's rows plus shared ones, e.g. specializations). */
  syncedRows: number;
  buildMs: number;
  loadMs: number;
}

export interface BenchResults {
  version: 1;
  mode: BenchMode;
  startedAt: string;
  durationMs: number;
  machine: MachineInfo;
  dataset: DatasetInfo;
  measures: Measure[];
  /** Scenarios that could not finish; `npm run bench` then exits with 1 after printing the rest. */
  shortfalls: Shortfall[];
}
