import { describe, expect, it } from 'vitest';
import type { ScheduleInput } from '#core/clinic-hours.ts';
import { defaultClinicSchedule } from '#sync/validation/clinic-rules.ts';
import type { TimedAppointment } from './overlap.ts';
import { NEXT_FREE_SLOT_DAYS, nextFreeSlot, type SlotQuery, slotsForDay } from './slots.ts';

/** Monday to Friday 08:00–18:00, Saturday 09:00–14:00 open, Sunday closed. */
function schedule(): ScheduleInput {
  const base = defaultClinicSchedule();
  for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const) {
    base[day].open = true;
  }
  return base;
}

const TUESDAY = '2027-01-12';

let nextId = 0;
function booking(start: string, duration = 30, overrides: Partial<TimedAppointment> = {}): TimedAppointment {
  nextId += 1;
  return {
    id: `b${nextId}`,
    doctor_id: 'doc-1',
    appointment_date: start,
    duration_minutes: duration,
    status: 'scheduled',
    ...overrides,
  };
}

function query(overrides: Partial<SlotQuery> = {}): SlotQuery {
  return {
    doctorId: 'doc-1',
    day: TUESDAY,
    durationMinutes: 30,
    schedule: schedule(),
    appointments: [],
    ...overrides,
  };
}

const times = (list: { slots: { time: string }[] }) => list.slots.map((slot) => slot.time);
const stateAt = (list: { slots: { time: string; state: string }[] }, time: string) =>
  list.slots.find((slot) => slot.time === time)?.state;

describe('slotsForDay', () => {
  it('offers every 15 minutes from opening while the service fits before closing', () => {
    const list = slotsForDay(query());
    expect(list.empty).toBeNull();
    expect(list.slots[0]).toEqual({ time: '08:00', start: '2027-01-12T06:00:00.000Z', state: 'free' });
    expect(times(list).at(-1)).toBe('17:30');
    expect(list.slots).toHaveLength(39);
    expect(list.slots.every((slot) => slot.state === 'free')).toBe(true);
  });

  it('ends at 17:15 for a 45-minute service when the clinic closes at 18:00', () => {
    const list = slotsForDay(query({ durationMinutes: 45 }));
    expect(times(list).at(-1)).toBe('17:15');
    expect(times(list)).not.toContain('17:30');
  });

  it('offers nothing longer than the day, and says so', () => {
    const saturday = slotsForDay(query({ day: '2027-01-16', durationMinutes: 330 }));
    expect(saturday).toEqual({ slots: [], empty: 'no_slots' });
    const exact = slotsForDay(query({ day: '2027-01-16', durationMinutes: 300 }));
    expect(times(exact)).toEqual(['09:00']);
  });

  it('uses the default 30 minutes without a usable duration', () => {
    for (const durationMinutes of [null, undefined, 0, -30, Number.NaN]) {
      expect(times(slotsForDay(query({ durationMinutes }))).at(-1)).toBe('17:30');
    }
  });

  it('marks slots overlapping a scheduled 10:00–10:30 as booked for a 30-minute service, not 10:30', () => {
    const list = slotsForDay(query({ appointments: [booking('2027-01-12T08:00:00Z')] }));
    expect(stateAt(list, '09:30')).toBe('free');
    expect(stateAt(list, '09:45')).toBe('booked');
    expect(stateAt(list, '10:00')).toBe('booked');
    expect(stateAt(list, '10:15')).toBe('booked');
    expect(stateAt(list, '10:30')).toBe('free');
  });

  it('lets cancelled, refused and other doctors’ appointments leave the slot free', () => {
    const list = slotsForDay(
      query({
        appointments: [
          booking('2027-01-12T08:00:00Z', 30, { status: 'cancelled' }),
          booking('2027-01-12T08:00:00Z', 30, { status: 'conflict' }),
          booking('2027-01-12T08:00:00Z', 30, { doctor_id: 'doc-2' }),
        ],
      }),
    );
    expect(stateAt(list, '10:00')).toBe('free');
  });

  it('does not let the edited appointment book its own slot', () => {
    const mine = booking('2027-01-12T08:00:00Z');
    expect(stateAt(slotsForDay(query({ appointments: [mine] })), '10:00')).toBe('booked');
    expect(stateAt(slotsForDay(query({ appointments: [mine], editingId: mine.id })), '10:00')).toBe('free');
  });

  it('says no slots when every slot is booked, and still lists them as booked', () => {
    const allDay = booking('2027-01-12T06:00:00Z', 480);
    const twoMore = booking('2027-01-12T14:00:00Z', 120);
    const list = slotsForDay(query({ appointments: [allDay, twoMore] }));
    expect(list.empty).toBe('no_slots');
    expect(list.slots.length).toBeGreaterThan(0);
    expect(list.slots.every((slot) => slot.state === 'booked')).toBe(true);
  });

  it('says closed on a closed Saturday', () => {
    const closedSaturday = { ...schedule(), saturday: { open: false, start: '09:00', end: '14:00' } };
    expect(slotsForDay(query({ day: '2027-01-16', schedule: closedSaturday }))).toEqual({
      slots: [],
      empty: 'closed',
    });
  });

  it('asks for a doctor first', () => {
    expect(slotsForDay(query({ doctorId: null }))).toEqual({ slots: [], empty: 'no_doctor' });
    expect(slotsForDay(query({ doctorId: '' }))).toEqual({ slots: [], empty: 'no_doctor' });
  });

  it('has nothing for a day that is not real', () => {
    expect(slotsForDay(query({ day: '2027-02-30' }))).toEqual({ slots: [], empty: 'no_date' });
    expect(slotsForDay(query({ day: '' }))).toEqual({ slots: [], empty: 'no_date' });
  });

  it('offers the default 08:00–18:00 without a schedule', () => {
    const list = slotsForDay(query({ schedule: null, day: '2027-01-17' }));
    expect(times(list)[0]).toBe('08:00');
    expect(times(list).at(-1)).toBe('17:30');
  });

  describe('the time the popup already holds', () => {
    it('is listed as closed when outside the hours or on a closed day', () => {
      const late = slotsForDay(query({ keepTime: '18:15' }));
      expect(late.slots.at(-1)).toEqual({
        time: '18:15',
        start: '2027-01-12T16:15:00.000Z',
        state: 'closed',
      });
      const early = slotsForDay(query({ keepTime: '07:00' }));
      expect(early.slots[0]?.state).toBe('closed');
      const sunday = slotsForDay(query({ day: '2027-01-17', keepTime: '10:00' }));
      expect(sunday).toEqual({
        slots: [{ time: '10:00', start: '2027-01-17T08:00:00.000Z', state: 'closed' }],
        empty: 'closed',
      });
    });

    it('is listed as closed when the service no longer fits before closing', () => {
      expect(stateAt(slotsForDay(query({ keepTime: '17:45' })), '17:45')).toBe('closed');
    });

    it('is listed in order with its real state when off the 15-minute grid', () => {
      const list = slotsForDay(query({ keepTime: '10:10', appointments: [booking('2027-01-12T08:30:00Z')] }));
      expect(times(list).slice(8, 11)).toEqual(['10:00', '10:10', '10:15']);
      expect(stateAt(list, '10:10')).toBe('booked');
    });

    it('is not doubled when it is an offered slot, and ignored when not a time', () => {
      expect(slotsForDay(query({ keepTime: '10:00' })).slots).toHaveLength(39);
      expect(slotsForDay(query({ keepTime: '25:00' })).slots).toHaveLength(39);
    });
  });

  describe('across clock changes', () => {
    it('stores 09:00 Bucharest as 07:00Z in winter and 06:00Z in summer', () => {
      const winter = slotsForDay(query({ day: '2027-01-12' }));
      const summer = slotsForDay(query({ day: '2027-07-13' }));
      expect(winter.slots.find((slot) => slot.time === '09:00')?.start).toBe('2027-01-12T07:00:00.000Z');
      expect(summer.slots.find((slot) => slot.time === '09:00')?.start).toBe('2027-07-13T06:00:00.000Z');
    });

    it('gives summer-time instants on the Sunday clocks go forward and winter ones on the Sunday they go back', () => {
      const open = { sunday: { open: true, start: '08:00', end: '18:00' } };
      const spring = slotsForDay(query({ day: '2027-03-28', schedule: open }));
      const autumn = slotsForDay(query({ day: '2027-10-31', schedule: open }));
      expect(spring.slots.find((slot) => slot.time === '09:00')?.start).toBe('2027-03-28T06:00:00.000Z');
      expect(autumn.slots.find((slot) => slot.time === '09:00')?.start).toBe('2027-10-31T07:00:00.000Z');
      expect(spring.slots).toHaveLength(39);
      expect(autumn.slots).toHaveLength(39);
    });

    it('skips the hour the clocks jump over, and offers the repeated hour once', () => {
      const allDay = { sunday: { open: true, start: '00:00', end: '23:45' } };
      const spring = slotsForDay(query({ day: '2027-03-28', schedule: allDay, durationMinutes: 15 }));
      expect(times(spring)).not.toContain('03:00');
      expect(times(spring)).not.toContain('03:45');
      expect(times(spring)).toContain('04:00');
      const autumn = slotsForDay(query({ day: '2027-10-31', schedule: allDay, durationMinutes: 15 }));
      expect(times(autumn).filter((time) => time === '03:30')).toHaveLength(1);
      expect(autumn.slots.find((slot) => slot.time === '03:30')?.start).toBe('2027-10-31T00:30:00.000Z');
    });

    it('sees a booking written with a +03:00 offset in summer', () => {
      const list = slotsForDay(
        query({ day: '2027-07-13', appointments: [booking('2027-07-13T10:00:00+03:00')] }),
      );
      expect(stateAt(list, '10:00')).toBe('booked');
      expect(stateAt(list, '10:30')).toBe('free');
    });
  });
});

describe('nextFreeSlot', () => {
  const base = {
    doctorId: 'doc-1',
    schedule: schedule(),
    durationMinutes: 30,
  };

  it('takes the first free slot at or after the instant', () => {
    // Tuesday 10:05 Bucharest.
    expect(nextFreeSlot({ ...base, appointments: [], after: '2027-01-12T08:05:00Z' })).toEqual({
      day: TUESDAY,
      time: '10:15',
      start: '2027-01-12T08:15:00.000Z',
    });
    expect(nextFreeSlot({ ...base, appointments: [], after: '2027-01-12T08:15:00Z' })?.time).toBe('10:15');
  });

  it('skips booked slots', () => {
    const appointments = [booking('2027-01-12T08:15:00Z', 60)];
    expect(nextFreeSlot({ ...base, appointments, after: '2027-01-12T08:05:00Z' })?.time).toBe('11:15');
  });

  it('moves to the next open day after closing, past a closed Sunday', () => {
    // Saturday 13:50: the last 30-minute slot (13:30) has passed; Sunday is closed.
    expect(nextFreeSlot({ ...base, appointments: [], after: '2027-01-16T11:50:00Z' })).toEqual({
      day: '2027-01-18',
      time: '08:00',
      start: '2027-01-18T06:00:00.000Z',
    });
  });

  it('starts from the Bucharest day of the instant, not the UTC day', () => {
    // 22:30Z on Monday is Tuesday 00:30 in Bucharest.
    expect(nextFreeSlot({ ...base, appointments: [], after: '2027-01-11T22:30:00Z' })?.day).toBe(TUESDAY);
  });

  it('does not let the refused booking stand in its own way, nor other refused ones', () => {
    const refused = booking('2027-01-12T08:00:00Z', 30, { status: 'conflict' });
    const mine = booking('2027-01-12T08:00:00Z', 30);
    expect(
      nextFreeSlot({
        ...base,
        appointments: [refused, mine],
        after: '2027-01-12T08:00:00Z',
        excludeId: mine.id,
      })?.time,
    ).toBe('10:00');
  });

  it('gives up after the days it may look through', () => {
    const closedWeek: ScheduleInput = Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [
        day,
        { open: false, start: '08:00', end: '18:00' },
      ]),
    );
    expect(
      nextFreeSlot({ ...base, schedule: closedWeek, appointments: [], after: '2027-01-12T08:00:00Z' }),
    ).toBe(undefined);
    expect(NEXT_FREE_SLOT_DAYS).toBe(60);
    // A week fully booked and a limit of 3 days: nothing.
    const busy = [booking('2027-01-12T06:00:00Z', 600), booking('2027-01-13T06:00:00Z', 600)];
    expect(
      nextFreeSlot({ ...base, appointments: busy, after: '2027-01-12T06:00:00Z', maxDays: 2 }),
    ).toBeUndefined();
    expect(
      nextFreeSlot({ ...base, appointments: busy, after: '2027-01-12T06:00:00Z', maxDays: 3 })?.day,
    ).toBe('2027-01-14');
  });

  it('answers undefined for a bad instant', () => {
    expect(nextFreeSlot({ ...base, appointments: [], after: 'later' })).toBeUndefined();
  });
});
