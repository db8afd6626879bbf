import { describe, expect, it } from 'vitest';
import { sameInput } from '#components/form/takes-stored-again.ts';
import { SAMPLE_PATIENT_ID } from '#sync/testing/sample-rows.ts';
import {
  changedPatientFields,
  emptyPatientForm,
  formInputFromPatient,
  type PatientFormSource,
  trimmedFormInput,
} from './patient-form-values.ts';

const stored: PatientFormSource = {
  first_name: 'Ana',
  last_name: 'Pop',
  avatar: null,
  gender: 'female',
  cnp: '2960305400126',
  birthday: '1996-03-05',
  series: 'CJ',
  number: '123456',
  issue_date: null,
  expiry_date: '2030-01-31',
  issued_by: 'SPCLEP Cluj',
  address: 'Str. Memorandumului 10',
  phone: '0722 123 456',
  email: 'ana@example.com',
  email_notifications: true,
  sms_notifications: false,
  status: 'inactive',
};

describe('the patient form values', () => {
  it('start empty for a new patient: active, both notifications on, no gender chosen', () => {
    expect(emptyPatientForm()).toEqual(
      expect.objectContaining({
        first_name: '',
        gender: '',
        birthday: '',
        status: 'active',
        email_notifications: true,
        sms_notifications: true,
      }),
    );
  });

  it('show a stored patient with its nulls as empty inputs', () => {
    const input = formInputFromPatient({ ...stored, gender: null, cnp: null, phone: null });
    expect(input).toEqual(
      expect.objectContaining({
        first_name: 'Ana',
        gender: '',
        cnp: '',
        phone: '',
        issue_date: '',
        expiry_date: '2030-01-31',
        sms_notifications: false,
        status: 'inactive',
      }),
    );
    expect(input).not.toHaveProperty('avatar');
  });

  it('are trimmed before they are checked and stored, names included', () => {
    const trimmed = trimmedFormInput({
      ...emptyPatientForm(),
      first_name: '  Ana ',
      last_name: '\tPop\n',
      email: ' ana@example.com ',
      birthday: ' ',
    });
    expect(trimmed).toEqual(
      expect.objectContaining({
        first_name: 'Ana',
        last_name: 'Pop',
        email: 'ana@example.com',
        birthday: '',
      }),
    );
  });

  it('are pristine until a value differs from the ones the form was filled with', () => {
    const base = formInputFromPatient(stored);
    // The form's checked state (useCheckedForm) compares its input with the copy it started from.
    expect(sameInput({ ...base }, base)).toBe(true);
    expect(sameInput({ ...base, sms_notifications: true }, base)).toBe(false);
    expect(sameInput({ ...base, last_name: 'Popa' }, base)).toBe(false);
  });
});

describe('changedPatientFields', () => {
  it('lists only the columns whose value changed, so an edit writes nothing else', () => {
    const next = { ...stored, phone: '0744 555 123', issue_date: '2020-01-31', birthday: '1996-03-05' };
    expect(changedPatientFields(stored, next)).toEqual({ phone: '0744 555 123', issue_date: '2020-01-31' });
  });

  it('counts a cleared optional date (null) and a new avatar as changes', () => {
    const next = { ...stored, expiry_date: null, avatar: `${SAMPLE_PATIENT_ID}/a.png` };
    expect(changedPatientFields(stored, next)).toEqual({
      expiry_date: null,
      avatar: `${SAMPLE_PATIENT_ID}/a.png`,
    });
  });

  it('is empty when nothing changed', () => {
    expect(changedPatientFields(stored, { ...stored })).toEqual({});
  });
});
