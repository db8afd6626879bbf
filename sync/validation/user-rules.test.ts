import { describe, expect, it } from 'vitest';
import { issueKeys } from '../testing/rule-test-helpers.ts';
import { sampleRow } from '../testing/sample-rows.ts';
import { medicFormRules, userRowRules } from './user-rules.ts';

describe('userRowRules', () => {
  it('accepts a doctor, and a super_admin without a clinic or a name', () => {
    expect(issueKeys(userRowRules, sampleRow('users'))).toEqual({});
    const superAdmin = sampleRow('users', {
      role: 'super_admin',
      clinic_id: null,
      name: null,
      first_name: null,
      gender: null,
      professional_grade: null,
      collaboration_type: null,
      cnp: null,
    });
    expect(issueKeys(userRowRules, superAdmin)).toEqual({});
  });

  it.each([
    ['role', 'nurse', 'validation.option_invalid'],
    ['status', 'retired', 'validation.option_invalid'],
    ['professional_grade', 'senior', 'validation.option_invalid'],
    ['collaboration_type', 'freelance', 'validation.option_invalid'],
    ['gender', 'x', 'validation.option_invalid'],
    ['phone', '07221', 'validation.phone_invalid'],
    ['personal_email', 'ana', 'validation.email_invalid'],
    ['clinic_email', 'ana@aurora', 'validation.email_invalid'],
    ['email', 'a b@c.d', 'validation.email_invalid'],
    ['cnp', '28005171200', 'validation.cnp_invalid'],
    ['id_expiry_date', '2029-13-01', 'validation.date_invalid'],
    ['sms_notifications', 'yes', 'validation.required'],
  ])('refuses %s = %j with %s', (field, value, key) => {
    expect(issueKeys(userRowRules, { ...sampleRow('users'), [field]: value })).toEqual({ [field]: key });
  });
});

describe('medicFormRules', () => {
  const form = {
    first_name: 'Ana',
    last_name: 'Pop',
    gender: 'female',
    role: 'doctor',
    specialization: 'cardiology',
    professional_grade: 'primar',
    collaboration_type: 'internal',
    phone: '',
    cnp: '',
    email_notifications: true,
    sms_notifications: true,
    status: 'active',
  };

  it('accepts the required fields with blank optional ones', () => {
    expect(issueKeys(medicFormRules, form)).toEqual({});
  });

  it('requires names, gender, role, specialization, grade and collaboration type', () => {
    const { gender: _g, role: _r, professional_grade: _p, collaboration_type: _c, ...rest } = form;
    expect(
      issueKeys(medicFormRules, { ...rest, first_name: '', last_name: ' ', specialization: '' }),
    ).toEqual({
      first_name: 'validation.required',
      last_name: 'validation.required',
      gender: 'validation.required',
      role: 'validation.required',
      specialization: 'validation.required',
      professional_grade: 'validation.required',
      collaboration_type: 'validation.required',
    });
  });

  it('checks phone, emails and CNP when given', () => {
    expect(issueKeys(medicFormRules, { ...form, phone: '123', clinic_email: 'x', cnp: '123' })).toEqual({
      phone: 'validation.phone_invalid',
      clinic_email: 'validation.email_invalid',
      cnp: 'validation.cnp_invalid',
    });
  });
});
