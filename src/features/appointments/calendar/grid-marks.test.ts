import { describe, expect, it } from 'vitest';
import { closedBands, nowMarker } from './grid-marks.ts';

const ROWS = [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18];
const schedule = {
  monday: { open: true, start: '08:00', end: '18:00' },
  saturday: { open: true, start: '09:00', end: '14:00' },
  sunday: { open: false, start: '09:00', end: '14:00' },
};

describe('closedBands', () => {
  it('shades the hour after closing on a day open 8–18 (rows run to 19:00)', () => {
    // 2027-03-08 is a Monday.
    expect(closedBands(schedule, '2027-03-08', ROWS)).toEqual([{ topRem: 70, heightRem: 7 }]);
  });

  it('shades before opening and after closing', () => {
    expect(closedBands(schedule, '2027-03-13', ROWS)).toEqual([
      { topRem: 0, heightRem: 7 },
      { topRem: 42, heightRem: 35 },
    ]);
  });

  it('shades all of a closed day, and all of a day that is not one', () => {
    expect(closedBands(schedule, '2027-03-14', ROWS)).toEqual([{ topRem: 0, heightRem: 77 }]);
    expect(closedBands(schedule, 'not-a-day', ROWS)).toEqual([{ topRem: 0, heightRem: 77 }]);
  });

  it('reads a day the schedule lacks as open 8–18', () => {
    expect(closedBands(schedule, '2027-03-09', ROWS)).toEqual([{ topRem: 70, heightRem: 7 }]);
    expect(closedBands(null, '2027-03-09', [8, 9, 10, 11, 12, 13, 14, 15, 16, 17])).toEqual([]);
  });
});

describe('nowMarker', () => {
  it('places the line at the Bucharest time, in winter and in summer', () => {
    // 10:30 in Bucharest: 08:30Z in winter (UTC+2), 07:30Z in summer (UTC+3).
    expect(nowMarker('2027-01-12T08:30:00Z', ROWS)).toEqual({ today: '2027-01-12', lineTopRem: 17.5 });
    expect(nowMarker('2027-07-12T07:30:00Z', ROWS)).toEqual({ today: '2027-07-12', lineTopRem: 17.5 });
  });

  it('marks today without a line outside the rows; a bad clock marks nothing', () => {
    expect(nowMarker('2027-01-12T05:00:00Z', ROWS)).toEqual({ today: '2027-01-12', lineTopRem: undefined });
    expect(nowMarker('2027-01-12T21:59:00Z', ROWS)).toEqual({ today: '2027-01-12', lineTopRem: undefined });
    expect(nowMarker(Number.NaN, ROWS)).toBeUndefined();
  });
});
