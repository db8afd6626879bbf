import { describe, expect, it } from 'vitest';
import { median, percentile, summarize } from './stats.ts';

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it('is NaN without values', () => {
    expect(median([])).toBeNaN();
  });
});

describe('percentile', () => {
  it('is the nearest-rank value: with 20 runs the p95 leaves out the single slowest', () => {
    const runs = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(percentile(runs, 95)).toBe(19);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBeNaN();
  });
});

describe('summarize', () => {
  it('gives median, p95, min, max and count, ignoring values that are not finite', () => {
    expect(summarize([3, Number.NaN, 1, 2, Number.POSITIVE_INFINITY])).toEqual({
      median: 2,
      p95: 3,
      min: 1,
      max: 3,
      n: 3,
    });
  });

  it('is all NaN with no usable value', () => {
    const summary = summarize([Number.NaN]);
    expect(summary.n).toBe(0);
    expect(summary.median).toBeNaN();
    expect(summary.min).toBeNaN();
  });
});
