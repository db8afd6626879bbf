import { describe, expect, it } from 'vitest';
import {
  checkConfirmation,
  checkEmail,
  checkNewPassword,
  checkPassword,
  checkResetRequest,
  checkSignInSubmit,
} from './auth-form-rules.ts';

describe('sign-in rules', () => {
  it('needs a valid email', () => {
    expect(checkEmail('')).toBe('emailRequired');
    expect(checkEmail('   ')).toBe('emailRequired');
    expect(checkEmail('ana@')).toBe('emailInvalid');
    expect(checkEmail('ana @x.ro')).toBe('emailInvalid');
    expect(checkEmail(' ana@clinica.ro ')).toBeUndefined();
  });

  it('needs a password of at least 6 characters', () => {
    expect(checkPassword('')).toBe('passwordTooShort');
    expect(checkPassword('12345')).toBe('passwordTooShort');
    expect(checkPassword('123456')).toBeUndefined();
  });

  it('refuses a submit with an empty field, and a reset with no email', () => {
    expect(checkSignInSubmit('', 'secret1')).toBe('emailAndPasswordRequired');
    expect(checkSignInSubmit('ana@clinica.ro', '')).toBe('emailAndPasswordRequired');
    expect(checkSignInSubmit('ana@clinica.ro', 'x')).toBeUndefined();
    expect(checkResetRequest(' ')).toBe('resetEmailRequired');
    expect(checkResetRequest('ana@clinica.ro')).toBeUndefined();
  });
});

describe('new-password rules', () => {
  it('needs 6 characters and the same confirmation', () => {
    expect(checkNewPassword('abc')).toBe('newPasswordTooShort');
    expect(checkNewPassword('abcdef')).toBeUndefined();
    expect(checkConfirmation('abcdef', '')).toBe('passwordsDiffer');
    expect(checkConfirmation('abcdef', 'abcdeg')).toBe('passwordsDiffer');
    expect(checkConfirmation('abcdef', 'abcdef')).toBeUndefined();
  });
});
