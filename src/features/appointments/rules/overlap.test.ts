import { describe, expect, it } from 'vitest';
import {
  appointmentInterval,
  findConflicts,
  holdsTime,
  intervalOf,
  overlaps,
  type TimedAppointment,
} from './overlap.ts';

const at = (iso: string) => Date.parse(iso);
const span = (from: string, to: string) => ({
  start: at(`2027-01-12T${from}:00Z`),
  end: at(`2027-01-12T${to}:00Z`),
});

function appointment(overrides: Partial<TimedAppointment> = {}): TimedAppointment {
  return {
    id: 'a1',
    doctor_id: 'doc-1',
    // 10:00–10:30 in Bucharest (winter, UTC+2).
    appointment_date: '2027-01-12T08:00:00.000Z',
    duration_minutes: 30,
    status: 'scheduled',
    ...overrides,
  };
}

describe('overlaps', () => {
  it('is true when the intervals share any time', () => {
    expect(overlaps(span('08:00', '08:30'), span('08:15', '08:45'))).toBe(true);
    expect(overlaps(span('08:15', '08:45'), span('08:00', '08:30'))).toBe(true);
    expect(overlaps(span('08:00', '09:00'), span('08:15', '08:30'))).toBe(true);
    expect(overlaps(span('08:00', '08:30'), span('08:00', '08:30'))).toBe(true);
  });

  it('is false for intervals that only touch (half-open)', () => {
    expect(overlaps(span('08:00', '08:30'), span('08:30', '09:00'))).toBe(false);
    expect(overlaps(span('08:30', '09:00'), span('08:00', '08:30'))).toBe(false);
  });

  it('is false for separate intervals', () => {
    expect(overlaps(span('08:00', '08:15'), span('09:00', '09:30'))).toBe(false);
  });
});

describe('intervals', () => {
  it('run from the start for the duration', () => {
    expect(appointmentInterval(appointment())).toEqual({
      start: at('2027-01-12T08:00:00Z'),
      end: at('2027-01-12T08:30:00Z'),
    });
  });

  it('are elapsed time, so a night across the autumn change is still 60 minutes', () => {
    const interval = intervalOf('2027-10-31T00:30:00Z', 60);
    expect(interval && interval.end - interval.start).toBe(3_600_000);
  });

  it('do not exist for a bad date or duration', () => {
    expect(intervalOf('garbage', 30)).toBeUndefined();
    expect(intervalOf('2027-01-12T08:00:00Z', 0)).toBeUndefined();
    expect(intervalOf('2027-01-12T08:00:00Z', -15)).toBeUndefined();
    expect(intervalOf('2027-01-12T08:00:00Z', Number.NaN)).toBeUndefined();
  });
});

describe('holdsTime', () => {
  it('is true for scheduled only', () => {
    expect(holdsTime({ status: 'scheduled' })).toBe(true);
    expect(holdsTime({ status: 'cancelled' })).toBe(false);
    expect(holdsTime({ status: 'conflict' })).toBe(false);
  });
});

describe('findConflicts', () => {
  const booked = appointment();
  const candidate = (start: string, duration = 30, extra: { id?: string; doctor_id?: string } = {}) => ({
    doctor_id: 'doc-1',
    start,
    duration_minutes: duration,
    ...extra,
  });

  it('finds a scheduled appointment of the same doctor that overlaps', () => {
    expect(findConflicts(candidate('2027-01-12T07:45:00Z'), [booked])).toEqual([booked]);
    expect(findConflicts(candidate('2027-01-12T08:15:00Z', 15), [booked])).toEqual([booked]);
  });

  it('lets a booking end where another starts, or start where it ends', () => {
    expect(findConflicts(candidate('2027-01-12T07:30:00Z'), [booked])).toEqual([]);
    expect(findConflicts(candidate('2027-01-12T08:30:00Z'), [booked])).toEqual([]);
  });

  it('ignores other doctors', () => {
    expect(findConflicts(candidate('2027-01-12T08:00:00Z', 30, { doctor_id: 'doc-2' }), [booked])).toEqual(
      [],
    );
  });

  it('ignores the appointment being edited', () => {
    expect(findConflicts(candidate('2027-01-12T08:15:00Z', 30, { id: 'a1' }), [booked])).toEqual([]);
    expect(findConflicts(candidate('2027-01-12T08:15:00Z', 30, { id: 'other' }), [booked])).toEqual([booked]);
  });

  it('ignores cancelled appointments and refused (conflict) bookings', () => {
    const cancelled = appointment({ id: 'c', status: 'cancelled' });
    const refused = appointment({ id: 'r', status: 'conflict' });
    expect(findConflicts(candidate('2027-01-12T08:00:00Z'), [cancelled, refused])).toEqual([]);
  });

  it('ignores appointments it cannot read, and a candidate without a time conflicts with nothing', () => {
    const broken = appointment({ id: 'b', appointment_date: 'not a date' });
    expect(findConflicts(candidate('2027-01-12T08:00:00Z'), [broken])).toEqual([]);
    expect(findConflicts(candidate('bad'), [booked])).toEqual([]);
    expect(findConflicts(candidate('2027-01-12T08:00:00Z', 0), [booked])).toEqual([]);
  });

  it('compares instants, whatever offset they were written with', () => {
    const written = appointment({ appointment_date: '2027-01-12T10:00:00+02:00' });
    expect(findConflicts(candidate('2027-01-12T08:15:00.000Z'), [written])).toEqual([written]);
  });

  it('returns every clash, in the given order', () => {
    const second = appointment({ id: 'a2', appointment_date: '2027-01-12T08:30:00Z' });
    expect(findConflicts(candidate('2027-01-12T08:00:00Z', 60), [booked, second])).toEqual([booked, second]);
  });

  it('finds nothing in an empty day', () => {
    expect(findConflicts(candidate('2027-01-12T08:00:00Z'), [])).toEqual([]);
  });
});
