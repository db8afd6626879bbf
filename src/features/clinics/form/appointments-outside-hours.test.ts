import { describe, expect, it } from 'vitest';
import { appointmentsOutsideHours } from './appointments-outside-hours.ts';

const open = (start: string, end: string) => ({ open: true, start, end });
const closed = { open: false, start: '09:00', end: '14:00' };
/** Monday 10:00–14:00, Tuesday to Friday 08:00–18:00, the weekend closed. */
const schedule = {
  monday: open('10:00', '14:00'),
  tuesday: open('08:00', '18:00'),
  wednesday: open('08:00', '18:00'),
  thursday: open('08:00', '18:00'),
  friday: open('08:00', '18:00'),
  saturday: closed,
  sunday: closed,
};

// 2027-01-11 is a Monday; Bucharest is UTC+2 in January.
const booked = (id: string, localTime: string, duration = 30, status = 'scheduled', day = '2027-01-11') => {
  const [hour = 0, minute = 0] = localTime.split(':').map(Number);
  const utc = new Date(
    Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8)), hour - 2, minute),
  );
  return { id, appointment_date: utc.toISOString(), duration_minutes: duration, status };
};

describe('appointmentsOutsideHours', () => {
  const now = '2027-01-01T00:00:00Z';

  it('lists bookings before opening, running past closing, or on a closed day, soonest first', () => {
    const appointments = [
      booked('saturday', '10:00', 30, 'scheduled', '2027-01-16'),
      booked('late', '13:45', 30),
      booked('early', '09:30'),
      booked('inside', '10:00', 240),
    ];
    expect(appointmentsOutsideHours(appointments, schedule, now).map((a) => a.id)).toEqual([
      'early',
      'late',
      'saturday',
    ]);
  });

  it('leaves out cancelled bookings and those already past', () => {
    const appointments = [booked('cancelled', '08:00', 30, 'cancelled'), booked('past', '08:00')];
    expect(appointmentsOutsideHours(appointments, schedule, now).map((a) => a.id)).toEqual(['past']);
    expect(appointmentsOutsideHours(appointments, schedule, '2027-02-01T00:00:00Z')).toEqual([]);
  });
});
