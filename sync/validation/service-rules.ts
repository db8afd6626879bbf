/** Services: the row rules (SQL checks of public.services) and the service dialog (spec part 2 §5). */
import * as v from 'valibot';
import {
  blankAsNull,
  boolean,
  nullableText,
  oneOf,
  requiredShortText,
  requiredText,
  row,
  SYNC_TAIL_ENTRIES,
  uuid,
} from './field-rules.ts';
import { MESSAGE_KEYS as K } from './message-keys.ts';

export const CURRENCIES = ['RON', 'EUR', 'USD'] as const;
/** VAT options; '19%' is the default. */
export const TVA_OPTIONS = ['19%', 'no', 'exempt'] as const;
/** Specialization ids are short fixed keys; the services index needs a bound. */
export const SPECIALIZATION_ID_MAX_LENGTH = 64;

/** A stored service row (server table public.services). */
export const serviceRowRules = row({
  id: uuid,
  clinic_id: uuid,
  specialization_id: requiredShortText(SPECIALIZATION_ID_MAX_LENGTH),
  name: requiredText,
  description: nullableText,
  sku_code: nullableText,
  currency: oneOf(CURRENCIES),
  tva: oneOf(TVA_OPTIONS),
  is_active: boolean,
  ...SYNC_TAIL_ENTRIES,
});

/** The service dialog: name and specialization required. */
export const serviceFormRules = v.object(
  {
    name: requiredText,
    specialization_id: requiredShortText(SPECIALIZATION_ID_MAX_LENGTH),
    description: blankAsNull(nullableText),
    sku_code: blankAsNull(nullableText),
    currency: oneOf(CURRENCIES),
    tva: oneOf(TVA_OPTIONS),
  },
  K.required,
);

export type ServiceFormValues = v.InferOutput<typeof serviceFormRules>;
