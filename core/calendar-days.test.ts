import { describe, expect, it } from 'vitest';
import { clinicDay } from './bucharest-time.ts';
import { addDays, addMonths, ageOn } from './calendar-days.ts';

describe('clinic calendar days', () => {
  it('reads the day in Bucharest, not in UTC', () => {
    expect(clinicDay(new Date('2026-11-21T21:59:59Z'))).toBe('2026-11-21');
    expect(clinicDay(new Date('2026-11-21T22:00:00Z'))).toBe('2026-11-22');
    expect(clinicDay(new Date('2026-07-01T21:00:00Z'))).toBe('2026-07-02');
    expect(clinicDay(new Date('2026-11-21T22:00:00Z'), 'UTC')).toBe('2026-11-21');
  });

  it('moves by days and months across month ends', () => {
    expect(addDays('2026-03-01', -7)).toBe('2026-02-22');
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
  });

  it('counts whole years of age', () => {
    expect(ageOn('1975-08-09', '2026-08-08')).toBe(50);
    expect(ageOn('1975-08-09', '2026-08-09')).toBe(51);
    expect(ageOn('2004-02-29', '2026-02-28')).toBe(21);
  });
});
