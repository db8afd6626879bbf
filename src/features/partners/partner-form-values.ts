/**
 * The partner form's values as its inputs hold them (spec part 2 "Partners list and form", §5):
 * texts as strings ('' for nothing), the type '' until chosen, the rating 0 for "none". Going
 * back, the sync layer's partnerFormRules trim, turn blanks into null and decide what is valid; an
 * edit writes only the columns the user changed, so another device's change to a different field
 * stays.
 */
import type { PartnerDoc } from '#sync/api/documents.ts';
import { MESSAGE_KEYS, type MessageKey } from '#sync/validation/message-keys.ts';
import {
  contractDatesInOrder,
  PARTNER_STATUSES,
  PARTNER_TYPES,
  type PartnerFormValues,
  partnerFormRules,
} from '#sync/validation/partner-rules.ts';
import { assertValid, validationIssues } from '#sync/validation/validate.ts';

export const PARTNER_TEXT_FIELDS = [
  'name',
  'contact_person',
  'phone',
  'email',
  'address',
  'city',
  'country',
  'partnership_date',
  'contract_expiry_date',
  'notes',
] as const;

export type PartnerTextField = (typeof PARTNER_TEXT_FIELDS)[number];
export type PartnerType = (typeof PARTNER_TYPES)[number];
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];

export type PartnerFormInput = Record<PartnerTextField, string> & {
  type: PartnerType | '';
  status: PartnerStatus;
  /** 0 is the spec's "none". */
  rating: number;
};

export type PartnerFormField = keyof PartnerFormInput;
export type PartnerFormErrors = Partial<Record<PartnerFormField, MessageKey>>;
export type PartnerFormCheck =
  | { ok: true; values: PartnerFormValues }
  | { ok: false; errors: PartnerFormErrors };

export type PartnerFormSource = Pick<PartnerDoc, PartnerTextField | 'type' | 'status' | 'rating' | 'avatar'>;

/** The rating scale's steps (spec part 2 §9: 0 none … 5 excellent). */
export const PARTNER_RATINGS = [0, 1, 2, 3, 4, 5] as const;

/** A new partner: nothing typed, no type yet, active, no rating. */
export function emptyPartnerForm(): PartnerFormInput {
  const texts = Object.fromEntries(PARTNER_TEXT_FIELDS.map((field) => [field, ''])) as Record<
    PartnerTextField,
    string
  >;
  return { ...texts, type: '', status: 'active', rating: 0 };
}

export function partnerFormInput(partner: PartnerFormSource): PartnerFormInput {
  const texts = Object.fromEntries(
    PARTNER_TEXT_FIELDS.map((field) => [field, partner[field] ?? '']),
  ) as Record<PartnerTextField, string>;
  const type = PARTNER_TYPES.find((option) => option === partner.type) ?? '';
  const status = PARTNER_STATUSES.find((option) => option === partner.status) ?? 'active';
  return { ...texts, type, status, rating: partner.rating ?? 0 };
}

const MESSAGE_KEY_SET: ReadonlySet<string> = new Set(Object.values(MESSAGE_KEYS));
const FIELDS: ReadonlySet<string> = new Set([...PARTNER_TEXT_FIELDS, 'type', 'status', 'rating']);

/** The values to store (texts trimmed), or the first failing rule of each field. */
export function checkPartnerForm(input: PartnerFormInput): PartnerFormCheck {
  const texts = Object.fromEntries(PARTNER_TEXT_FIELDS.map((field) => [field, input[field].trim()]));
  const values = { ...input, ...texts, type: input.type === '' ? undefined : input.type };
  const errors: PartnerFormErrors = {};
  for (const issue of validationIssues(partnerFormRules, values)) {
    if (!FIELDS.has(issue.field)) continue;
    const field = issue.field as PartnerFormField;
    if (!errors[field]) {
      errors[field] = MESSAGE_KEY_SET.has(issue.key) ? (issue.key as MessageKey) : MESSAGE_KEYS.invalid;
    }
  }
  // Said at once with any other message (the rules check the dates only once the rest is valid).
  const { partnership_date: start, contract_expiry_date: end } = values;
  if (
    !errors.contract_expiry_date &&
    !errors.partnership_date &&
    !contractDatesInOrder(start || null, end || null)
  ) {
    errors.contract_expiry_date = MESSAGE_KEYS.contractExpiryBeforeStart;
  }
  // A type not yet chosen is a required field left empty, not a wrong option.
  if (input.type === '') errors.type = MESSAGE_KEYS.required;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, values: assertValid(partnerFormRules, values) };
}

/**
 * The columns whose value differs from the stored partner; a stored "no rating" (null) and the
 * form's 0 are the same answer, so opening and saving changes nothing.
 */
export function changedPartnerFields(
  base: PartnerFormSource,
  next: PartnerFormValues,
): Partial<PartnerFormValues> {
  const changed: Partial<PartnerFormValues> = {};
  for (const field of Object.keys(next) as (keyof PartnerFormValues)[]) {
    const before = field === 'rating' ? (base.rating ?? 0) : (base[field] ?? null);
    const after = field === 'rating' ? (next.rating ?? 0) : next[field];
    if (before !== after) Object.assign(changed, { [field]: next[field] });
  }
  return changed;
}
