import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DAY_HOURS,
  hoursOfWeekday,
  hoursOn,
  quarterHourTimes,
  type ScheduleInput,
} from './clinic-hours.ts';

/** Weekdays open 08:00–18:00, Saturday 09:00–14:00, Sunday closed. */
function schedule(): ScheduleInput {
  const weekday = { open: true, start: '08:00', end: '18:00' };
  return {
    monday: weekday,
    tuesday: weekday,
    wednesday: weekday,
    thursday: weekday,
    friday: weekday,
    saturday: { open: true, start: '09:00', end: '14:00' },
    sunday: { open: false, start: '09:00', end: '14:00' },
  };
}

// 2027-01-16 is a Saturday, 2027-01-17 a Sunday.
const SATURDAY = '2027-01-16';
const SUNDAY = '2027-01-17';

describe('hours of a day', () => {
  it('reads the schedule by lowercase English weekday', () => {
    expect(hoursOfWeekday(schedule(), 'monday')).toEqual({ open: true, start: '08:00', end: '18:00' });
    expect(hoursOfWeekday(schedule(), 'saturday')).toEqual({ open: true, start: '09:00', end: '14:00' });
    expect(hoursOfWeekday(schedule(), 'sunday')).toEqual({ open: false, start: '09:00', end: '14:00' });
    expect(hoursOn(schedule(), SATURDAY)).toEqual({ open: true, start: '09:00', end: '14:00' });
    expect(hoursOn(schedule(), SUNDAY)?.open).toBe(false);
  });

  it('is open 08:00–18:00 every day without a schedule', () => {
    expect(hoursOfWeekday(null, 'sunday')).toEqual(DEFAULT_DAY_HOURS);
    expect(hoursOfWeekday(undefined, 'monday')).toEqual({ open: true, start: '08:00', end: '18:00' });
    expect(hoursOfWeekday({}, 'friday')).toEqual(DEFAULT_DAY_HOURS);
  });

  it('reads a damaged day as the default hours, but keeps a closed day closed', () => {
    expect(hoursOfWeekday({ monday: 'open' }, 'monday')).toEqual(DEFAULT_DAY_HOURS);
    expect(hoursOfWeekday({ monday: { open: 'yes' } }, 'monday')).toEqual(DEFAULT_DAY_HOURS);
    expect(hoursOfWeekday({ monday: { open: true, start: '25:00', end: '18:00' } }, 'monday')).toEqual(
      DEFAULT_DAY_HOURS,
    );
    expect(hoursOfWeekday({ monday: { open: true, start: '18:00', end: '08:00' } }, 'monday')).toEqual(
      DEFAULT_DAY_HOURS,
    );
    expect(hoursOfWeekday({ monday: { open: false, start: 'x', end: null } }, 'monday')).toEqual({
      open: false,
      start: '08:00',
      end: '18:00',
    });
  });

  it('has no hours for a day that is not real', () => {
    expect(hoursOn(schedule(), '2027-02-30')).toBeUndefined();
  });

  it('does not hand out the shared default for editing', () => {
    const hours = hoursOfWeekday(null, 'monday');
    hours.open = false;
    expect(DEFAULT_DAY_HOURS.open).toBe(true);
  });
});

describe('quarterHourTimes', () => {
  it('lists every quarter hour of the day in 24-hour time', () => {
    const times = quarterHourTimes();
    expect(times).toHaveLength(96);
    expect(times.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(times).toContain('13:45');
    expect(times.at(-1)).toBe('23:45');
    expect(times.some((time) => /AM|PM/i.test(time))).toBe(false);
  });

  it('keeps a stored time off the quarter hours, in its place, and ignores what is not a time', () => {
    const times = quarterHourTimes('08:10');
    expect(times).toHaveLength(97);
    expect(times.slice(32, 35)).toEqual(['08:00', '08:10', '08:15']);
    expect(quarterHourTimes('08:15')).toHaveLength(96);
    expect(quarterHourTimes('8 AM')).toHaveLength(96);
  });
});
