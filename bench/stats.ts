/** Summaries of repeated measurements: the median and the spread around it. */

export interface Summary {
  median: number;
  /** The 95th percentile, nearest rank: the value 95 % of the runs are at or under. */
  p95: number;
  min: number;
  max: number;
  n: number;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  if (sorted.length % 2 === 1) return upper;
  return ((sorted[middle - 1] ?? upper) + upper) / 2;
}

/** The nearest-rank percentile `p` (0–100) of the values; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1] ?? Number.NaN;
}

export function summarize(values: readonly number[]): Summary {
  const finite = values.filter((value) => Number.isFinite(value));
  return {
    median: median(finite),
    p95: percentile(finite, 95),
    min: finite.length > 0 ? Math.min(...finite) : Number.NaN,
    max: finite.length > 0 ? Math.max(...finite) : Number.NaN,
    n: finite.length,
  };
}
