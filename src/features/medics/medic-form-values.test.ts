import { describe, expect, it } from 'vitest';
import {
  changedMedicFields,
  checkMedicForm,
  emptyMedicForm,
  type MedicFormInput,
  type MedicFormSource,
  medicCnpWarning,
  medicFormInput,
} from './medic-form-values.ts';

const filled: MedicFormInput = {
  ...emptyMedicForm(),
  first_name: ' Ana ',
  last_name: 'Pop',
  gender: 'female',
  specialization: 'cardiology',
  professional_grade: 'specialist',
  collaboration_type: 'internal',
  clinic_email: 'ana.pop@aurora.ro',
  phone: '0722 123 456',
};

const stored: MedicFormSource = {
  first_name: 'Ana',
  last_name: 'Pop',
  gender: 'female',
  role: 'doctor',
  specialization: 'cardiology',
  professional_grade: 'specialist',
  collaboration_type: 'internal',
  phone: '0722 123 456',
  personal_email: null,
  clinic_email: 'ana.pop@aurora.ro',
  birth_date: null,
  id_series: null,
  id_number: null,
  cnp: null,
  id_address: null,
  id_issue_date: null,
  id_expiry_date: null,
  id_issued_by: null,
  email_notifications: true,
  sms_notifications: true,
  status: 'active',
  email: 'ana.pop@aurora.ro',
  avatar: null,
};

const valuesOf = (input: MedicFormInput) => {
  const check = checkMedicForm(input, { isNew: false });
  if (!check.ok) throw new Error(JSON.stringify(check.errors));
  return check.values;
};

describe('the medic form values', () => {
  it('a new form asks for the names, the choices and the clinic email (the sign-in)', () => {
    const check = checkMedicForm({ ...emptyMedicForm(), role: '' }, { isNew: true });
    expect(check).toEqual({
      ok: false,
      errors: {
        first_name: 'validation.required',
        last_name: 'validation.required',
        gender: 'validation.required',
        role: 'validation.required',
        specialization: 'validation.required',
        professional_grade: 'validation.required',
        collaboration_type: 'validation.required',
        clinic_email: 'validation.required',
      },
    });
    expect(checkMedicForm({ ...filled, clinic_email: '' }, { isNew: false }).ok).toBe(true);
  });

  it('refuses a short phone, bad emails and a CNP that is not 13 digits, each under its field', () => {
    const check = checkMedicForm(
      { ...filled, phone: '0722', personal_email: 'ana@', cnp: '12345' },
      { isNew: true },
    );
    expect(check).toEqual({
      ok: false,
      errors: {
        phone: 'validation.phone_invalid',
        personal_email: 'validation.email_invalid',
        cnp: 'validation.cnp_invalid',
      },
    });
  });

  it('warns of a CNP whose control digit is wrong, without refusing it', () => {
    const input = { ...filled, cnp: '2850101123459' };
    expect(medicCnpWarning(input)).toBe('validation.cnp_checksum_warning');
    expect(checkMedicForm(input, { isNew: true }).ok).toBe(true);
  });

  it('trims and stores blanks as null, never status or the sign-in address', () => {
    const values = valuesOf(filled);
    expect(values).toMatchObject({ first_name: 'Ana', personal_email: null, birth_date: null });
    expect(values).not.toHaveProperty('status');
    expect(values).not.toHaveProperty('email');
  });

  it('an edit writes the changed columns, and the full name with a changed part', () => {
    expect(changedMedicFields(stored, valuesOf(medicFormInput(stored)))).toEqual({});
    const input = { ...medicFormInput(stored), last_name: 'Popescu', sms_notifications: false };
    expect(changedMedicFields(stored, valuesOf(input))).toEqual({
      last_name: 'Popescu',
      sms_notifications: false,
      name: 'Ana Popescu',
    });
  });
});
