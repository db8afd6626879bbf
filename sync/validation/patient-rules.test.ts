import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { sampleRow } from '../testing/sample-rows.ts';
import { patientFormRules, patientRowRules } from './patient-rules.ts';
import { validationIssues } from './validate.ts';

const keysOf = (input: unknown) =>
  Object.fromEntries(validationIssues(patientRowRules, input).map((issue) => [issue.field, issue.key]));

describe('patientRowRules', () => {
  it('accepts a full row and one with every optional column null', () => {
    expect(keysOf(sampleRow('patients'))).toEqual({});
    const bare = sampleRow('patients', {
      gender: null,
      birthday: null,
      cnp: null,
      phone: null,
      email: null,
      height: null,
      weight: null,
      sleep_quality: null,
      smoker_status: null,
      chronic_conditions: [],
      major_traumas: [],
    });
    expect(keysOf(bare)).toEqual({});
  });

  it.each([
    ['first_name', '   ', 'validation.required'],
    ['last_name', '', 'validation.required'],
    ['last_name', 'x'.repeat(101), 'validation.too_long'],
    ['status', 'dead', 'validation.option_invalid'],
    ['gender', 'other', 'validation.option_invalid'],
    ['cnp', '12345', 'validation.cnp_invalid'],
    ['cnp', '175080912001a', 'validation.cnp_invalid'],
    ['phone', '0722-12', 'validation.phone_invalid'],
    ['phone', '0722 123 456 ext', 'validation.phone_invalid'],
    ['email', 'stefan@example', 'validation.email_invalid'],
    ['email', '', 'validation.email_invalid'],
    ['birthday', '1975-02-30', 'validation.date_invalid'],
    ['issue_date', '09.08.1975', 'validation.date_invalid'],
    ['created_date', 'yesterday', 'validation.datetime_invalid'],
    ['height', 29, 'validation.out_of_range'],
    ['weight', 501, 'validation.out_of_range'],
    ['smoker_since', 1899, 'validation.out_of_range'],
    ['smoker_since', 2001.5, 'validation.out_of_range'],
    ['sleep_quality', 'great', 'validation.option_invalid'],
    ['smoker_status', 'sometimes', 'validation.option_invalid'],
    ['allergies', 'pollen', 'validation.list_invalid'],
    ['email_notifications', null, 'validation.required'],
    ['clinic_id', 'not-a-uuid', 'validation.id_invalid'],
  ])('refuses %s = %j with %s', (field, value, key) => {
    expect(keysOf({ ...sampleRow('patients'), [field]: value })).toEqual({ [field]: key });
  });

  it('reports a missing column as required', () => {
    const { phone: _phone, ...withoutPhone } = sampleRow('patients');
    expect(keysOf(withoutPhone)).toEqual({ phone: 'validation.required' });
  });

  it('checks history entries: name and start year required, end year a year or Prezent', () => {
    const entry = { id: 'a1', name: 'Polen', start_year: 2010, end_year: null, is_active: true };
    expect(keysOf(sampleRow('patients', { allergies: [entry] }))).toEqual({});
    expect(keysOf(sampleRow('patients', { allergies: [{ ...entry, name: ' ' }] }))).toEqual({
      'allergies.0.name': 'validation.required',
    });
    const { start_year: _start, ...noStart } = entry;
    expect(keysOf({ ...sampleRow('patients'), allergies: [noStart] })).toEqual({
      'allergies.0.start_year': 'validation.required',
    });
    expect(keysOf({ ...sampleRow('patients'), allergies: [{ ...entry, start_year: '2010' }] })).toEqual({
      'allergies.0.start_year': 'validation.start_year_required',
    });
    expect(keysOf({ ...sampleRow('patients'), allergies: [{ ...entry, end_year: 'acum' }] })).toEqual({
      'allergies.0.end_year': 'validation.invalid',
    });
  });
});

describe('patientFormRules', () => {
  const form = {
    first_name: 'Ștefan',
    last_name: 'Ionescu',
    gender: 'male',
    cnp: '1750809120019',
    birthday: '',
    series: 'CJ',
    number: '654321',
    issue_date: '2020-01-02',
    expiry_date: null,
    issued_by: 'SPCLEP',
    address: 'Str. Fabricii 5',
    phone: '0744555123',
    email: 'stefan@example.com',
    email_notifications: true,
    sms_notifications: false,
    status: 'active',
  };

  it('accepts a complete form and stores blank dates as null', () => {
    expect(validationIssues(patientFormRules, form)).toEqual([]);
    expect(v.parse(patientFormRules, form)).toMatchObject({
      birthday: null,
      issue_date: '2020-01-02',
      expiry_date: null,
    });
  });

  it('requires the fields the spec marks required', () => {
    const blanks = { ...form, series: ' ', number: '', issued_by: '', address: '', phone: ' ', email: '' };
    const { gender: _g, cnp: _c, ...missing } = blanks;
    const keys = Object.fromEntries(validationIssues(patientFormRules, missing).map((i) => [i.field, i.key]));
    // The identity card's three are asked by age, not by these rules (identity-card.ts).
    expect(keys).toEqual({
      gender: 'validation.required',
      cnp: 'validation.required',
      address: 'validation.required',
      phone: 'validation.required',
      email: 'validation.required',
    });
  });

  it('still checks the format of a filled-in field', () => {
    const keys = Object.fromEntries(
      validationIssues(patientFormRules, { ...form, cnp: '17508', phone: 'abc', email: 'x@y' }).map((i) => [
        i.field,
        i.key,
      ]),
    );
    expect(keys).toEqual({
      cnp: 'validation.cnp_invalid',
      phone: 'validation.phone_invalid',
      email: 'validation.email_invalid',
    });
  });
});
