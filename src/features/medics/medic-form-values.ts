/**
 * The medic form's values as its inputs hold them (spec part 2 "Medic form", §5): texts and
 * choices as strings ('' for nothing), the two notification toggles. Going back, texts are
 * trimmed and the sync layer's medicFormRules decide; a new user also needs the clinic email,
 * which becomes the sign-in address. An edit writes only the columns the user changed (and the
 * full name with its parts). Status and the sign-in address are the account settings' business,
 * never this form's.
 */

import type { UserDoc } from '#sync/api/documents.ts';
import { cnpWarning } from '#sync/validation/cnp-checks.ts';
import { MESSAGE_KEYS, type MessageKey } from '#sync/validation/message-keys.ts';
import { type MedicFormValues, medicFormRules } from '#sync/validation/user-rules.ts';
import { assertValid, validationIssues } from '#sync/validation/validate.ts';

export const MEDIC_TEXT_FIELDS = [
  'first_name',
  'last_name',
  'gender',
  'role',
  'specialization',
  'professional_grade',
  'collaboration_type',
  'phone',
  'personal_email',
  'clinic_email',
  'birth_date',
  'id_series',
  'id_number',
  'cnp',
  'id_address',
  'id_issue_date',
  'id_expiry_date',
  'id_issued_by',
] as const;

export type MedicTextField = (typeof MEDIC_TEXT_FIELDS)[number];

export type MedicFormInput = Record<MedicTextField, string> & {
  email_notifications: boolean;
  sms_notifications: boolean;
};

export type MedicFormField = keyof MedicFormInput;
export type MedicFormErrors = Partial<Record<MedicFormField, MessageKey>>;

/** What the form saves: the profile columns it edits (never status, email or the account link). */
export type MedicProfileValues = Omit<MedicFormValues, 'status' | 'email'>;

export type MedicFormCheck =
  | { ok: true; values: MedicProfileValues }
  | { ok: false; errors: MedicFormErrors };

export type MedicFormSource = Pick<
  UserDoc,
  MedicTextField | 'email_notifications' | 'sms_notifications' | 'status' | 'email' | 'avatar'
>;

/** A new user: nothing typed, a doctor unless chosen otherwise, both notifications on. */
export function emptyMedicForm(): MedicFormInput {
  const texts = Object.fromEntries(MEDIC_TEXT_FIELDS.map((field) => [field, ''])) as Record<
    MedicTextField,
    string
  >;
  return { ...texts, role: 'doctor', email_notifications: true, sms_notifications: true };
}

export function medicFormInput(user: MedicFormSource): MedicFormInput {
  const texts = Object.fromEntries(MEDIC_TEXT_FIELDS.map((field) => [field, user[field] ?? ''])) as Record<
    MedicTextField,
    string
  >;
  return {
    ...texts,
    email_notifications: user.email_notifications,
    sms_notifications: user.sms_notifications,
  };
}

const MESSAGE_KEY_SET: ReadonlySet<string> = new Set(Object.values(MESSAGE_KEYS));
const FIELDS: ReadonlySet<string> = new Set([
  ...MEDIC_TEXT_FIELDS,
  'email_notifications',
  'sms_notifications',
]);
/** A choice left empty is a required field, not a wrong option. */
const CHOICES: readonly MedicTextField[] = [
  'gender',
  'role',
  'specialization',
  'professional_grade',
  'collaboration_type',
];

/**
 * The values to store, or the first failing rule of each field. `isNew`: the clinic email is
 * required, since it becomes the sign-in address.
 */
export function checkMedicForm(input: MedicFormInput, options: { isNew: boolean }): MedicFormCheck {
  const texts = Object.fromEntries(MEDIC_TEXT_FIELDS.map((field) => [field, input[field].trim()]));
  const values = {
    ...input,
    ...texts,
    ...Object.fromEntries(CHOICES.filter((field) => input[field] === '').map((field) => [field, undefined])),
    // Checked by the account settings, not here: any valid value passes.
    status: 'active',
    email: null,
  };
  const errors: MedicFormErrors = {};
  for (const issue of validationIssues(medicFormRules, values)) {
    if (!FIELDS.has(issue.field)) continue;
    const field = issue.field as MedicFormField;
    if (!errors[field]) {
      errors[field] = MESSAGE_KEY_SET.has(issue.key) ? (issue.key as MessageKey) : MESSAGE_KEYS.invalid;
    }
  }
  for (const field of CHOICES) if (input[field] === '') errors[field] = MESSAGE_KEYS.required;
  if (options.isNew && input.clinic_email.trim() === '') errors.clinic_email = MESSAGE_KEYS.required;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const { status: _status, email: _email, ...profile } = assertValid(medicFormRules, values);
  return { ok: true, values: profile };
}

/** The CNP's warning (checksum, sex and birth date), as the patient form gives it. */
export function medicCnpWarning(input: MedicFormInput): MessageKey | undefined {
  return cnpWarning({ cnp: input.cnp, gender: input.gender, birthday: input.birth_date });
}

/** The columns whose value differs from the stored user, and the full name when a part changed. */
export function changedMedicFields(
  base: MedicFormSource,
  next: MedicProfileValues,
): Partial<MedicProfileValues> & { name?: string } {
  const changed: Partial<MedicProfileValues> & { name?: string } = {};
  for (const field of Object.keys(next) as (keyof MedicProfileValues)[]) {
    if (next[field] !== (base[field] ?? null)) Object.assign(changed, { [field]: next[field] });
  }
  if (changed.first_name !== undefined || changed.last_name !== undefined) {
    changed.name = `${next.first_name} ${next.last_name}`;
  }
  return changed;
}
