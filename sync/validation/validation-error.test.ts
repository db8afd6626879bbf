import { describe, expect, it } from 'vitest';
import { sampleRow } from '../testing/sample-rows.ts';
import { DEFAULT_MESSAGES_EN } from './default-messages-en.ts';
import { DEFAULT_MESSAGES_RO } from './default-messages-ro.ts';
import { MESSAGE_KEYS } from './message-keys.ts';
import { patientRowRules } from './patient-rules.ts';
import { assertValid } from './validate.ts';
import { ValidationError } from './validation-error.ts';

describe('messages', () => {
  it('has a Romanian and an English text for every key, with the spec texts', () => {
    const keys = Object.values(MESSAGE_KEYS).sort();
    expect(Object.keys(DEFAULT_MESSAGES_RO).sort()).toEqual(keys);
    expect(Object.keys(DEFAULT_MESSAGES_EN).sort()).toEqual(keys);
    expect(DEFAULT_MESSAGES_RO['validation.required']).toBe('Acest câmp este obligatoriu');
    expect(DEFAULT_MESSAGES_RO['validation.email_invalid']).toBe('Adresa de email nu este validă');
    expect(DEFAULT_MESSAGES_RO['validation.phone_invalid']).toBe('Numărul de telefon nu este valid');
    expect(DEFAULT_MESSAGES_RO['validation.start_year_required']).toBe('Anul de început este obligatoriu');
    expect(DEFAULT_MESSAGES_EN['validation.description_too_short']).toBe(
      'Description must be at least 10 characters',
    );
  });
});

describe('ValidationError', () => {
  it('carries each issue with its key and Romanian text; its message is the first one', () => {
    const error = new ValidationError([
      { field: 'email', key: 'validation.email_invalid' },
      { field: 'phone', key: 'validation.phone_invalid' },
    ]);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ValidationError');
    expect(error.message).toBe('Adresa de email nu este validă');
    expect(error.issues).toEqual([
      { field: 'email', key: 'validation.email_invalid', message: 'Adresa de email nu este validă' },
      { field: 'phone', key: 'validation.phone_invalid', message: 'Numărul de telefon nu este valid' },
    ]);
  });

  it('is what assertValid throws, one issue per field', () => {
    const row = sampleRow('patients', { email: 'x', phone: '1', first_name: '' });
    expect(() => assertValid(patientRowRules, row)).toThrow(ValidationError);
    try {
      assertValid(patientRowRules, row);
    } catch (error) {
      expect(error instanceof ValidationError && error.issues.map((issue) => issue.key)).toEqual([
        'validation.required',
        'validation.phone_invalid',
        'validation.email_invalid',
      ]);
    }
  });

  it('returns the parsed row when valid', () => {
    expect(assertValid(patientRowRules, sampleRow('patients')).name).toBe('Ștefan Ionescu');
  });
});
