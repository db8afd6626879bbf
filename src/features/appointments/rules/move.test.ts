import { describe, expect, it } from 'vitest';
import type { ScheduleInput } from '#core/clinic-hours.ts';
import { defaultClinicSchedule } from '#sync/validation/clinic-rules.ts';
import { type MoveContext, planMove } from './move.ts';
import type { TimedAppointment } from './overlap.ts';

function schedule(): ScheduleInput {
  const base = defaultClinicSchedule();
  for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const) {
    base[day].open = true;
  }
  return base;
}

function appointment(id: string, start: string, overrides: Partial<TimedAppointment> = {}): TimedAppointment {
  return {
    id,
    doctor_id: 'doc-1',
    appointment_date: start,
    duration_minutes: 30,
    status: 'scheduled',
    ...overrides,
  };
}

// Tuesday 2027-01-12, 10:00 Bucharest (UTC+2).
const moving = appointment('m', '2027-01-12T08:00:00.000Z');
// Tuesday 11:00–11:30.
const other = appointment('o', '2027-01-12T09:00:00.000Z');

function context(appointments: TimedAppointment[] = [moving, other]): MoveContext<TimedAppointment> {
  return { appointments, schedule: schedule() };
}

describe('planMove to a slot', () => {
  it('gives the new UTC start for a Bucharest day and time', () => {
    expect(planMove(moving, { kind: 'slot', day: '2027-01-13', time: '09:15' }, context())).toEqual({
      ok: true,
      appointment_date: '2027-01-13T07:15:00.000Z',
      day: '2027-01-13',
      time: '09:15',
      changed: true,
    });
  });

  it('says unchanged when dropped where it was', () => {
    expect(planMove(moving, { kind: 'slot', day: '2027-01-12', time: '10:00' }, context())).toMatchObject({
      ok: true,
      changed: false,
    });
  });

  it('does not collide with itself when moved by a quarter hour', () => {
    expect(planMove(moving, { kind: 'slot', day: '2027-01-12', time: '10:15' }, context())).toMatchObject({
      ok: true,
      time: '10:15',
    });
  });

  it('refuses an overlap with another scheduled appointment of the doctor', () => {
    const result = planMove(moving, { kind: 'slot', day: '2027-01-12', time: '10:45' }, context());
    expect(result).toEqual({ ok: false, code: 'overlap', conflicts: [other] });
    expect(planMove(moving, { kind: 'slot', day: '2027-01-12', time: '11:15' }, context())).toMatchObject({
      code: 'overlap',
    });
  });

  it('allows touching: ending at 11:00 or starting at 11:30', () => {
    expect(planMove(moving, { kind: 'slot', day: '2027-01-12', time: '10:30' }, context()).ok).toBe(true);
    expect(planMove(moving, { kind: 'slot', day: '2027-01-12', time: '11:30' }, context()).ok).toBe(true);
  });

  it('ignores other doctors, cancelled appointments and refused bookings', () => {
    const appointments = [
      moving,
      appointment('x', '2027-01-12T09:00:00.000Z', { doctor_id: 'doc-2' }),
      appointment('y', '2027-01-12T09:00:00.000Z', { status: 'cancelled' }),
      appointment('z', '2027-01-12T09:00:00.000Z', { status: 'conflict' }),
    ];
    expect(
      planMove(moving, { kind: 'slot', day: '2027-01-12', time: '11:00' }, context(appointments)).ok,
    ).toBe(true);
  });

  it('refuses a closed day with clinic_closed', () => {
    expect(planMove(moving, { kind: 'slot', day: '2027-01-17', time: '10:00' }, context())).toEqual({
      ok: false,
      code: 'clinic_closed',
    });
  });

  it('refuses a time before opening or at/after closing with working_hours', () => {
    const refusal = { ok: false, code: 'working_hours', params: { start: '8:00', end: '18:00' } };
    expect(planMove(moving, { kind: 'slot', day: '2027-01-12', time: '07:45' }, context())).toEqual(refusal);
    expect(planMove(moving, { kind: 'slot', day: '2027-01-12', time: '18:00' }, context())).toEqual(refusal);
    expect(planMove(moving, { kind: 'slot', day: '2027-01-16', time: '14:00' }, context())).toMatchObject({
      params: { start: '9:00', end: '14:00' },
    });
  });

  it('refuses an unreadable target or appointment', () => {
    expect(planMove(moving, { kind: 'slot', day: '2027-02-30', time: '10:00' }, context())).toEqual({
      ok: false,
      code: 'invalid_target',
    });
    expect(planMove(moving, { kind: 'slot', day: '2027-01-12', time: '25:00' }, context())).toMatchObject({
      code: 'invalid_target',
    });
    const broken = appointment('b', 'not a date');
    expect(planMove(broken, { kind: 'shift', steps: 1 }, context())).toMatchObject({
      code: 'invalid_target',
    });
  });

  it('moves into summer time: 09:00 on the Monday after the change is 06:00Z', () => {
    expect(planMove(moving, { kind: 'slot', day: '2027-03-29', time: '09:00' }, context())).toMatchObject({
      ok: true,
      appointment_date: '2027-03-29T06:00:00.000Z',
    });
  });

  it('lands a drop in the skipped hour an hour later, and checks it there', () => {
    const allDay = { sunday: { open: true, start: '00:00', end: '23:45' } };
    expect(
      planMove(
        moving,
        { kind: 'slot', day: '2027-03-28', time: '03:30' },
        { appointments: [], schedule: allDay },
      ),
    ).toMatchObject({ ok: true, appointment_date: '2027-03-28T01:30:00.000Z', time: '04:30' });
  });
});

describe('planMove by keyboard', () => {
  it('moves by 15-minute steps', () => {
    expect(planMove(moving, { kind: 'shift', steps: 1 }, context())).toMatchObject({
      ok: true,
      time: '10:15',
    });
    expect(planMove(moving, { kind: 'shift', steps: -2 }, context())).toMatchObject({
      ok: true,
      time: '09:30',
    });
  });

  it('moves by whole days at the same wall time, across a clock change', () => {
    // Friday 2027-03-26 10:00 (UTC+2) → Monday 2027-03-29 10:00 (UTC+3).
    const friday = appointment('f', '2027-03-26T08:00:00.000Z');
    expect(planMove(friday, { kind: 'shift', days: 3 }, context([friday]))).toMatchObject({
      ok: true,
      day: '2027-03-29',
      time: '10:00',
      appointment_date: '2027-03-29T07:00:00.000Z',
    });
  });

  it('is refused like a drop', () => {
    expect(planMove(moving, { kind: 'shift', steps: 3 }, context())).toMatchObject({ code: 'overlap' });
    expect(planMove(moving, { kind: 'shift', steps: -9 }, context())).toMatchObject({
      code: 'working_hours',
    });
    expect(planMove(moving, { kind: 'shift', days: 5 }, context())).toMatchObject({ code: 'clinic_closed' });
  });

  it('refuses fractional or non-numeric steps, and a zero shift changes nothing', () => {
    expect(planMove(moving, { kind: 'shift', steps: 0.5 }, context())).toMatchObject({
      code: 'invalid_target',
    });
    expect(planMove(moving, { kind: 'shift', days: Number.NaN }, context())).toMatchObject({
      code: 'invalid_target',
    });
    expect(planMove(moving, { kind: 'shift' }, context())).toMatchObject({ ok: true, changed: false });
  });
});
