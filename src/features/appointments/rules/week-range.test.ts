import { describe, expect, it } from 'vitest';
import {
  currentWeek,
  nextWeek,
  previousWeek,
  shiftWeek,
  weekContaining,
  weekHasDay,
  weekLabel,
} from './week-range.ts';

const HOUR = 3_600_000;
const hoursIn = (week: { from: string; to: string }) => (Date.parse(week.to) - Date.parse(week.from)) / HOUR;

describe('weekContaining', () => {
  it('starts on Monday in ro', () => {
    const week = weekContaining('2027-01-14', 'ro');
    expect(week?.start).toBe('2027-01-11');
    expect(week?.days).toEqual([
      '2027-01-11',
      '2027-01-12',
      '2027-01-13',
      '2027-01-14',
      '2027-01-15',
      '2027-01-16',
      '2027-01-17',
    ]);
  });

  it('starts on Sunday in en', () => {
    const week = weekContaining('2027-01-14', 'en');
    expect(week?.start).toBe('2027-01-10');
    expect(week?.days.at(-1)).toBe('2027-01-16');
  });

  it('puts a Sunday last in ro and first in en', () => {
    expect(weekContaining('2027-01-17', 'ro')?.start).toBe('2027-01-11');
    expect(weekContaining('2027-01-17', 'en')?.start).toBe('2027-01-17');
  });

  it('puts a Monday first in ro and second in en', () => {
    expect(weekContaining('2027-01-11', 'ro')?.start).toBe('2027-01-11');
    expect(weekContaining('2027-01-11', 'en')?.start).toBe('2027-01-10');
  });

  it('crosses months and years', () => {
    expect(weekContaining('2027-01-01', 'ro')?.days).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(weekContaining('2028-03-01', 'ro')?.days).toContain('2028-02-29');
  });

  it('answers undefined for a bad day', () => {
    expect(weekContaining('2027-02-30', 'ro')).toBeUndefined();
    expect(weekContaining('', 'en')).toBeUndefined();
    expect(weekContaining('14.01.2027', 'ro')).toBeUndefined();
  });
});

describe('UTC bounds', () => {
  it('run from Monday 00:00 to the next Monday 00:00 in Bucharest', () => {
    const week = weekContaining('2027-01-14', 'ro');
    expect(week?.from).toBe('2027-01-10T22:00:00.000Z');
    expect(week?.to).toBe('2027-01-17T22:00:00.000Z');
    expect(week && hoursIn(week)).toBe(168);
  });

  it('hold 167 hours in the week clocks go forward (2027-03-28)', () => {
    const week = weekContaining('2027-03-28', 'ro');
    expect(week?.from).toBe('2027-03-21T22:00:00.000Z');
    expect(week?.to).toBe('2027-03-28T21:00:00.000Z');
    expect(week && hoursIn(week)).toBe(167);
  });

  it('hold 169 hours in the week clocks go back (2027-10-31)', () => {
    const week = weekContaining('2027-10-31', 'ro');
    expect(week?.from).toBe('2027-10-24T21:00:00.000Z');
    expect(week?.to).toBe('2027-10-31T22:00:00.000Z');
    expect(week && hoursIn(week)).toBe(169);
  });

  it('hold the change in the en week too, where the Sunday starts the week', () => {
    const week = weekContaining('2027-10-31', 'en');
    expect(week?.start).toBe('2027-10-31');
    expect(week && hoursIn(week)).toBe(169);
  });

  it('meet the previous and next week exactly', () => {
    const week = weekContaining('2027-03-28', 'ro');
    if (!week) throw new Error('no week');
    expect(previousWeek(week).to).toBe(week.from);
    expect(nextWeek(week).from).toBe(week.to);
  });
});

describe('navigation', () => {
  const week = weekContaining('2027-01-14', 'ro');
  if (!week) throw new Error('no week');

  it('moves a week back and forward', () => {
    expect(previousWeek(week).start).toBe('2027-01-04');
    expect(nextWeek(week).start).toBe('2027-01-18');
    expect(shiftWeek(week, 52).start).toBe('2028-01-10');
    expect(shiftWeek(week, 0)).toEqual(week);
  });

  it('keeps the week start of the language (Sunday stays Sunday)', () => {
    const en = weekContaining('2027-01-14', 'en');
    if (!en) throw new Error('no week');
    expect(nextWeek(en).start).toBe('2027-01-17');
  });

  it('finds today in Bucharest, not in UTC', () => {
    // 21:30Z on Sunday 2027-01-17 is 23:30 in Bucharest: still Sunday, the last day of the ro week.
    expect(currentWeek(new Date('2027-01-17T21:30:00Z'), 'ro').start).toBe('2027-01-11');
    // 22:30Z on Sunday is already Monday 00:30 in Bucharest: the next ro week.
    expect(currentWeek(new Date('2027-01-17T22:30:00Z'), 'ro').start).toBe('2027-01-18');
    expect(currentWeek(new Date('2027-01-16T22:30:00Z'), 'en').start).toBe('2027-01-17');
  });

  it('does not crash on an invalid clock', () => {
    expect(currentWeek(new Date(Number.NaN), 'ro').days).toHaveLength(7);
  });

  it('knows which days are in the week', () => {
    expect(weekHasDay(week, '2027-01-17')).toBe(true);
    expect(weekHasDay(week, '2027-01-18')).toBe(false);
  });
});

describe('weekLabel', () => {
  it('writes the first and last day as dd.MM.yyyy', () => {
    const week = weekContaining('2027-01-14', 'ro');
    if (!week) throw new Error('no week');
    expect(weekLabel(week)).toBe('11.01.2027 – 17.01.2027');
    expect(weekLabel(previousWeek(week))).toBe('04.01.2027 – 10.01.2027');
  });

  it('spans years', () => {
    const week = weekContaining('2027-01-01', 'en');
    if (!week) throw new Error('no week');
    expect(weekLabel(week)).toBe('27.12.2026 – 02.01.2027');
  });
});
