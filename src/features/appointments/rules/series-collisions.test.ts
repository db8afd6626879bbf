import { describe, expect, it } from 'vitest';
import { expandSeries } from './series.ts';
import { listCollisions } from './series-collisions.ts';

const schedule = {
  monday: { open: true, start: '08:00', end: '18:00' },
  tuesday: { open: true, start: '08:00', end: '18:00' },
  wednesday: { open: true, start: '08:00', end: '12:00' },
  thursday: { open: true, start: '08:00', end: '18:00' },
  friday: { open: true, start: '08:00', end: '18:00' },
  saturday: { open: false, start: '08:00', end: '18:00' },
  sunday: { open: false, start: '08:00', end: '18:00' },
};

const booked = (id: string, date: string, status: 'scheduled' | 'cancelled' | 'conflict' = 'scheduled') => ({
  id,
  doctor_id: 'dr',
  appointment_date: date,
  duration_minutes: 30,
  status,
});

describe('the visits of a series that collide', () => {
  // Ten Tuesdays from 5 January 2027 at 10:00 (08:00Z in winter).
  const { occurrences } = expandSeries('2027-01-05', '10:00', {
    repeat: 'weekly',
    interval: 1,
    weekdays: [],
    end: { kind: 'count', count: 10 },
  });

  it('lists a slot the doctor holds, and only that one', () => {
    const collisions = listCollisions(occurrences, {
      doctorId: 'dr',
      durationMinutes: 30,
      schedule,
      appointments: [
        booked('taken', '2027-01-19T08:15:00.000Z'),
        booked('cancelled', '2027-01-26T08:00:00.000Z', 'cancelled'),
        booked('refused', '2027-02-02T08:00:00.000Z', 'conflict'),
        booked('before', '2027-02-09T07:30:00.000Z'),
        { ...booked('other doctor', '2027-02-16T08:00:00.000Z'), doctor_id: 'another' },
      ],
    });
    expect(collisions.map(({ occurrence, problem }) => [occurrence.index, problem.kind])).toEqual([
      [2, 'taken'],
    ]);
    expect(collisions[0]?.problem).toMatchObject({ by: [{ id: 'taken' }] });
  });

  it('lists a closed day and a time outside the hours', () => {
    const mixed = expandSeries('2027-01-05', '11:30', {
      repeat: 'daily',
      interval: 1,
      weekdays: [],
      end: { kind: 'count', count: 5 },
    });
    const collisions = listCollisions(
      mixed.occurrences.map((visit) => visit),
      { doctorId: 'dr', durationMinutes: 30, schedule, appointments: [] },
    );
    // Tuesday to Saturday: Wednesday closes at 12:00 (11:30 is still in), Saturday is closed.
    expect(collisions.map(({ occurrence, problem }) => [occurrence.day, problem.kind])).toEqual([
      ['2027-01-09', 'hours'],
    ]);
    expect(collisions[0]?.problem).toEqual({
      kind: 'hours',
      error: { field: 'date', code: 'clinic_closed' },
    });
  });

  it('lets the visits of the series being moved pass over their own old slots', () => {
    const collisions = listCollisions(occurrences.slice(0, 2), {
      doctorId: 'dr',
      durationMinutes: 30,
      schedule,
      appointments: [booked('self', '2027-01-05T08:00:00.000Z')],
      movingIds: new Set(['self']),
    });
    expect(collisions).toEqual([]);
  });
});
