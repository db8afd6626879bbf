/**
 * The patient form's checks (spec part 1 §5): the sync layer's patientFormRules over the trimmed
 * values, one message key per field (the first rule it fails), and the CNP's checksum and its
 * agreement with gender and birth date as a warning the user may accept, never a refusal.
 */

import { clinicDay } from '#core/bucharest-time.ts';
import { cnpWarning as sharedCnpWarning } from '#sync/validation/cnp-checks.ts';
import { IDENTITY_CARD_FIELDS, needsIdentityCard } from '#sync/validation/identity-card.ts';
import { MESSAGE_KEYS, type MessageKey } from '#sync/validation/message-keys.ts';
import { type PatientFormValues, patientFormRules } from '#sync/validation/patient-rules.ts';
import { assertValid, validationIssues } from '#sync/validation/validate.ts';
import { type PatientFormField, type PatientFormInput, trimmedFormInput } from './patient-form-values.ts';

export type PatientFormErrors = Partial<Record<PatientFormField, MessageKey>>;

export type PatientFormCheck =
  | { ok: true; values: PatientFormValues }
  | { ok: false; errors: PatientFormErrors };

const FORM_FIELDS: ReadonlySet<string> = new Set(Object.keys(patientFormRules.entries));
const MESSAGE_KEY_SET: ReadonlySet<string> = new Set(Object.values(MESSAGE_KEYS));

function isFormField(field: string): field is PatientFormField {
  return FORM_FIELDS.has(field);
}

function isMessageKey(key: string): key is MessageKey {
  return MESSAGE_KEY_SET.has(key);
}

/**
 * The values to store (trimmed, blank dates null), or each failing field's message key. `today`,
 * the clinic's day, decides who is under 14 and so holds no identity card.
 */
export function checkPatientForm(
  input: PatientFormInput,
  today: string = clinicDay(new Date()),
): PatientFormCheck {
  const trimmed = trimmedFormInput(input);
  const errors: PatientFormErrors = {};
  for (const issue of validationIssues(patientFormRules, trimmed)) {
    if (isFormField(issue.field)) {
      errors[issue.field] = isMessageKey(issue.key) ? issue.key : MESSAGE_KEYS.invalid;
    }
  }
  if (asksForIdentityCard(trimmed, today)) {
    for (const field of IDENTITY_CARD_FIELDS) {
      if (trimmed[field] === '' && !errors[field]) errors[field] = MESSAGE_KEYS.required;
    }
  }
  // No gender chosen is a required field left empty (spec §5), not a wrong option.
  if (trimmed.gender === '') errors.gender = MESSAGE_KEYS.required;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, values: assertValid(patientFormRules, trimmed) };
}

/** The CNP warning of the shared checks, for the patient form's fields. */
export function cnpWarning(
  input: Pick<PatientFormInput, 'cnp' | 'gender' | 'birthday'>,
): MessageKey | undefined {
  return sharedCnpWarning(input);
}

/** Whether the form asks for the identity card's series, number and issuer (not of a child under 14). */
export function asksForIdentityCard(
  input: Pick<PatientFormInput, 'cnp' | 'birthday'>,
  today: string = clinicDay(new Date()),
): boolean {
  return needsIdentityCard({ cnp: input.cnp, birthday: input.birthday }, today);
}
