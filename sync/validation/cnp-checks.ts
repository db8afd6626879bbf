/**
 * Romanian personal numeric code (CNP) checks beyond the 13-digit rule: S YY MM DD JJ NNN C,
 * S = sex and century (1/2: 1900s, 3/4: 1800s, 5/6: 2000s, odd male, even female; 7/8 residents,
 * 9 foreigners), C = control digit. These are warnings in the forms, never a refusal: the
 * server only requires 13 digits, and real documents with odd codes exist.
 */
import { isCalendarDate } from '#core/calendar-days.ts';
import { CNP_PATTERN, GENDERS } from './field-rules.ts';
import { MESSAGE_KEYS, type MessageKey } from './message-keys.ts';

const CONTROL_WEIGHTS = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9] as const;

/** True when `cnp` has 13 digits and its last digit is the control digit of the first 12. */
export function isValidCnpChecksum(cnp: string): boolean {
  if (!CNP_PATTERN.test(cnp)) return false;
  const sum = CONTROL_WEIGHTS.reduce((total, weight, index) => total + weight * Number(cnp[index]), 0);
  const control = sum % 11 === 10 ? 1 : sum % 11;
  return control === Number(cnp[12]);
}

const CENTURY_BY_SEX_DIGIT: Readonly<Record<string, number>> = {
  '1': 1900,
  '2': 1900,
  '3': 1800,
  '4': 1800,
  '5': 2000,
  '6': 2000,
};

/**
 * True when the CNP agrees with the gender and the birthday (yyyy-MM-dd) given; a null or
 * missing one is not compared. Residents (7/8) have no century, so only YYMMDD is compared;
 * foreigners (9) encode no sex. A CNP that is not 13 digits agrees with nothing.
 */
export function cnpAgreesWith(
  cnp: string,
  person: { gender?: 'male' | 'female' | null; birthday?: string | null },
): boolean {
  if (!CNP_PATTERN.test(cnp)) return false;
  const sexDigit = cnp.charAt(0);
  if (sexDigit === '0') return false;
  if (person.gender && sexDigit !== '9') {
    const encoded = Number(sexDigit) % 2 === 1 ? 'male' : 'female';
    if (encoded !== person.gender) return false;
  }
  if (person.birthday) {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(person.birthday);
    if (!match) return false;
    const [, year = '', month = '', day = ''] = match;
    if (cnp.slice(1, 7) !== `${year.slice(2)}${month}${day}`) return false;
    const century = CENTURY_BY_SEX_DIGIT[sexDigit];
    if (century !== undefined && Math.floor(Number(year) / 100) * 100 !== century) return false;
  }
  return true;
}

/** The birth date (yyyy-MM-dd) a CNP encodes, or null when it encodes none or no real day. */
export function birthDateFromCnp(cnp: string): string | null {
  const code = cnp.trim();
  if (!CNP_PATTERN.test(code)) return null;
  const century = CENTURY_BY_SEX_DIGIT[code.charAt(0)];
  if (century === undefined) return null;
  const day = `${century + Number(code.slice(1, 3))}-${code.slice(3, 5)}-${code.slice(5, 7)}`;
  return isCalendarDate(day) ? day : null;
}

function isGender(value: string): value is (typeof GENDERS)[number] {
  return (GENDERS as readonly string[]).includes(value);
}

/**
 * Why a 13-digit CNP looks wrong, as the forms warn of it (patients, medics): its control digit,
 * or its sex and birth date against the gender and birth date chosen (only those filled in are
 * compared). Undefined when it looks right or is not 13 digits yet (then the field's own error
 * speaks).
 */
export function cnpWarning(input: { cnp: string; gender: string; birthday: string }): MessageKey | undefined {
  const cnp = input.cnp.trim();
  if (!CNP_PATTERN.test(cnp)) return undefined;
  if (!isValidCnpChecksum(cnp)) return MESSAGE_KEYS.cnpChecksumWarning;
  const gender = input.gender.trim();
  const birthday = input.birthday.trim();
  const person = {
    gender: isGender(gender) ? gender : null,
    birthday: isCalendarDate(birthday) ? birthday : null,
  };
  return cnpAgreesWith(cnp, person) ? undefined : MESSAGE_KEYS.cnpMismatchWarning;
}
