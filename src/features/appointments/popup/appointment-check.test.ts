import { describe, expect, it } from 'vitest';
import type { ScheduleInput } from '#core/clinic-hours.ts';
import { defaultClinicSchedule } from '#sync/validation/clinic-rules.ts';
import type { TimedAppointment } from '../rules/overlap.ts';
import {
  appointmentChanges,
  type CheckContext,
  type CheckReads,
  checkAppointment,
  checkFormState,
  problemFieldErrors,
  problemFields,
} from './appointment-check.ts';
import type { AppointmentFormInput } from './appointment-form-state.ts';

/** The demo clinic's week: Monday to Friday 08:00–18:00, Saturday 09:00–14:00, Sunday closed. */
function schedule(): ScheduleInput {
  const week = defaultClinicSchedule();
  for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const) {
    week[day].open = true;
  }
  return week;
}

const DOCTOR = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const PATIENT = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
const SERVICE = '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';
const TUESDAY = '2027-01-12';

function input(overrides: Partial<AppointmentFormInput> = {}): AppointmentFormInput {
  return {
    specialization_id: 'cardiology',
    doctor_id: DOCTOR,
    service_id: SERVICE,
    duration: '30',
    patient_id: PATIENT,
    date: TUESDAY,
    time: '09:00',
    ...overrides,
  };
}

function booked(
  start: string,
  duration: number,
  overrides: Partial<TimedAppointment> = {},
): TimedAppointment {
  return {
    id: 'other',
    doctor_id: DOCTOR,
    appointment_date: start,
    duration_minutes: duration,
    status: 'scheduled',
    ...overrides,
  };
}

const context = (overrides: Partial<CheckContext> = {}): CheckContext => ({
  schedule: schedule(),
  appointments: [],
  ...overrides,
});

describe('checkAppointment', () => {
  it('gives the values to store, the time as the UTC instant of Bucharest wall time', () => {
    expect(checkAppointment(input(), context())).toEqual({
      ok: true,
      values: {
        patient_id: PATIENT,
        doctor_id: DOCTOR,
        service_id: SERVICE,
        duration_minutes: 30,
        appointment_date: '2027-01-12T07:00:00.000Z',
      },
    });
    const summer = checkAppointment(input({ date: '2027-07-13' }), context());
    expect(summer.ok && summer.values.appointment_date).toBe('2027-07-13T06:00:00.000Z');
  });

  it('lists every missing field first, in the popup order', () => {
    const result = checkAppointment(
      input({ specialization_id: '', patient_id: ' ', time: '', date: '2027-01-17' }),
      context(),
    );
    expect(result).toEqual({
      ok: false,
      problem: { kind: 'missing', fields: ['specialization', 'patient', 'time'] },
    });
    expect(checkAppointment(input({ duration: '' }), context())).toMatchObject({
      problem: { kind: 'missing', fields: ['duration'] },
    });
  });

  it('refuses a closed day, a time outside the hours with the hours, and malformed date or time', () => {
    expect(checkAppointment(input({ date: '2027-01-17' }), context())).toEqual({
      ok: false,
      problem: { kind: 'time', error: { field: 'date', code: 'clinic_closed' } },
    });
    expect(checkAppointment(input({ date: '2027-01-16', time: '08:00' }), context())).toEqual({
      ok: false,
      problem: {
        kind: 'time',
        error: { field: 'time', code: 'working_hours', params: { start: '9:00', end: '14:00' } },
      },
    });
    expect(checkAppointment(input({ time: '18:00' }), context())).toMatchObject({
      problem: { error: { code: 'working_hours', params: { start: '8:00', end: '18:00' } } },
    });
    expect(checkAppointment(input({ date: '12.01.2027' }), context())).toMatchObject({
      problem: { error: { code: 'invalid_date_format' } },
    });
    expect(checkAppointment(input({ time: '9:00' }), context())).toMatchObject({
      problem: { error: { code: 'invalid_time_format' } },
    });
  });

  it('refuses values the rules do not accept (a stored draft may hold anything)', () => {
    expect(checkAppointment(input({ duration: '20' }), context())).toEqual({
      ok: false,
      problem: { kind: 'invalid', field: 'duration', key: 'validation.duration_invalid' },
    });
    expect(checkAppointment(input({ patient_id: 'nobody' }), context())).toMatchObject({
      problem: { kind: 'invalid', field: 'patient' },
    });
  });

  it('refuses an overlap with a scheduled appointment of the doctor, on create and on edit', () => {
    const other = booked('2027-01-12T07:15:00.000Z', 30);
    const created = checkAppointment(input(), context({ appointments: [other] }));
    expect(created).toEqual({ ok: false, problem: { kind: 'conflict', conflicts: [other] } });
    const edited = checkAppointment(input(), context({ appointments: [other], editingId: 'mine' }));
    expect(edited).toMatchObject({ ok: false, problem: { kind: 'conflict' } });
  });

  it('lets it touch, and ignores cancelled ones, refused ones, other doctors and itself', () => {
    const appointments = [
      booked('2027-01-12T07:30:00.000Z', 30),
      booked('2027-01-12T06:30:00.000Z', 30),
      booked('2027-01-12T07:00:00.000Z', 30, { id: 'c', status: 'cancelled' }),
      booked('2027-01-12T07:00:00.000Z', 30, { id: 'x', status: 'conflict' }),
      booked('2027-01-12T07:00:00.000Z', 30, { id: 'o', doctor_id: 'someone-else' }),
      booked('2027-01-12T07:00:00.000Z', 30, { id: 'mine' }),
    ];
    expect(checkAppointment(input(), context({ appointments, editingId: 'mine' })).ok).toBe(true);
  });

  it('counts the whole duration: 60 minutes from 09:00 reach an appointment at 09:45', () => {
    const appointments = [booked('2027-01-12T07:45:00.000Z', 15)];
    expect(checkAppointment(input({ duration: '45' }), context({ appointments })).ok).toBe(true);
    expect(checkAppointment(input({ duration: '60' }), context({ appointments })).ok).toBe(false);
  });
});

describe('appointmentChanges', () => {
  const stored = {
    patient_id: PATIENT,
    doctor_id: DOCTOR,
    service_id: SERVICE,
    duration_minutes: 30,
    appointment_date: '2027-01-12T09:00:00+02:00',
    status: 'scheduled' as const,
  };
  const values = {
    patient_id: PATIENT,
    doctor_id: DOCTOR,
    service_id: SERVICE,
    duration_minutes: 30,
    appointment_date: '2027-01-12T07:00:00.000Z',
  };

  it('sends nothing when nothing changed, the same instant written another way included', () => {
    expect(appointmentChanges(stored, values)).toEqual({});
  });

  it('sends only the changed columns', () => {
    expect(
      appointmentChanges(stored, {
        ...values,
        duration_minutes: 45,
        appointment_date: '2027-01-12T08:00:00.000Z',
      }),
    ).toEqual({
      duration_minutes: 45,
      appointment_date: '2027-01-12T08:00:00.000Z',
    });
  });

  it('schedules again a booking the server refused', () => {
    expect(appointmentChanges({ ...stored, status: 'conflict' }, values)).toEqual({ status: 'scheduled' });
  });
});

describe('the fields a refused Save points at', () => {
  const words = { required: 'required', problem: 'the problem' };

  it('marks every missing field as required', () => {
    const problem = { kind: 'missing', fields: ['doctor', 'time'] } as const;
    expect(problemFields({ ...problem, fields: [...problem.fields] })).toEqual(['doctor', 'time']);
    expect(problemFieldErrors({ ...problem, fields: [...problem.fields] }, words)).toEqual({
      doctor: 'required',
      time: 'required',
    });
  });

  it('puts the whole problem under the one field at fault, an overlap under the time', () => {
    expect(
      problemFieldErrors({ kind: 'time', error: { field: 'date', code: 'clinic_closed' } }, words),
    ).toEqual({ date: 'the problem' });
    expect(problemFieldErrors({ kind: 'invalid', field: 'duration', key: 'x' }, words)).toEqual({
      duration: 'the problem',
    });
    expect(problemFieldErrors({ kind: 'conflict', conflicts: [] }, words)).toEqual({ time: 'the problem' });
  });
});

describe('the check against the popup reads', () => {
  const reads = (overrides: Partial<CheckReads> = {}): CheckReads => ({
    doctors: [{ id: DOCTOR, specialization: 'cardiology' }],
    services: [{ id: SERVICE, specialization_id: 'cardiology' }],
    priceList: [{ doctor_id: DOCTOR, service_id: SERVICE, duration_minutes: 60 }],
    ...context(),
    ...overrides,
  });

  it('checks the values as shown: the derived specialization and the price list duration', () => {
    const state = { input: input({ specialization_id: '', duration: '30' }), followPriceList: true };
    expect(checkFormState(state, reads())).toMatchObject({
      ok: true,
      values: { duration_minutes: 60 },
    });
    const other = booked('2027-01-12T07:45:00.000Z', 30);
    expect(checkFormState(state, reads({ appointments: [other] }))).toMatchObject({
      ok: false,
      problem: { kind: 'conflict' },
    });
  });
});
