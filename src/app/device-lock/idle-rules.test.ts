import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCK_MINUTES, isLockDue, lockDueAt, lockMinutesOf } from './idle-rules.ts';

describe('idle lock rules', () => {
  it('takes 1 to 60 whole minutes, else the default 5', () => {
    expect(lockMinutesOf(1)).toBe(1);
    expect(lockMinutesOf(60)).toBe(60);
    expect(lockMinutesOf('12')).toBe(12);
    for (const odd of [0, 61, 2.5, -3, null, undefined, 'x', Number.NaN]) {
      expect(lockMinutesOf(odd)).toBe(DEFAULT_LOCK_MINUTES);
    }
  });

  it('locks once the minutes have passed since the last touch, a sleeping tab on waking', () => {
    const touched = Date.UTC(2026, 10, 29, 9, 0);
    expect(lockDueAt(touched, 5)).toBe(touched + 5 * 60_000);
    expect(isLockDue(touched, 5, touched + 4 * 60_000 + 59_999)).toBe(false);
    expect(isLockDue(touched, 5, touched + 5 * 60_000)).toBe(true);
    expect(isLockDue(touched, 5, touched + 3 * 3_600_000)).toBe(true);
  });
});
