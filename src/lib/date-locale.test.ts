import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  parseDate,
  startOfWeek,
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
    expect(formatDate(new Date(2024, 0, 9).toISOString())).toBe('09.01.2024');
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
