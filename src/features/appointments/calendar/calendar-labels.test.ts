import { describe, expect, it } from 'vitest';
import { formatDayMonth as dayMonth, weekdayName } from '#lib/date-locale.ts';
import { appointmentTimeRange, dayLabel } from './calendar-labels.ts';

describe('day names', () => {
  it('names the weekday in the interface language', () => {
    expect(weekdayName('2027-03-08', 'ro')).toBe('luni');
    expect(weekdayName('2027-03-08', 'en')).toBe('Monday');
    expect(weekdayName('2027-03-14', 'en', 'short')).toBe('Sun');
    expect(weekdayName('2027-02-30', 'ro')).toBe('');
  });

  it('writes dd.MM and the two together', () => {
    expect(dayMonth('2027-03-08')).toBe('08.03');
    expect(dayLabel('2027-03-09', 'ro')).toBe('marți 09.03');
    expect(dayLabel('2027-03-09', 'en')).toBe('Tuesday 09.03');
  });
});

describe('appointmentTimeRange', () => {
  it('shows Bucharest times in winter and in summer', () => {
    expect(appointmentTimeRange({ appointment_date: '2027-01-12T08:00:00Z', duration_minutes: 45 })).toEqual({
      start: '10:00',
      end: '10:45',
    });
    expect(appointmentTimeRange({ appointment_date: '2027-07-12T07:00:00Z', duration_minutes: 30 })).toEqual({
      start: '10:00',
      end: '10:30',
    });
  });

  it('counts real time across the spring change (02:30 + 60 min ends 04:30)', () => {
    // 2027-03-28 00:30Z is 02:30 EET; an hour later the clocks show 04:30 EEST.
    expect(appointmentTimeRange({ appointment_date: '2027-03-28T00:30:00Z', duration_minutes: 60 })).toEqual({
      start: '02:30',
      end: '04:30',
    });
  });

  it('is undefined for an unreadable date or duration', () => {
    expect(appointmentTimeRange({ appointment_date: 'soon', duration_minutes: 30 })).toBeUndefined();
    expect(
      appointmentTimeRange({ appointment_date: '2027-01-12T08:00:00Z', duration_minutes: 0 }),
    ).toBeUndefined();
  });
});
