import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS } from './message-keys.ts';
import { validationMessage } from './validation-message.ts';

describe('validationMessage', () => {
  it('reads the key in English for en and in Romanian otherwise', () => {
    expect(validationMessage(MESSAGE_KEYS.required, 'en')).toBe('This field is required');
    expect(validationMessage(MESSAGE_KEYS.required, 'ro')).toBe('Acest câmp este obligatoriu');
    expect(validationMessage(MESSAGE_KEYS.required, 'fr')).toBe('Acest câmp este obligatoriu');
  });

  it('falls back to the invalid text for an unknown key', () => {
    expect(validationMessage('validation.no_such_key', 'ro')).toBe(
      validationMessage(MESSAGE_KEYS.invalid, 'ro'),
    );
  });
});
