import { describe, expect, it } from 'vitest';
import { toEpoch, wallTimeOf, wallTimeToEpoch, wallTimeToIso, zoneOffsetMs } from './bucharest-time.ts';
import { isDay, isTime, minutesToTime, timeToMinutes, weekdayOf } from './calendar-days.ts';

const HOUR = 3_600_000;

describe('day and time strings', () => {
  it('accepts real days written yyyy-MM-dd only', () => {
    expect(isDay('2027-01-12')).toBe(true);
    expect(isDay('2028-02-29')).toBe(true);
    for (const bad of [
      '2027-02-30',
      '2027-02-29',
      '2027-13-01',
      '2027-1-12',
      '12.01.2027',
      '',
      ' 2027-01-12',
      null,
      5,
    ]) {
      expect(isDay(bad)).toBe(false);
    }
  });

  it('accepts HH:mm from 00:00 to 23:59 only', () => {
    expect(isTime('00:00')).toBe(true);
    expect(isTime('23:59')).toBe(true);
    for (const bad of ['24:00', '25:00', '9:00', '09:60', '09:00:00', '0900', '', undefined]) {
      expect(isTime(bad)).toBe(false);
    }
  });

  it('converts between HH:mm and minutes of the day', () => {
    expect(timeToMinutes('00:00')).toBe(0);
    expect(timeToMinutes('17:15')).toBe(1035);
    expect(timeToMinutes('25:00')).toBeUndefined();
    expect(minutesToTime(1035)).toBe('17:15');
    expect(minutesToTime(0)).toBe('00:00');
    expect(minutesToTime(1440 + 30)).toBe('00:30');
  });

  it('names the weekday of a day', () => {
    expect(weekdayOf('2027-01-11')).toBe('monday');
    expect(weekdayOf('2027-01-17')).toBe('sunday');
    expect(weekdayOf('2027-03-28')).toBe('sunday');
    expect(weekdayOf('2027-02-30')).toBeUndefined();
  });
});

describe('instants', () => {
  it('reads Dates, epoch numbers and ISO strings with any offset', () => {
    expect(toEpoch('2027-01-12T09:00:00+02:00')).toBe(Date.parse('2027-01-12T07:00:00Z'));
    expect(toEpoch(new Date(0))).toBe(0);
    expect(toEpoch(42)).toBe(42);
    expect(toEpoch('not a date')).toBeUndefined();
    expect(toEpoch(new Date(Number.NaN))).toBeUndefined();
    expect(toEpoch(1e20)).toBeUndefined();
    expect(toEpoch(Number.POSITIVE_INFINITY)).toBeUndefined();
  });

  it('knows Bucharest is UTC+2 in winter and UTC+3 in summer', () => {
    expect(zoneOffsetMs(Date.parse('2027-01-12T12:00:00Z'))).toBe(2 * HOUR);
    expect(zoneOffsetMs(Date.parse('2027-07-12T12:00:00Z'))).toBe(3 * HOUR);
  });

  it('changes the offset at the very second the clocks change, in any zone', () => {
    const at = (iso: string, zone?: string) => zoneOffsetMs(Date.parse(iso), zone);
    expect(at('2027-03-28T00:59:59.999Z')).toBe(2 * HOUR);
    expect(at('2027-03-28T01:00:00Z')).toBe(3 * HOUR);
    expect(at('2027-10-31T00:59:59Z')).toBe(3 * HOUR);
    expect(at('2027-10-31T01:00:00Z')).toBe(2 * HOUR);
    // New York's clocks change at 07:00Z in March; Lord Howe's by half an hour, at 15:30Z.
    expect(at('2027-03-14T06:59:59Z', 'America/New_York')).toBe(-5 * HOUR);
    expect(at('2027-03-14T07:00:00Z', 'America/New_York')).toBe(-4 * HOUR);
    expect(at('2027-10-02T15:29:59Z', 'Australia/Lord_Howe')).toBe(10.5 * HOUR);
    expect(at('2027-10-02T15:30:00Z', 'Australia/Lord_Howe')).toBe(11 * HOUR);
    expect(at('2027-01-12T12:00:00Z', 'UTC')).toBe(0);
  });
});

describe('wall time to instant', () => {
  it('stores 09:00 Bucharest as 07:00Z in winter and 06:00Z in summer', () => {
    expect(wallTimeToIso('2027-01-12', '09:00')).toBe('2027-01-12T07:00:00.000Z');
    expect(wallTimeToIso('2027-07-12', '09:00')).toBe('2027-07-12T06:00:00.000Z');
  });

  it('handles midnight, which is the previous UTC day', () => {
    expect(wallTimeToIso('2027-01-01', '00:00')).toBe('2026-12-31T22:00:00.000Z');
    expect(wallTimeToIso('2027-01-01', '23:59')).toBe('2027-01-01T21:59:00.000Z');
  });

  it('refuses bad days and times', () => {
    expect(wallTimeToIso('2027-02-30', '09:00')).toBeUndefined();
    expect(wallTimeToIso('2027-02-28', '25:00')).toBeUndefined();
    expect(wallTimeToIso('', '')).toBeUndefined();
    expect(wallTimeToEpoch('2027-02-28', '9:00')).toBeUndefined();
  });

  describe('spring forward, Sunday 2027-03-28 (03:00 → 04:00)', () => {
    it('keeps winter time before the jump and summer time after it', () => {
      expect(wallTimeToIso('2027-03-28', '02:59')).toBe('2027-03-28T00:59:00.000Z');
      expect(wallTimeToIso('2027-03-28', '04:00')).toBe('2027-03-28T01:00:00.000Z');
      expect(wallTimeToIso('2027-03-28', '09:00')).toBe('2027-03-28T06:00:00.000Z');
      expect(wallTimeToIso('2027-03-27', '09:00')).toBe('2027-03-27T07:00:00.000Z');
    });

    it('moves a time the clocks skip forward by the hour: 03:30 is stored as 04:30', () => {
      expect(wallTimeToIso('2027-03-28', '03:00')).toBe('2027-03-28T01:00:00.000Z');
      expect(wallTimeToIso('2027-03-28', '03:30')).toBe('2027-03-28T01:30:00.000Z');
      expect(wallTimeOf('2027-03-28T01:30:00.000Z')?.time).toBe('04:30');
      expect(wallTimeToIso('2027-03-28', '03:30')).toBe(wallTimeToIso('2027-03-28', '04:30'));
    });
  });

  describe('fall back, Sunday 2027-10-31 (04:00 → 03:00)', () => {
    it('keeps summer time before and winter time after', () => {
      expect(wallTimeToIso('2027-10-31', '02:59')).toBe('2027-10-30T23:59:00.000Z');
      expect(wallTimeToIso('2027-10-31', '04:00')).toBe('2027-10-31T02:00:00.000Z');
      expect(wallTimeToIso('2027-10-31', '09:00')).toBe('2027-10-31T07:00:00.000Z');
      expect(wallTimeToIso('2027-10-30', '09:00')).toBe('2027-10-30T06:00:00.000Z');
    });

    it('takes the first of the two 03:30s (still summer time)', () => {
      expect(wallTimeToIso('2027-10-31', '03:00')).toBe('2027-10-31T00:00:00.000Z');
      expect(wallTimeToIso('2027-10-31', '03:30')).toBe('2027-10-31T00:30:00.000Z');
      // Both instants read 03:30 on the wall.
      expect(wallTimeOf('2027-10-31T00:30:00Z')?.time).toBe('03:30');
      expect(wallTimeOf('2027-10-31T01:30:00Z')?.time).toBe('03:30');
    });
  });

  it('round-trips every quarter hour of both transition days', () => {
    for (const day of ['2027-03-28', '2027-10-31', '2026-03-29', '2026-10-25']) {
      for (let minutes = 0; minutes < 1440; minutes += 15) {
        const time = minutesToTime(minutes);
        const wall = wallTimeOf(wallTimeToEpoch(day, time) ?? Number.NaN);
        const skipped = day.endsWith('03-28') || day.endsWith('03-29');
        if (skipped && time >= '03:00' && time < '04:00') {
          expect(wall?.time).toBe(minutesToTime(minutes + 60));
        } else {
          expect(wall).toMatchObject({ day, time });
        }
      }
    }
  });
  it('round-trips every quarter hour of 2027 from instant to wall time and back', () => {
    const start = Date.parse('2026-12-31T22:00:00Z');
    const end = Date.parse('2027-12-31T22:00:00Z');
    const mismatches: string[] = [];
    for (let ms = start; ms < end; ms += 15 * 60_000) {
      const wall = wallTimeOf(ms);
      const back = wall && wallTimeToEpoch(wall.day, wall.time);
      if (back !== ms) mismatches.push(new Date(ms).toISOString());
    }
    // Only the second pass through 03:00–03:59 on 2027-10-31 maps back to the first pass.
    expect(mismatches).toEqual([
      '2027-10-31T01:00:00.000Z',
      '2027-10-31T01:15:00.000Z',
      '2027-10-31T01:30:00.000Z',
      '2027-10-31T01:45:00.000Z',
    ]);
  });
});

describe('instant to wall time', () => {
  it('gives the Bucharest day, time, weekday and minutes', () => {
    expect(wallTimeOf('2027-01-12T07:00:00Z')).toEqual({
      day: '2027-01-12',
      time: '09:00',
      weekday: 'tuesday',
      minutes: 540,
    });
    expect(wallTimeOf('2027-07-12T06:00:00.000Z')).toMatchObject({ day: '2027-07-12', time: '09:00' });
  });

  it('moves late UTC evenings into the next Bucharest day', () => {
    expect(wallTimeOf('2027-01-17T22:30:00Z')).toMatchObject({
      day: '2027-01-18',
      time: '00:30',
      weekday: 'monday',
    });
  });

  it('reads an instant written with an offset the same as its UTC form', () => {
    expect(wallTimeOf('2027-01-12T09:00:00+02:00')).toEqual(wallTimeOf('2027-01-12T07:00:00Z'));
  });

  it('drops seconds', () => {
    expect(wallTimeOf('2027-01-12T07:00:59Z')?.time).toBe('09:00');
  });

  it('answers undefined for a bad instant', () => {
    expect(wallTimeOf('2027-13-45T00:00:00Z')).toBeUndefined();
    expect(wallTimeOf('')).toBeUndefined();
    expect(wallTimeOf(Number.NaN)).toBeUndefined();
  });
});
