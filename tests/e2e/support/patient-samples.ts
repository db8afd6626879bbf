/** Patients the e2e journeys register: on the server (another desk's) and through the form. */
import type { NewPatient } from './patient-form-page.ts';

/** The CNP of every patient the tests register: many share it, no seeded patient has it. */
export const SAMPLE_CNP = '2850315123457';

/**
 * A surname no other run has made: the prefix and six random letters or digits (36^6, about two
 * billion). A name a clinic could have in length: twelve-character suffixes made 25-letter words
 * no real surname has, which the tablet checks rightly found pushing a table sideways.
 */
export function uniqueLastName(prefix: string): string {
  const suffix = Array.from(crypto.getRandomValues(new Uint8Array(6)), (byte) => (byte % 36).toString(36));
  return `${prefix}${suffix.join('')}`;
}

/** A complete patient as another desk registered it (every field the form requires). */
export function serverPatient(
  firstName: string,
  lastName: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    first_name: firstName,
    last_name: lastName,
    gender: 'female',
    cnp: SAMPLE_CNP,
    birthday: '1985-03-15',
    series: 'CJ',
    number: '135791',
    issued_by: 'SPCLEP Cluj-Napoca',
    address: 'Str. Veche 1',
    phone: '0755 000 000',
    email: 'desk.test@example.com',
    ...extra,
  };
}

/** What a desk types into the new-patient form. */
export function newPatient(lastName: string): NewPatient {
  return {
    first_name: 'Elena',
    last_name: lastName,
    gender: 'female',
    cnp: SAMPLE_CNP,
    birthday: '15.03.1985',
    series: 'CJ',
    number: '246810',
    issued_by: 'SPCLEP Cluj-Napoca',
    address: 'Str. Florilor 3, Cluj-Napoca',
    phone: '0733 111 222',
    email: 'elena.offline@example.com',
  };
}
