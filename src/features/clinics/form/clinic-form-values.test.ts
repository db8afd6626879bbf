import { describe, expect, it } from 'vitest';
import { sampleRow } from '#sync/testing/sample-rows.ts';
import { defaultClinicSchedule } from '#sync/validation/clinic-rules.ts';
import {
  changedClinicFields,
  checkClinicForm,
  clinicFormInput,
  emptyClinicForm,
} from './clinic-form-values.ts';

const stored = {
  ...sampleRow('clinics'),
  name: 'Clinica Aurora',
  company_name: 'Aurora Medical SRL',
  tax_code: 'RO31245671',
  address: 'Str. Memorandumului 10',
  city: 'Cluj-Napoca',
  website: null,
  // As the server's JSON hands it back: its own key order.
  schedule: {
    friday: { end: '18:00', open: true, start: '08:00' },
    monday: { end: '18:00', open: true, start: '08:00' },
    sunday: { end: '14:00', open: false, start: '09:00' },
    tuesday: { end: '18:00', open: true, start: '08:00' },
    saturday: { end: '14:00', open: false, start: '09:00' },
    thursday: { end: '18:00', open: true, start: '08:00' },
    wednesday: { end: '18:00', open: true, start: '08:00' },
  },
};

describe('the clinic form values', () => {
  it('reads a stored clinic and writes back nothing when nothing changed', () => {
    const input = clinicFormInput(stored);
    expect(input.website).toBe('');
    const check = checkClinicForm(input);
    if (!check.ok) throw new Error(JSON.stringify(check.errors));
    expect(changedClinicFields(stored, check.values)).toEqual({});
  });

  it('writes only what changed: a day of the week and a trimmed text, blanks as null', () => {
    const input = clinicFormInput(stored);
    input.schedule.saturday = { open: true, start: '09:00', end: '13:00' };
    input.city = '  Cluj  ';
    input.website = '   ';
    const check = checkClinicForm(input);
    if (!check.ok) throw new Error(JSON.stringify(check.errors));
    expect(changedClinicFields(stored, check.values)).toEqual({
      city: 'Cluj',
      schedule: {
        ...clinicFormInput(stored).schedule,
        saturday: { open: true, start: '09:00', end: '13:00' },
      },
    });
  });

  it('places each message: a text field, a day whose end comes first, the week with no open day', () => {
    const input = clinicFormInput(stored);
    input.tax_code = 'RO31245672';
    input.email = 'contact@';
    input.schedule.monday = { open: true, start: '14:00', end: '10:00' };
    expect(checkClinicForm(input)).toEqual({
      ok: false,
      errors: {
        tax_code: 'validation.tax_code_invalid',
        email: 'validation.email_invalid',
        'schedule.monday': 'validation.schedule_hours_invalid',
      },
    });
    const closedWeek = { ...clinicFormInput(stored), schedule: defaultClinicSchedule() };
    expect(checkClinicForm(closedWeek)).toEqual({
      ok: false,
      errors: { schedule: 'validation.schedule_no_open_day' },
    });
  });

  it('starts a new clinic empty, every day closed, and says what is required', () => {
    const check = checkClinicForm(emptyClinicForm());
    expect(check.ok ? {} : check.errors).toMatchObject({
      name: 'validation.required',
      company_name: 'validation.required',
      tax_code: 'validation.required',
      address: 'validation.required',
    });
  });
});
