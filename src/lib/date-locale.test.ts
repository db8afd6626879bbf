import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatMonthYear,
  formatNumericDateTime,
  parseDate,
  parseTypedDay,
  startOfWeek,
  weekdayName,
  weekdayOrder,
  weekStartsOn,
} from './date-locale.ts';

describe('week start', () => {
  it('is Monday in ro and Sunday in en', () => {
    expect(weekStartsOn('ro')).toBe(1);
    expect(weekStartsOn('en')).toBe(0);
    expect(weekdayOrder('ro')).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(weekdayOrder('en')).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('finds the first day of the week by language', () => {
    // Wednesday 2025-03-12
    const wednesday = new Date(2025, 2, 12, 15, 30);
    expect(startOfWeek(wednesday, 'ro')).toEqual(new Date(2025, 2, 10));
    expect(startOfWeek(wednesday, 'en')).toEqual(new Date(2025, 2, 9));
    // Sunday 2025-03-16 belongs to the week of Monday 10 in ro, starts its own week in en
    const sunday = new Date(2025, 2, 16, 9);
    expect(startOfWeek(sunday, 'ro')).toEqual(new Date(2025, 2, 10));
    expect(startOfWeek(sunday, 'en')).toEqual(new Date(2025, 2, 16));
    // Across a month and year boundary
    expect(startOfWeek(new Date(2025, 0, 1), 'ro')).toEqual(new Date(2024, 11, 30));
  });
});

describe('formatDate', () => {
  it('formats as dd.MM.yyyy', () => {
    expect(formatDate('2024-03-05')).toBe('05.03.2024');
    expect(formatDate(new Date(2023, 11, 31, 23, 59))).toBe('31.12.2023');
  });

  it("shows an instant as the clinic's day", () => {
    // 22:30 UTC on 8 January is 00:30 on the 9th in Bucharest.
    expect(formatDate('2024-01-08T22:30:00.000Z')).toBe('09.01.2024');
    expect(formatDate('2024-01-08T21:30:00.000Z')).toBe('08.01.2024');
  });

  it("shows '-' for a missing or invalid date", () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDate(undefined)).toBe('-');
    expect(formatDate('')).toBe('-');
    expect(formatDate('not a date')).toBe('-');
    expect(formatDate('2024-02-30')).toBe('-');
    expect(formatDate(new Date(Number.NaN))).toBe('-');
  });

  it('reads a calendar date without a time zone shift', () => {
    expect(parseDate('2024-02-29')).toEqual(new Date(2024, 1, 29));
    expect(parseDate('2023-02-29')).toBeUndefined();
  });
});

describe('formatDateTime', () => {
  it("shows 'd MMM yyyy, HH:mm' on the clinic's clock in each language", () => {
    // 07:30 UTC in March is 09:30 in Bucharest (EET); in July, 10:30 (EEST).
    expect(formatDateTime('2026-03-05T07:30:00.000Z', 'ro')).toBe('5 mar. 2026, 09:30');
    expect(formatDateTime('2026-03-05T07:30:00.000Z', 'en')).toBe('5 Mar 2026, 09:30');
    expect(formatDateTime('2026-07-15T07:30:00.000Z', 'en')).toBe('15 Jul 2026, 10:30');
  });

  it("shows '-' for a missing or invalid instant", () => {
    expect(formatDateTime(null, 'ro')).toBe('-');
    expect(formatDateTime('yesterday', 'en')).toBe('-');
  });
});

describe('formats that do not follow the browser', () => {
  const zones = ['America/New_York', 'Asia/Tokyo', 'Pacific/Kiritimati'];

  it('shows the same 24-hour clinic time and day in any device zone', () => {
    const saved = process.env.TZ;
    try {
      zones.forEach((zone, index) => {
        process.env.TZ = zone;
        // A different instant per zone, so no remembered answer hides the device's zone.
        const hour = 12 + index;
        const utc = `2027-07-14T${String(hour - 3).padStart(2, '0')}:45:00.000Z`;
        expect(formatNumericDateTime(utc)).toBe(`14.07.2027 ${hour}:45`);
        expect(formatDateTime(utc, 'en')).toBe(`14 Jul 2027, ${hour}:45`);
        expect(formatDate(`2027-07-1${index + 1}`)).toBe(`1${index + 1}.07.2027`);
      });
    } finally {
      process.env.TZ = saved;
    }
  });

  it('names weekdays and months in the interface language', () => {
    expect(weekdayName('2027-03-08', 'ro')).toBe('luni');
    expect(weekdayName('2027-03-08', 'ro', 'short')).toBe('lun.');
    expect(weekdayName('2027-03-14', 'en')).toBe('Sunday');
    expect(weekdayName('2027-03-14', 'en', 'short')).toBe('Sun');
    expect(weekdayName('2027-02-30', 'en')).toBe('');
    expect(formatMonthYear('2026-03', 'ro')).toBe('Martie 2026');
    expect(formatMonthYear('2026-09', 'en')).toBe('September 2026');
    expect(formatDayMonth('2027-03-08')).toBe('08.03');
  });

  it('keeps the clock change: 03:30 twice in October, 03:00 never in March', () => {
    expect(formatNumericDateTime('2027-10-31T00:30:00.000Z')).toBe('31.10.2027 03:30');
    expect(formatNumericDateTime('2027-10-31T01:30:00.000Z')).toBe('31.10.2027 03:30');
    expect(formatNumericDateTime('2027-03-28T00:59:00.000Z')).toBe('28.03.2027 02:59');
    expect(formatNumericDateTime('2027-03-28T01:00:00.000Z')).toBe('28.03.2027 04:00');
  });
});

describe('parseTypedDay', () => {
  it('reads dd.MM.yyyy, d.M.yyyy and a pasted yyyy-MM-dd', () => {
    expect(parseTypedDay('05.03.2026')).toBe('2026-03-05');
    expect(parseTypedDay(' 5.3.2026 ')).toBe('2026-03-05');
    expect(parseTypedDay('2026-03-05')).toBe('2026-03-05');
    expect(parseTypedDay('29.02.2028')).toBe('2028-02-29');
  });

  it('refuses days that do not exist, half-typed years and other forms', () => {
    for (const bad of [
      '31.02.2026',
      '29.02.2027',
      '1.13.2020',
      '00.01.2020',
      '05.03.26',
      '05.03.0202',
      '03/05/2026',
      '',
    ]) {
      expect(parseTypedDay(bad)).toBeNull();
    }
  });
});
