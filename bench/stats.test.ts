import { describe, expect, it } from 'vitest';
import { median, summarize } from './stats.ts';

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

describe('summarize', () => {
  it('gives median, min, max and count, ignoring values that are not finite', () => {
    expect(summarize([3, Number.NaN, 1, 2, Number.POSITIVE_INFINITY])).toEqual({
      median: 2,
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
