import { describe, expect, it } from 'vitest';
import { retryDelay } from './retry-delay.ts';

const backOff = { baseMs: 1000, maxMs: 60_000 };

describe('retryDelay', () => {
  it('doubles after each failure, up to the cap', () => {
    const full = () => 1;
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((failures) => retryDelay(failures, backOff, full))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000,
    ]);
    expect(retryDelay(500, backOff, full)).toBe(60_000);
  });

  it('spreads each wait over the upper half so devices do not retry in step', () => {
    expect(retryDelay(3, backOff, () => 0)).toBe(2000);
    expect(retryDelay(3, backOff, () => 0.5)).toBe(3000);
  });
});
