/**
 * The device PIN's rules (issue 40): 4 to 8 digits, chosen after a user's first sign-in on the
 * device; five wrong PINs in a row sign that user out and wipe their data here.
 */

export const PIN_MIN_DIGITS = 4;
export const PIN_MAX_DIGITS = 8;
export const MAX_PIN_ATTEMPTS = 5;

export type PinProblem = 'required' | 'digits' | 'length' | 'mismatch';

/** What is wrong with a PIN typed, or null when it can be used. */
export function pinProblem(pin: string): PinProblem | null {
  if (pin === '') return 'required';
  if (!/^[0-9]+$/.test(pin)) return 'digits';
  if (pin.length < PIN_MIN_DIGITS || pin.length > PIN_MAX_DIGITS) return 'length';
  return null;
}

/** A new PIN and its confirmation: the PIN's own problem first, then whether they match. */
export function newPinProblem(pin: string, confirmation: string): PinProblem | null {
  return pinProblem(pin) ?? (pin === confirmation ? null : 'mismatch');
}

/** Tries left after `failed` wrong PINs in a row (0: the user is signed out and wiped). */
export function attemptsLeft(failed: number): number {
  return Math.max(0, MAX_PIN_ATTEMPTS - failed);
}
