import { describe, expect, it } from 'vitest';
import {
  addDays,
  bucharestOffsetMinutes,
  bucharestToday,
  fromBucharest,
  toBucharest,
  weekdayOf,
} from './bucharest-time.ts';

describe('Bucharest wall-clock time', () => {
  it('is UTC+2 in winter and UTC+3 in summer', () => {
    expect(fromBucharest({ year: 2026, month: 1, day: 15, hour: 9, minute: 30 }).toISOString()).toBe(
      '2026-01-15T07:30:00.000Z',
    );
    expect(fromBucharest({ year: 2026, month: 7, day: 15, hour: 9, minute: 30 }).toISOString()).toBe(
      '2026-07-15T06:30:00.000Z',
    );
    expect(bucharestOffsetMinutes(new Date('2026-01-15T12:00:00Z'))).toBe(120);
    expect(bucharestOffsetMinutes(new Date('2026-07-15T12:00:00Z'))).toBe(180);
  });

  it('follows the clock change on the last Sunday of March and of October', () => {
    // 29 March 2026: 03:00 becomes 04:00; 25 October 2026: 04:00 becomes 03:00.
    expect(fromBucharest({ year: 2026, month: 3, day: 29, hour: 1, minute: 0 }).toISOString()).toBe(
      '2026-03-28T23:00:00.000Z',
    );
    expect(fromBucharest({ year: 2026, month: 3, day: 29, hour: 9, minute: 0 }).toISOString()).toBe(
      '2026-03-29T06:00:00.000Z',
    );
    expect(fromBucharest({ year: 2026, month: 10, day: 25, hour: 9, minute: 0 }).toISOString()).toBe(
      '2026-10-25T07:00:00.000Z',
    );
    expect(fromBucharest({ year: 2026, month: 10, day: 24, hour: 9, minute: 0 }).toISOString()).toBe(
      '2026-10-24T06:00:00.000Z',
    );
  });

  it('round-trips through toBucharest', () => {
    const local = { year: 2026, month: 11, day: 21, hour: 17, minute: 45 };
    expect(toBucharest(fromBucharest(local))).toMatchObject(local);
  });

  it("takes today's date from Bucharest, not from UTC", () => {
    expect(bucharestToday(new Date('2026-11-21T22:30:00Z'))).toEqual({ year: 2026, month: 11, day: 22 });
    expect(bucharestToday(new Date('2026-11-21T21:30:00Z'))).toEqual({ year: 2026, month: 11, day: 21 });
  });

  it('steps calendar dates across months and years', () => {
    expect(addDays({ year: 2026, month: 12, day: 30 }, 3)).toEqual({ year: 2027, month: 1, day: 2 });
    expect(addDays({ year: 2028, month: 3, day: 1 }, -1)).toEqual({ year: 2028, month: 2, day: 29 });
    expect(weekdayOf({ year: 2026, month: 11, day: 23 })).toBe(1); // a Monday
  });
});
