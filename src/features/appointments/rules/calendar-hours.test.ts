import { describe, expect, it } from 'vitest';
import type { ScheduleInput } from '#core/clinic-hours.ts';
import { defaultClinicSchedule } from '#sync/validation/clinic-rules.ts';
import {
  appointmentBlock,
  calendarHours,
  gridHeightRem,
  ROW_HEIGHT_REM,
  timeAtOffset,
} from './calendar-hours.ts';

const DEFAULT_ROWS = [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18];

function openWeekdays(start = '08:00', end = '18:00'): ScheduleInput {
  const schedule = defaultClinicSchedule();
  for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const) {
    schedule[day] = { open: true, start, end };
  }
  return schedule;
}

describe('calendarHours', () => {
  it('is 8 through 18 by default', () => {
    expect(calendarHours(null)).toEqual(DEFAULT_ROWS);
    expect(calendarHours(openWeekdays())).toEqual(DEFAULT_ROWS);
    expect(calendarHours(defaultClinicSchedule())).toEqual(DEFAULT_ROWS);
  });

  it('never narrows below the default', () => {
    expect(calendarHours(openWeekdays('09:00', '14:00'))).toEqual(DEFAULT_ROWS);
  });

  it('adds a 7 row for a 07:30 start and rows up to 19 for an 18:30 end', () => {
    const schedule = openWeekdays();
    if (!schedule) throw new Error('no schedule');
    const widened = { ...schedule, tuesday: { open: true, start: '07:30', end: '18:00' } };
    expect(calendarHours(widened)[0]).toBe(7);
    const later = { ...schedule, friday: { open: true, start: '08:00', end: '18:30' } };
    expect(calendarHours(later).at(-1)).toBe(19);
    expect(calendarHours({ ...widened, friday: later.friday })).toEqual([7, ...DEFAULT_ROWS, 19]);
  });

  it('ends with the closing hour: a 19:00 end gives rows up to 19', () => {
    expect(calendarHours(openWeekdays('08:00', '19:00')).at(-1)).toBe(19);
  });

  it('ignores the hours of closed days', () => {
    expect(calendarHours({ monday: { open: false, start: '06:00', end: '22:00' } })).toEqual(DEFAULT_ROWS);
  });

  it('widens for appointments outside the hours, in Bucharest time', () => {
    // 06:15–07:00 Bucharest in winter.
    const early = { appointment_date: '2027-01-12T04:15:00Z', duration_minutes: 45 };
    // 19:30–20:30 Bucharest in summer.
    const late = { appointment_date: '2027-07-12T16:30:00Z', duration_minutes: 60 };
    expect(calendarHours(null, [early])[0]).toBe(6);
    expect(calendarHours(null, [late]).at(-1)).toBe(21);
  });

  it('skips unreadable appointments and stays within a day', () => {
    expect(calendarHours(null, [{ appointment_date: 'x', duration_minutes: 30 }])).toEqual(DEFAULT_ROWS);
    const lateNight = { appointment_date: '2027-01-12T21:30:00Z', duration_minutes: 120 };
    expect(calendarHours(null, [lateNight]).at(-1)).toBe(23);
    const midnight = { appointment_date: '2027-01-11T22:00:00Z', duration_minutes: 30 };
    expect(calendarHours(null, [midnight])[0]).toBe(0);
  });

  it('measures the grid at 7rem per row', () => {
    expect(gridHeightRem(DEFAULT_ROWS)).toBe(77);
    expect(ROW_HEIGHT_REM).toBe(7);
  });
});

describe('appointmentBlock', () => {
  it('places a 09:30 appointment of 45 minutes 1.5 rows down, 0.75 rows tall', () => {
    const block = appointmentBlock({ appointment_date: '2027-01-12T07:30:00Z', duration_minutes: 45 }, 8);
    expect(block).toEqual({ day: '2027-01-12', topRem: 10.5, heightRem: 5.25 });
  });

  it('measures from the first row hour', () => {
    const block = appointmentBlock({ appointment_date: '2027-01-12T06:00:00Z', duration_minutes: 60 }, 7);
    expect(block).toEqual({ day: '2027-01-12', topRem: 7, heightRem: 7 });
  });

  it('places by Bucharest wall time on both sides of a clock change', () => {
    // 09:00 Bucharest: 07:00Z on Saturday 2027-03-27, 06:00Z on Sunday 2027-03-28 and Monday.
    const before = appointmentBlock({ appointment_date: '2027-03-27T07:00:00Z', duration_minutes: 30 }, 8);
    const after = appointmentBlock({ appointment_date: '2027-03-29T06:00:00Z', duration_minutes: 30 }, 8);
    expect(before?.topRem).toBe(7);
    expect(after?.topRem).toBe(7);
    expect(after?.day).toBe('2027-03-29');
  });

  it('puts an appointment just after midnight UTC+2 in the Bucharest day', () => {
    expect(appointmentBlock({ appointment_date: '2027-01-11T22:30:00Z', duration_minutes: 30 }, 0)).toEqual({
      day: '2027-01-12',
      topRem: 3.5,
      heightRem: 3.5,
    });
  });

  it('is undefined for an unreadable date or duration', () => {
    expect(appointmentBlock({ appointment_date: 'soon', duration_minutes: 30 }, 8)).toBeUndefined();
    expect(
      appointmentBlock({ appointment_date: '2027-01-12T07:30:00Z', duration_minutes: 0 }, 8),
    ).toBeUndefined();
  });
});

describe('timeAtOffset', () => {
  it('turns a drop point into a time, snapped down to 15 minutes', () => {
    expect(timeAtOffset(0, DEFAULT_ROWS)).toBe('08:00');
    expect(timeAtOffset(7, DEFAULT_ROWS)).toBe('09:00');
    expect(timeAtOffset(10.5, DEFAULT_ROWS)).toBe('09:30');
    expect(timeAtOffset(10.4, DEFAULT_ROWS)).toBe('09:15');
    expect(timeAtOffset(3.5, [7, ...DEFAULT_ROWS])).toBe('07:30');
  });

  it('keeps the drop inside the grid', () => {
    expect(timeAtOffset(-5, DEFAULT_ROWS)).toBe('08:00');
    expect(timeAtOffset(1000, DEFAULT_ROWS)).toBe('18:45');
    expect(timeAtOffset(Number.NaN, DEFAULT_ROWS)).toBe('08:00');
    expect(timeAtOffset(7, [])).toBe('09:00');
  });
});
