import { describe, expect, it } from 'vitest';
import { issueKeys } from '../testing/rule-test-helpers.ts';
import { sampleRow } from '../testing/sample-rows.ts';
import { appointmentFormRules, appointmentRowRules } from './appointment-rules.ts';

describe('appointmentRowRules', () => {
  it('accepts scheduled, cancelled and conflict rows', () => {
    for (const status of ['scheduled', 'cancelled', 'conflict'] as const) {
      expect(issueKeys(appointmentRowRules, sampleRow('appointments', { status }))).toEqual({});
    }
    const local = sampleRow('appointments', {
      appointment_date: new Date('2026-11-23T08:00:00Z').toISOString(),
      service_id: null,
      patient_present: true,
      additional_services: ['3d4e5f60-7182-493a-9c2d-3e4f5a6b7c8d'],
      notes: 'Control',
    });
    expect(issueKeys(appointmentRowRules, local)).toEqual({});
  });

  it.each([
    ['duration_minutes', 10, 'validation.duration_invalid'],
    ['duration_minutes', 495, 'validation.duration_invalid'],
    ['duration_minutes', 40, 'validation.duration_invalid'],
    ['duration_minutes', 30.5, 'validation.duration_invalid'],
    ['status', 'done', 'validation.option_invalid'],
    ['appointment_date', '2026-11-23', 'validation.datetime_invalid'],
    ['appointment_date', '2026-11-23T08:00', 'validation.datetime_invalid'],
    ['doctor_id', null, 'validation.required'],
    ['patient_id', 'p1', 'validation.id_invalid'],
    ['service_id', 'svc', 'validation.id_invalid'],
    ['patient_present', 'yes', 'validation.invalid'],
    ['additional_services', null, 'validation.list_invalid'],
  ])('refuses %s = %j with %s', (field, value, key) => {
    expect(issueKeys(appointmentRowRules, { ...sampleRow('appointments'), [field]: value })).toEqual({
      [field]: key,
    });
  });

  it('names the bad item of a list', () => {
    const row = sampleRow('appointments', { additional_services: ['nope'] });
    expect(issueKeys(appointmentRowRules, row)).toEqual({ 'additional_services.0': 'validation.id_invalid' });
  });
});

describe('appointmentFormRules', () => {
  const form = {
    specialization_id: 'cardiology',
    doctor_id: '1b2c3d4e-5f60-4718-9a0b-1c2d3e4f5a6b',
    service_id: '3d4e5f60-7182-493a-9c2d-3e4f5a6b7c8d',
    duration_minutes: '45',
    patient_id: '2c3d4e5f-6071-4829-8b1c-2d3e4f5a6b7c',
    date: '2026-11-23',
    time: '09:15',
  };

  it('accepts a complete popup, the duration as the option string', () => {
    expect(issueKeys(appointmentFormRules, form)).toEqual({});
  });

  it('lists every missing field as required', () => {
    expect(issueKeys(appointmentFormRules, {})).toEqual(
      Object.fromEntries(Object.keys(form).map((field) => [field, 'validation.required'])),
    );
  });

  it.each([
    ['date', '23.11.2026', 'validation.date_invalid'],
    ['time', '9:15', 'validation.time_invalid'],
    ['time', '24:00', 'validation.time_invalid'],
    ['duration_minutes', '50', 'validation.duration_invalid'],
    ['duration_minutes', 'long', 'validation.duration_invalid'],
  ])('refuses %s = %j with %s', (field, value, key) => {
    expect(issueKeys(appointmentFormRules, { ...form, [field]: value })).toEqual({ [field]: key });
  });
});
