import { describe, expect, it } from 'vitest';
import { issueKeys } from '../testing/rule-test-helpers.ts';
import { sampleRow } from '../testing/sample-rows.ts';
import {
  clinicFormRules,
  clinicRowRules,
  clinicScheduleRules,
  defaultClinicSchedule,
} from './clinic-rules.ts';

describe('clinicRowRules', () => {
  it('accepts a clinic with the default schedule and one open on weekdays', () => {
    expect(issueKeys(clinicRowRules, sampleRow('clinics'))).toEqual({});
    const schedule = defaultClinicSchedule();
    schedule.monday = { open: true, start: '08:00', end: '20:00' };
    expect(issueKeys(clinicRowRules, sampleRow('clinics', { schedule, phone: '+40264123456' }))).toEqual({});
  });

  it.each([
    ['name', ' ', 'validation.required'],
    ['status', 'closed', 'validation.option_invalid'],
    ['phone', '0264 123 456', 'validation.phone_invalid'],
    ['phone', '+4026412345', 'validation.phone_invalid'],
    ['email', 'contact@aurora', 'validation.email_invalid'],
    ['license_date', '2020-3-1', 'validation.date_invalid'],
    ['clinic_id', '3d4e5f60-7182-493a-9c2d-3e4f5a6b7c8d', 'validation.invalid'],
  ])('refuses %s = %j with %s', (field, value, key) => {
    expect(issueKeys(clinicRowRules, { ...sampleRow('clinics'), [field]: value })).toEqual({ [field]: key });
  });
});

describe('clinicScheduleRules', () => {
  it('needs exactly the seven weekdays', () => {
    const { sunday: _sunday, ...sixDays } = defaultClinicSchedule();
    expect(issueKeys(clinicScheduleRules, sixDays)).toEqual({ sunday: 'validation.schedule_invalid' });
    expect(issueKeys(clinicScheduleRules, { ...defaultClinicSchedule(), holiday: sixDays.monday })).toEqual({
      holiday: 'validation.schedule_invalid',
    });
  });

  it('needs HH:mm hours and an open day to close after it opens', () => {
    const schedule = defaultClinicSchedule();
    expect(
      issueKeys(clinicScheduleRules, { ...schedule, monday: { open: true, start: '8:00', end: '18:00' } }),
    ).toEqual({ 'monday.start': 'validation.time_invalid' });
    expect(
      issueKeys(clinicScheduleRules, { ...schedule, friday: { open: true, start: '18:00', end: '08:00' } }),
    ).toEqual({ 'friday.end': 'validation.schedule_hours_invalid' });
    expect(
      issueKeys(clinicScheduleRules, { ...schedule, friday: { open: true, start: '18:00', end: '18:00' } }),
    ).toEqual({ 'friday.end': 'validation.schedule_hours_invalid' });
    // A closed day may keep any hours (the server checks the order only for open days).
    expect(
      issueKeys(clinicScheduleRules, { ...schedule, friday: { open: false, start: '18:00', end: '08:00' } }),
    ).toEqual({});
    expect(
      issueKeys(clinicScheduleRules, { ...schedule, friday: { open: 'yes', start: '08:00', end: '18:00' } }),
    ).toEqual({ 'friday.open': 'validation.required' });
  });
});

describe('clinicFormRules', () => {
  const form = {
    name: 'Clinica Aurora',
    company_name: 'Aurora Medical SRL',
    tax_code: 'RO31245671',
    address: 'Str. Memorandumului 10',
    phone: '0264123456',
    license_date: '',
    status: 'active',
    schedule: { ...defaultClinicSchedule(), monday: { open: true, start: '08:00', end: '18:00' } },
  };

  it('accepts a complete form', () => {
    expect(issueKeys(clinicFormRules, form)).toEqual({});
  });

  it('requires name, company name, tax code and address, and checks the phone pattern', () => {
    expect(
      issueKeys(clinicFormRules, {
        ...form,
        name: '',
        company_name: ' ',
        tax_code: '',
        address: '',
        phone: '12345',
      }),
    ).toEqual({
      name: 'validation.required',
      company_name: 'validation.required',
      tax_code: 'validation.required',
      address: 'validation.required',
      phone: 'validation.phone_invalid',
    });
  });

  it('checks the tax code’s control digit and wants the clinic open on some day', () => {
    expect(
      issueKeys(clinicFormRules, { ...form, tax_code: 'RO31245672', schedule: defaultClinicSchedule() }),
    ).toEqual({ tax_code: 'validation.tax_code_invalid', schedule: 'validation.schedule_no_open_day' });
  });
});
