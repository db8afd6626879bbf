/**
 * The printed table of a bench run: each figure's median and spread (min–max over the runs), with
 * each reference measured in the same run beneath it and how far Cabinet is from it.
 */
import type { BenchResults, Measure, Reference, Unit } from './bench-results.ts';
import { type Summary, summarize } from './stats.ts';

/** How many times Cabinet's median is from the reference's, > 1 when Cabinet is behind. */
export function gap(measure: Measure, reference: Reference): number {
  const mine = summarize(measure.samples).median;
  const theirs = summarize(reference.samples).median;
  return measure.better === 'higher' ? theirs / mine : mine / theirs;
}

export function formatValue(value: number, unit: Unit): string {
  if (!Number.isFinite(value)) return '–';
  if (unit === 'kB' || unit === 'MB' || unit === '%') return value.toFixed(1);
  const digits = unit === 'ms' && value < 10 ? 2 : unit === 'ms' && value < 100 ? 1 : 0;
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export function formatGap(value: number): string {
  if (!Number.isFinite(value) || value <= 0) return '';
  if (value >= 1) return `${value.toFixed(value < 10 ? 1 : 0)}× behind`;
  const ahead = 1 / value;
  return `${ahead.toFixed(ahead < 10 ? 1 : 0)}× ahead`;
}

function spread(summary: Summary, unit: Unit): string {
  if (summary.n <= 1) return '';
  return `${formatValue(summary.min, unit)}–${formatValue(summary.max, unit)}`;
}

/** The reference each figure is furthest from among the ceilings, largest gap first. */
export function furthestFromCeiling(
  measures: readonly Measure[],
): { measure: Measure; reference: Reference; gap: number } | undefined {
  let furthest: { measure: Measure; reference: Reference; gap: number } | undefined;
  for (const measure of measures) {
    for (const reference of measure.references) {
      if (reference.kind !== 'ceiling') continue;
      const value = gap(measure, reference);
      if (Number.isFinite(value) && (!furthest || value > furthest.gap))
        furthest = { measure, reference, gap: value };
    }
  }
  return furthest;
}

function pad(cells: readonly string[], widths: readonly number[]): string {
  return cells
    .map((cell, i) =>
      i === 0 || i === cells.length - 1 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0),
    )
    .join('  ')
    .trimEnd();
}

/** Each distinct reason a run gave no sample, with how many runs it ended. */
function countMissed(missed: readonly string[] | undefined): Map<string, number> {
  const counts = new Map<string, number>();
  for (const message of missed ?? []) counts.set(message, (counts.get(message) ?? 0) + 1);
  return counts;
}

export function renderTable(results: BenchResults): string {
  const header = ['figure', 'median', 'p95', 'spread (min–max)', 'n', 'Cabinet vs reference'];
  const rows: string[][] = [];
  for (const measure of results.measures) {
    const summary = summarize(measure.samples);
    rows.push([
      `${measure.label} (${measure.unit})`,
      formatValue(summary.median, measure.unit),
      formatValue(summary.p95, measure.unit),
      spread(summary, measure.unit),
      String(summary.n),
      '',
    ]);
    for (const [message, runs] of countMissed(measure.missed)) {
      rows.push([`  missed: ${message}`, '', '', '', String(runs), '']);
    }
    for (const reference of measure.references) {
      const theirs = summarize(reference.samples);
      rows.push([
        `  ${reference.kind}: ${reference.label}`,
        formatValue(theirs.median, measure.unit),
        formatValue(theirs.p95, measure.unit),
        spread(theirs, measure.unit),
        String(theirs.n),
        formatGap(gap(measure, reference)),
      ]);
    }
  }
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  const { dataset, machine } = results;
  const lines = [
    `Cabinet bench, ${results.mode} run, ${new Date(results.startedAt).toISOString()}`,
    `Data: ${dataset.size.doctors} doctors, ${dataset.size.patients.toLocaleString('en-US')} patients, ` +
      `${dataset.size.appointments.toLocaleString('en-US')} appointments, ${dataset.size.tasks.toLocaleString('en-US')} tasks, ` +
      `${dataset.size.services} services, ${dataset.size.partners} partners; ` +
      `${dataset.syncedRows.toLocaleString('en-US')} rows synced; generated in ${(dataset.buildMs / 1000).toFixed(1)} s, ` +
      `loaded in ${(dataset.loadMs / 1000).toFixed(1)} s`,
    `Machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGb} GB, ${machine.browser}, Node ${machine.node}; ` +
      `load average ${machine.loadAverage.start.toFixed(1)} at the start, ${machine.loadAverage.end.toFixed(1)} at the end`,
    '',
    pad(header, widths),
    pad(
      widths.map((width) => '-'.repeat(width)),
      widths,
    ),
    ...rows.map((row) => pad(row, widths)),
    '',
  ];
  for (const shortfall of results.shortfalls) {
    lines.push(`Not measured: ${shortfall.scenario}: ${shortfall.message}.`);
  }
  const furthest = furthestFromCeiling(results.measures);
  if (furthest) {
    lines.push(
      `Furthest from its ceiling: ${furthest.measure.label}, ${formatGap(furthest.gap)} ${furthest.reference.label}.`,
    );
  }
  lines.push(`Run took ${(results.durationMs / 1000).toFixed(0)} s. Results: .bench/latest.json`);
  return lines.join('\n');
}
