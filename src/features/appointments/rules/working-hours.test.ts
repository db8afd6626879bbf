import { describe, expect, it } from 'vitest';
import { hoursOfWeekday, type ScheduleInput } from '#core/clinic-hours.ts';
import { defaultClinicSchedule } from '#sync/validation/clinic-rules.ts';
import {
  checkAppointmentTime,
  displayTime,
  isOpen,
  isWithinHours,
  openingHoursLabel,
} from './working-hours.ts';

/** Weekdays open 08:00–18:00, Saturday 09:00–14:00, Sunday closed. */
function schedule(): ScheduleInput {
  const base = defaultClinicSchedule();
  for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const) {
    base[day].open = true;
  }
  return base;
}

// 2027-01-11 is a Monday, 2027-01-16 a Saturday, 2027-01-17 a Sunday.
const MONDAY = '2027-01-11';
const SATURDAY = '2027-01-16';
const SUNDAY = '2027-01-17';

describe('isOpen and isWithinHours', () => {
  const monday = hoursOfWeekday(schedule(), 'monday');
  const sunday = hoursOfWeekday(schedule(), 'sunday');

  it('follows the open flag', () => {
    expect(isOpen(monday)).toBe(true);
    expect(isOpen(sunday)).toBe(false);
  });

  it('includes the start and excludes the end', () => {
    expect(isWithinHours(monday, '07:59')).toBe(false);
    expect(isWithinHours(monday, '08:00')).toBe(true);
    expect(isWithinHours(monday, '17:59')).toBe(true);
    expect(isWithinHours(monday, '18:00')).toBe(false);
  });

  it('is never within hours on a closed day or for a bad time', () => {
    expect(isWithinHours(sunday, '10:00')).toBe(false);
    expect(isWithinHours(monday, '25:00')).toBe(false);
    expect(isWithinHours(monday, '')).toBe(false);
  });
});

describe('checkAppointmentTime', () => {
  it('accepts a time within the hours', () => {
    expect(checkAppointmentTime(schedule(), MONDAY, '08:00')).toBeUndefined();
    expect(checkAppointmentTime(schedule(), MONDAY, '17:45')).toBeUndefined();
    expect(checkAppointmentTime(schedule(), SATURDAY, '13:59')).toBeUndefined();
  });

  it('refuses a date not written yyyy-mm-dd or not real', () => {
    for (const date of ['11.01.2027', '2027-1-11', '2027-02-30', '', '2027-01-11T08:00']) {
      expect(checkAppointmentTime(schedule(), date, '09:00')).toEqual({
        field: 'date',
        code: 'invalid_date_format',
      });
    }
  });

  it('refuses a time not written HH:mm', () => {
    for (const time of ['25:00', '9:00', '09:00:00', '', 'noon', '12:60']) {
      expect(checkAppointmentTime(schedule(), MONDAY, time)).toEqual({
        field: 'time',
        code: 'invalid_time_format',
      });
    }
  });

  it('says clinic_closed on a closed weekday, whatever the time', () => {
    expect(checkAppointmentTime(schedule(), SUNDAY, '10:00')).toEqual({
      field: 'date',
      code: 'clinic_closed',
    });
    expect(checkAppointmentTime(schedule(), SUNDAY, '25:00')).toEqual({
      field: 'date',
      code: 'clinic_closed',
    });
  });

  it('says working_hours with the day’s hours before opening and at or after closing', () => {
    const error = { field: 'time', code: 'working_hours', params: { start: '8:00', end: '18:00' } };
    expect(checkAppointmentTime(schedule(), MONDAY, '07:45')).toEqual(error);
    expect(checkAppointmentTime(schedule(), MONDAY, '18:00')).toEqual(error);
    expect(checkAppointmentTime(schedule(), MONDAY, '23:59')).toEqual(error);
    expect(checkAppointmentTime(schedule(), SATURDAY, '14:00')).toEqual({
      field: 'time',
      code: 'working_hours',
      params: { start: '9:00', end: '14:00' },
    });
  });

  it('uses the default hours without a schedule', () => {
    expect(checkAppointmentTime(null, SUNDAY, '08:00')).toBeUndefined();
    expect(checkAppointmentTime(null, SUNDAY, '18:00')).toMatchObject({ code: 'working_hours' });
  });
});

describe('opening hours label', () => {
  it('gives the day’s hours without leading zeros', () => {
    expect(openingHoursLabel(schedule(), SATURDAY)).toEqual({ open: true, start: '9:00', end: '14:00' });
    expect(openingHoursLabel({ monday: { open: true, start: '07:30', end: '18:30' } }, MONDAY)).toEqual({
      open: true,
      start: '7:30',
      end: '18:30',
    });
  });

  it('says closed on a closed weekday', () => {
    expect(openingHoursLabel(schedule(), SUNDAY)).toEqual({ open: false });
  });

  it('falls back to 8:00–18:00 without a schedule or a day', () => {
    expect(openingHoursLabel(null, MONDAY)).toEqual({ open: true, start: '8:00', end: '18:00' });
    expect(openingHoursLabel(schedule(), '')).toEqual({ open: true, start: '8:00', end: '18:00' });
    expect(openingHoursLabel(schedule(), undefined)).toEqual({ open: true, start: '8:00', end: '18:00' });
    expect(openingHoursLabel(schedule(), 'bad')).toEqual({ open: true, start: '8:00', end: '18:00' });
  });

  it('writes display times', () => {
    expect(displayTime('08:00')).toBe('8:00');
    expect(displayTime('00:15')).toBe('0:15');
    expect(displayTime('18:00')).toBe('18:00');
    expect(displayTime('bad')).toBe('bad');
  });
});
