import { describe, expect, it } from 'vitest';
import { checkPatientForm, cnpWarning } from './patient-form-validation.ts';
import { emptyPatientForm, type PatientFormInput } from './patient-form-values.ts';

// 1800101123450: a man born 1980-01-01, with a correct control digit.
const VALID_CNP = '1800101123450';

const filled: PatientFormInput = {
  ...emptyPatientForm(),
  first_name: 'Ion',
  last_name: 'Popescu',
  gender: 'male',
  cnp: VALID_CNP,
  birthday: '1980-01-01',
  series: 'CJ',
  number: '123456',
  issued_by: 'SPCLEP Cluj',
  address: 'Str. Lungă 1',
  phone: '+40 (722) 123-456',
  email: 'ion@example.com',
};

const errorsOf = (input: PatientFormInput) => {
  const check = checkPatientForm(input);
  return check.ok ? {} : check.errors;
};

describe('checkPatientForm', () => {
  it('answers the values to store: trimmed, blank dates null', () => {
    const check = checkPatientForm({ ...filled, first_name: '  Ion  ', issue_date: '', expiry_date: ' ' });
    expect(check).toEqual({
      ok: true,
      values: expect.objectContaining({
        first_name: 'Ion',
        last_name: 'Popescu',
        birthday: '1980-01-01',
        issue_date: null,
        expiry_date: null,
        status: 'active',
        email_notifications: true,
      }),
    });
  });

  it('requires every field the spec marks required, with the required message', () => {
    expect(errorsOf(emptyPatientForm())).toEqual({
      first_name: 'validation.required',
      last_name: 'validation.required',
      gender: 'validation.required',
      cnp: 'validation.required',
      series: 'validation.required',
      number: 'validation.required',
      issued_by: 'validation.required',
      address: 'validation.required',
      phone: 'validation.required',
      email: 'validation.required',
    });
  });

  it('saves a child under 14 without an identity card, decided by the birth date or else the CNP', () => {
    const noCard = { ...filled, series: '', number: ' ', issued_by: '' };
    // 6150301… : a girl born 2015-03-01, eleven on the day of the save.
    const child = { ...noCard, gender: 'female', cnp: '6150301123453', birthday: '2015-03-01' };
    const check = checkPatientForm(child, '2026-11-28');
    expect(check).toEqual({
      ok: true,
      values: expect.objectContaining({ series: null, number: null, issued_by: null }),
    });
    expect(checkPatientForm({ ...child, birthday: '' }, '2026-11-28').ok).toBe(true);
    // Fourteen on the day: the card is asked for again.
    expect(checkPatientForm({ ...child, birthday: '2012-11-28' }, '2026-11-28')).toEqual({
      ok: false,
      errors: {
        series: 'validation.required',
        number: 'validation.required',
        issued_by: 'validation.required',
      },
    });
    // An adult, and a patient whose age cannot be told, are asked for it.
    expect(checkPatientForm(noCard, '2026-11-28').ok).toBe(false);
    expect(checkPatientForm({ ...noCard, cnp: '9150301123456', birthday: '' }, '2026-11-28').ok).toBe(false);
  });

  it('counts a field of spaces as empty', () => {
    expect(errorsOf({ ...filled, last_name: '   ', address: ' \t ' })).toEqual({
      last_name: 'validation.required',
      address: 'validation.required',
    });
  });

  it.each([
    ['email', 'ion@example', 'validation.email_invalid'],
    ['email', 'ion example.com', 'validation.email_invalid'],
    ['phone', '0722-12', 'validation.phone_invalid'],
    ['phone', '0722 123 456 int. 4', 'validation.phone_invalid'],
    ['cnp', '180010112345', 'validation.cnp_invalid'],
    ['cnp', '18001011234a0', 'validation.cnp_invalid'],
    ['birthday', '1980-02-30', 'validation.date_invalid'],
    ['first_name', 'I'.repeat(101), 'validation.too_long'],
    ['gender', 'other', 'validation.option_invalid'],
  ] as const)('refuses %s = %j with %s', (field, value, key) => {
    expect(errorsOf({ ...filled, [field]: value })).toEqual({ [field]: key });
  });

  it('accepts the fullest valid form', () => {
    expect(
      errorsOf({ ...filled, issue_date: '2020-05-01', expiry_date: '2030-05-01', status: 'inactive' }),
    ).toEqual({});
  });
});

describe('cnpWarning', () => {
  it('says nothing for a CNP that agrees, or one that is not 13 digits yet', () => {
    expect(cnpWarning(filled)).toBeUndefined();
    expect(cnpWarning({ ...filled, cnp: '18001' })).toBeUndefined();
    expect(cnpWarning({ ...filled, gender: '', birthday: '' })).toBeUndefined();
  });

  it('warns about a wrong control digit', () => {
    expect(cnpWarning({ ...filled, cnp: '1800101123451' })).toBe('validation.cnp_checksum_warning');
  });

  it('warns when the CNP disagrees with the gender or the birth date chosen', () => {
    expect(cnpWarning({ ...filled, gender: 'female' })).toBe('validation.cnp_mismatch_warning');
    expect(cnpWarning({ ...filled, birthday: '1980-01-02' })).toBe('validation.cnp_mismatch_warning');
  });

  it('ignores a birth date that is not a date yet', () => {
    expect(cnpWarning({ ...filled, birthday: '1980-13-01' })).toBeUndefined();
  });
});
