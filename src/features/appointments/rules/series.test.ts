import { describe, expect, it } from 'vitest';
import { wallTimeOf } from '#core/bucharest-time.ts';
import {
  expandSeries,
  MAX_SERIES_OCCURRENCES,
  movedStart,
  type SeriesRule,
  seriesMoveOf,
  seriesRuleProblem,
  visitsInScope,
} from './series.ts';

const weekly = (interval: number, weekdays: SeriesRule['weekdays'], end: SeriesRule['end']): SeriesRule => ({
  repeat: 'weekly',
  interval,
  weekdays,
  end,
});

describe('a series expands into its visits', () => {
  it('keeps 10:00 on the clinic clock across both clock changes', () => {
    // 2027: summer time starts on Sunday 28 March and ends on Sunday 31 October.
    const spring = expandSeries('2027-03-23', '10:00', weekly(1, [], { kind: 'count', count: 3 }));
    expect(spring.occurrences.map((visit) => visit.start)).toEqual([
      '2027-03-23T08:00:00.000Z', // EET, UTC+2
      '2027-03-30T07:00:00.000Z', // EEST, UTC+3
      '2027-04-06T07:00:00.000Z',
    ]);
    const autumn = expandSeries('2027-10-26', '10:00', weekly(1, [], { kind: 'count', count: 2 }));
    expect(autumn.occurrences.map((visit) => visit.start)).toEqual([
      '2027-10-26T07:00:00.000Z',
      '2027-11-02T08:00:00.000Z',
    ]);
    for (const visit of [...spring.occurrences, ...autumn.occurrences]) {
      expect(wallTimeOf(visit.start)?.time).toBe('10:00');
    }
  });

  it('repeats daily, on the day of a clock change too', () => {
    const { occurrences } = expandSeries('2027-10-30', '09:30', {
      repeat: 'daily',
      interval: 1,
      weekdays: [],
      end: { kind: 'count', count: 3 },
    });
    expect(occurrences.map((visit) => [visit.day, wallTimeOf(visit.start)?.time])).toEqual([
      ['2027-10-30', '09:30'],
      ['2027-10-31', '09:30'],
      ['2027-11-01', '09:30'],
    ]);
  });

  it('takes every N weeks on the chosen weekdays, never before the first visit', () => {
    // Wednesday 6 January 2027; Mondays and Wednesdays every second week.
    const { occurrences } = expandSeries(
      '2027-01-06',
      '08:00',
      weekly(2, ['monday', 'wednesday'], { kind: 'count', count: 5 }),
    );
    expect(occurrences.map((visit) => visit.day)).toEqual([
      '2027-01-06',
      '2027-01-18',
      '2027-01-20',
      '2027-02-01',
      '2027-02-03',
    ]);
    expect(occurrences.map((visit) => visit.index)).toEqual([0, 1, 2, 3, 4]);
  });

  it('stops on the until day, which it includes', () => {
    const { occurrences, capped } = expandSeries(
      '2027-01-04',
      '08:00',
      weekly(1, ['monday', 'thursday'], { kind: 'until', day: '2027-01-18' }),
    );
    expect(occurrences.map((visit) => visit.day)).toEqual([
      '2027-01-04',
      '2027-01-07',
      '2027-01-11',
      '2027-01-14',
      '2027-01-18',
    ]);
    expect(capped).toBe(false);
  });

  it('books at most 52 visits, and says so when the until day asked for more', () => {
    const long = expandSeries('2027-01-04', '08:00', {
      repeat: 'daily',
      interval: 1,
      weekdays: [],
      end: { kind: 'until', day: '2028-01-04' },
    });
    expect(long.occurrences).toHaveLength(MAX_SERIES_OCCURRENCES);
    expect(long.capped).toBe(true);
    const exact = expandSeries('2027-01-04', '08:00', weekly(1, [], { kind: 'count', count: 52 }));
    expect(exact.occurrences).toHaveLength(52);
    expect(exact.capped).toBe(false);
  });

  it('refuses a rule it cannot expand, with a reason', () => {
    const base = weekly(1, [], { kind: 'count', count: 10 });
    expect(seriesRuleProblem('2027-01-04', '08:00', base)).toBeUndefined();
    expect(seriesRuleProblem('2027-01-04', '08:00', { ...base, interval: 0 })).toBe('interval_range');
    expect(seriesRuleProblem('2027-01-04', '08:00', { ...base, interval: 1.5 })).toBe('interval_range');
    expect(seriesRuleProblem('2027-01-04', '08:00', { ...base, end: { kind: 'count', count: 53 } })).toBe(
      'count_range',
    );
    expect(seriesRuleProblem('2027-01-04', '08:00', { ...base, end: { kind: 'count', count: 1 } })).toBe(
      'count_range',
    );
    expect(
      seriesRuleProblem('2027-01-04', '08:00', { ...base, end: { kind: 'until', day: '2027-01-04' } }),
    ).toBe('until_before_start');
    expect(
      seriesRuleProblem('2027-01-04', '08:00', { ...base, end: { kind: 'until', day: '2027-02-30' } }),
    ).toBe('until_invalid');
    expect(seriesRuleProblem('2027-13-04', '08:00', base)).toBe('first_day_invalid');
    expect(expandSeries('2027-01-04', '25:00', base).occurrences).toEqual([]);
  });
});

describe('an edit of a series', () => {
  const visits = [
    { id: 'c', appointment_date: '2027-03-30T07:00:00.000Z' },
    { id: 'a', appointment_date: '2027-03-16T08:00:00.000Z' },
    { id: 'b', appointment_date: '2027-03-23T08:00:00.000Z' },
  ];
  const [c, , b] = visits;

  it('reaches this visit, this and the following, or all of them', () => {
    if (!b || !c) throw new Error('fixture');
    expect(visitsInScope(visits, b, 'this').map((visit) => visit.id)).toEqual(['b']);
    expect(visitsInScope(visits, b, 'following').map((visit) => visit.id)).toEqual(['b', 'c']);
    expect(visitsInScope(visits, c, 'all').map((visit) => visit.id)).toEqual(['a', 'b', 'c']);
  });

  it('moves the following visits by the same days to the same clock time, across the spring change', () => {
    // Tuesday 23 March 10:00 → Wednesday 24 March 11:00: the next Tuesday's visit goes to Wednesday
    // 31 March 11:00, in summer time.
    const move = seriesMoveOf('2027-03-23T08:00:00.000Z', '2027-03-24', '11:00');
    expect(move).toEqual({ dayShift: 1, time: '11:00' });
    if (!move) throw new Error('no move');
    expect(movedStart('2027-03-23T08:00:00.000Z', move)).toBe('2027-03-24T09:00:00.000Z');
    expect(movedStart('2027-03-30T07:00:00.000Z', move)).toBe('2027-03-31T08:00:00.000Z');
    expect(seriesMoveOf('2027-03-23T08:00:00.000Z', 'tomorrow', '11:00')).toBeUndefined();
  });
});
