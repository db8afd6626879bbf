/**
 * The sign-in and new-password rules (spec §5). Each check answers the key of the first rule
 * that fails, or undefined; auth-messages.ts turns a key into the translated text.
 */
export const MIN_PASSWORD_LENGTH = 6;

// A practical address check: something@something.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type AuthProblem =
  | 'emailRequired'
  | 'emailInvalid'
  | 'passwordTooShort'
  | 'emailAndPasswordRequired'
  | 'resetEmailRequired'
  | 'newPasswordTooShort'
  | 'passwordsDiffer';

export function checkEmail(email: string): AuthProblem | undefined {
  const value = email.trim();
  if (!value) return 'emailRequired';
  if (!EMAIL.test(value)) return 'emailInvalid';
  return undefined;
}

export function checkPassword(password: string): AuthProblem | undefined {
  return password.length < MIN_PASSWORD_LENGTH ? 'passwordTooShort' : undefined;
}

/** Submitting the sign-in form with a field left empty is refused with one toast (spec §5). */
export function checkSignInSubmit(email: string, password: string): AuthProblem | undefined {
  return !email.trim() || !password ? 'emailAndPasswordRequired' : undefined;
}

export function checkResetRequest(email: string): AuthProblem | undefined {
  return email.trim() ? undefined : 'resetEmailRequired';
}

export function checkNewPassword(password: string): AuthProblem | undefined {
  return password.length < MIN_PASSWORD_LENGTH ? 'newPasswordTooShort' : undefined;
}

export function checkConfirmation(password: string, confirmation: string): AuthProblem | undefined {
  return confirmation === '' || confirmation !== password ? 'passwordsDiffer' : undefined;
}
