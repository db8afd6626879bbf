import { describe, expect, it } from 'vitest';
import { NO_SERIES, planSeries, seriesRuleOf } from './series-plan.ts';

const context = {
  doctorId: 'dr',
  durationMinutes: 30,
  schedule: null,
  // 19 January 2027, 10:00 in Bucharest: the third Tuesday is taken.
  appointments: [
    {
      id: 'taken',
      doctor_id: 'dr',
      appointment_date: '2027-01-19T08:00:00.000Z',
      duration_minutes: 30,
      status: 'scheduled' as const,
    },
  ],
};
const weekly = { ...NO_SERIES, repeat: 'weekly' as const, count: '10' };

describe('the repeat section as a plan', () => {
  it('does not repeat unless asked', () => {
    expect(seriesRuleOf(NO_SERIES)).toBeNull();
    expect(planSeries('2027-01-05', '10:00', NO_SERIES, new Map(), context)).toBeNull();
  });

  it('books every visit but the one whose slot is taken', () => {
    const plan = planSeries('2027-01-05', '10:00', weekly, new Map(), context);
    expect(plan?.visits).toHaveLength(10);
    expect(plan?.collisions.map((collision) => collision.occurrence.day)).toEqual(['2027-01-19']);
    expect(plan?.booked).toHaveLength(9);
  });

  it('books the colliding visit too at another time the desk picked, when that one is free', () => {
    const plan = planSeries('2027-01-05', '10:00', weekly, new Map([[2, '11:00']]), context);
    expect(plan?.collisions).toEqual([]);
    expect(plan?.booked).toHaveLength(10);
    expect(plan?.booked[2]).toMatchObject({
      day: '2027-01-19',
      time: '11:00',
      start: '2027-01-19T09:00:00.000Z',
    });
  });

  it('names what is wrong with a rule as typed, and plans nothing', () => {
    expect(planSeries('2027-01-05', '10:00', { ...weekly, interval: 'x' }, new Map(), context)).toMatchObject(
      {
        problem: 'interval_range',
        booked: [],
      },
    );
    expect(planSeries('2027-01-05', '10:00', { ...weekly, count: '60' }, new Map(), context)?.problem).toBe(
      'count_range',
    );
    expect(
      planSeries('2027-01-05', '10:00', { ...weekly, end: 'until', until: '' }, new Map(), context)?.problem,
    ).toBe('until_invalid');
  });
});
