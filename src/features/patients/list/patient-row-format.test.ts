import { describe, expect, it } from 'vitest';
import { formatAge, formatClinicDate, STATUS_ICONS } from './patient-row-format.ts';

describe('formatClinicDate', () => {
  it('writes the clinic day as dd.MM.yyyy', () => {
    expect(formatClinicDate('2026-11-21T10:00:00Z')).toBe('21.11.2026');
    // 23:30 UTC is already the next day in Bucharest.
    expect(formatClinicDate('2026-11-21T23:30:00Z')).toBe('22.11.2026');
    expect(formatClinicDate('2026-11-21T23:30:00Z', 'UTC')).toBe('21.11.2026');
    expect(formatClinicDate('1990-01-05')).toBe('05.01.1990');
  });

  it("shows '-' for a missing or invalid date", () => {
    expect(formatClinicDate(null)).toBe('-');
    expect(formatClinicDate(undefined)).toBe('-');
    expect(formatClinicDate('')).toBe('-');
    expect(formatClinicDate('not a date')).toBe('-');
    expect(formatClinicDate('2026-02-30')).toBe('-');
  });
});

describe('formatAge', () => {
  it("shows whole years, '-' without a birthday", () => {
    expect(formatAge(0)).toBe('0');
    expect(formatAge(42)).toBe('42');
    expect(formatAge(null)).toBe('-');
    expect(formatAge(-1)).toBe('-');
  });
});

describe('STATUS_ICONS', () => {
  it('has a different icon for each status', () => {
    expect(new Set(Object.values(STATUS_ICONS)).size).toBe(3);
  });
});
