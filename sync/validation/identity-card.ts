/**
 * Who has an identity card (issue 37, point 5): in Romania a person gets one at 14, so a patient
 * under 14 has no ID series, number or issuer and the patient form must save without them. The
 * rule, on the day of the save: the birth date when the form has one, else the date the CNP
 * encodes (sex digits 1–6 carry the century; residents' and foreigners' codes 7–9 do not, so
 * they say nothing); a patient whose age cannot be told is asked for the card, as before.
 */
import { ageOn, isCalendarDate } from '#core/calendar-days.ts';
import { birthDateFromCnp } from './cnp-checks.ts';

/** The age from which a Romanian resident holds an identity card. */
export const IDENTITY_CARD_AGE = 14;

/** The fields an identity card fills in, asked only of those who hold one. */
export const IDENTITY_CARD_FIELDS = ['series', 'number', 'issued_by'] as const;

/** True unless the patient is known to be under 14 on `today` (yyyy-MM-dd, the clinic's day). */
export function needsIdentityCard(person: { cnp: string; birthday: string | null }, today: string): boolean {
  const birthday = person.birthday?.trim() ?? '';
  const born = isCalendarDate(birthday) ? birthday : birthDateFromCnp(person.cnp);
  if (born === null || born > today) return true;
  return ageOn(born, today) >= IDENTITY_CARD_AGE;
}
