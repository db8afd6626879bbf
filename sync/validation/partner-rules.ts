/** Partners: the row rules (SQL checks of public.partners) and the partner form (spec part 2 §5). */
import * as v from 'valibot';
import {
  blankAsNull,
  integerBetween,
  nullableDate,
  nullableEmail,
  nullablePhone,
  nullableText,
  oneOf,
  requiredText,
  row,
  SYNC_TAIL_ENTRIES,
  timestamp,
  uuid,
} from './field-rules.ts';
import { MESSAGE_KEYS as K } from './message-keys.ts';

export const PARTNER_TYPES = ['hospital', 'clinic', 'laboratory', 'pharmacy', 'insurance', 'other'] as const;
export const PARTNER_STATUSES = ['active', 'inactive', 'pending', 'expired'] as const;

const rating = v.nullable(integerBetween(0, 5, K.ratingInvalid));

/** A contract ends after its partnership starts; either date missing is fine. */
export function contractDatesInOrder(partnership: string | null, expiry: string | null): boolean {
  return !partnership || !expiry || expiry > partnership;
}

/** A stored partner row (server table public.partners). */
export const partnerRowRules = row({
  id: uuid,
  clinic_id: uuid,
  name: requiredText,
  avatar: nullableText,
  type: oneOf(PARTNER_TYPES),
  contact_person: nullableText,
  phone: nullablePhone,
  email: nullableEmail,
  address: nullableText,
  city: nullableText,
  country: nullableText,
  partnership_date: nullableDate,
  contract_expiry_date: nullableDate,
  status: oneOf(PARTNER_STATUSES),
  rating,
  notes: nullableText,
  created_date: timestamp,
  ...SYNC_TAIL_ENTRIES,
});

/**
 * The partner form: name (trimmed) and type required; phone and email optional but valid;
 * blank optional fields are stored as null; a contract cannot expire before the partnership
 * starts (issue 15: the expiry comes after the partnership date).
 */
export const partnerFormRules = v.pipe(
  v.object(
    {
      name: v.pipe(v.string(K.required), v.trim(), requiredText),
      type: oneOf(PARTNER_TYPES),
      contact_person: blankAsNull(nullableText),
      phone: blankAsNull(nullablePhone),
      email: blankAsNull(nullableEmail),
      address: blankAsNull(nullableText),
      city: blankAsNull(nullableText),
      country: blankAsNull(nullableText),
      partnership_date: blankAsNull(nullableDate),
      contract_expiry_date: blankAsNull(nullableDate),
      status: oneOf(PARTNER_STATUSES),
      rating,
      notes: blankAsNull(nullableText),
    },
    K.required,
  ),
  v.forward(
    v.partialCheck(
      [['partnership_date'], ['contract_expiry_date']],
      ({ partnership_date, contract_expiry_date }) =>
        contractDatesInOrder(partnership_date, contract_expiry_date),
      K.contractExpiryBeforeStart,
    ),
    ['contract_expiry_date'],
  ),
);

export type PartnerFormValues = v.InferOutput<typeof partnerFormRules>;
