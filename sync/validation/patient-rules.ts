/**
 * Patients: the row rules (every SQL check of public.patients, run on every local write) and the
 * patient form's stricter rules (spec part 1 §5), plus the medical-history list entries
 * (spec part 2 §3, §5).
 */
import * as v from 'valibot';
import {
  blankAsNull,
  boolean,
  cnp,
  email,
  filledIn,
  GENDERS,
  integerBetween,
  nullableCnp,
  nullableDate,
  nullableEmail,
  nullableOneOf,
  nullablePhone,
  nullableText,
  oneOf,
  phone,
  requiredShortText,
  requiredText,
  row,
  SYNC_TAIL_ENTRIES,
  text,
  timestamp,
  uuid,
} from './field-rules.ts';
import { MESSAGE_KEYS as K } from './message-keys.ts';

export const PATIENT_STATUSES = ['active', 'inactive', 'deceased'] as const;
export const SLEEP_QUALITIES = ['good', 'average', 'poor'] as const;
export const PHYSICAL_ACTIVITIES = ['sedentary', 'moderate', 'intense'] as const;
export const DIETS = ['normal', 'special'] as const;
export const STRESS_LEVELS = ['normal', 'elevated', 'high'] as const;
export const ALCOHOL_CONSUMPTIONS = ['none', 'moderate', 'excessive'] as const;
export const SMOKER_STATUSES = ['never', 'former', 'current'] as const;
/** The six medical-history lists of a patient. */
export const HISTORY_LISTS = [
  'chronic_conditions',
  'allergies',
  'infectious_diseases',
  'major_traumas',
  'surgical_interventions',
  'important_vaccinations',
] as const;
/** The general information of the medical history (the fields beside the six lists). */
export const HISTORY_GENERAL_FIELDS = [
  'height',
  'weight',
  'imc',
  'sleep_quality',
  'physical_activity',
  'diet',
  'stress_level',
  'alcohol_consumption',
  'smoker_status',
  'smoker_since',
] as const;
/**
 * Every medical-history column of a patient: written by doctors and admins only (the server
 * refuses the desk, supabase/migrations/20261125000300_clinical_roles.sql).
 */
export const MEDICAL_HISTORY_FIELDS = [...HISTORY_GENERAL_FIELDS, ...HISTORY_LISTS] as const;
/** The end year of a condition that still lasts. */
export const PRESENT_YEAR = 'Prezent';

/** Longest first or last name: the name index needs a bound (the server has none). */
export const NAME_MAX_LENGTH = 100;

/** One condition, allergy, trauma…: name and start year required (condition dialog). */
export const historyEntryRules = v.object(
  {
    id: v.string(K.required),
    name: requiredText,
    start_year: v.pipe(v.number(K.startYearRequired), v.integer(K.startYearRequired)),
    end_year: v.nullable(
      v.union(
        [v.pipe(v.number(K.invalid), v.integer(K.invalid)), v.literal(PRESENT_YEAR, K.invalid)],
        K.invalid,
      ),
    ),
    is_active: boolean,
  },
  K.required,
);

const historyList = v.array(historyEntryRules, K.listInvalid);

/** A stored patient row (server table public.patients). */
export const patientRowRules = row({
  id: uuid,
  clinic_id: uuid,
  first_name: requiredShortText(NAME_MAX_LENGTH),
  last_name: requiredShortText(NAME_MAX_LENGTH),
  name: text,
  avatar: nullableText,
  gender: nullableOneOf(GENDERS),
  birthday: nullableDate,
  status: oneOf(PATIENT_STATUSES),
  cnp: nullableCnp,
  series: nullableText,
  number: nullableText,
  address: nullableText,
  issue_date: nullableDate,
  expiry_date: nullableDate,
  issued_by: nullableText,
  phone: nullablePhone,
  email: nullableEmail,
  email_notifications: boolean,
  sms_notifications: boolean,
  newsletter: boolean,
  email_offers: boolean,
  sms_offers: boolean,
  created_date: timestamp,
  height: v.nullable(
    v.pipe(v.number(K.outOfRange), v.minValue(30, K.outOfRange), v.maxValue(300, K.outOfRange)),
  ),
  weight: v.nullable(
    v.pipe(v.number(K.outOfRange), v.minValue(1, K.outOfRange), v.maxValue(500, K.outOfRange)),
  ),
  imc: v.nullable(v.number(K.invalid)),
  sleep_quality: nullableOneOf(SLEEP_QUALITIES),
  physical_activity: nullableOneOf(PHYSICAL_ACTIVITIES),
  diet: nullableOneOf(DIETS),
  stress_level: nullableOneOf(STRESS_LEVELS),
  alcohol_consumption: nullableOneOf(ALCOHOL_CONSUMPTIONS),
  smoker_status: nullableOneOf(SMOKER_STATUSES),
  smoker_since: v.nullable(integerBetween(1900, 2100)),
  chronic_conditions: historyList,
  allergies: historyList,
  infectious_diseases: historyList,
  major_traumas: historyList,
  surgical_interventions: historyList,
  important_vaccinations: historyList,
  ...SYNC_TAIL_ENTRIES,
});

/**
 * The patient form (spec part 1 §5): first and last name, gender, CNP, ID series, ID number,
 * issued by, address, phone and email are required (the identity card's three only of a patient
 * aged 14 or more: identity-card.ts); dates optional (blank becomes null).
 */
export const patientFormRules = v.object(
  {
    first_name: requiredShortText(NAME_MAX_LENGTH),
    last_name: requiredShortText(NAME_MAX_LENGTH),
    gender: oneOf(GENDERS),
    cnp: filledIn(cnp),
    birthday: blankAsNull(nullableDate),
    // Required of those who hold an identity card, not of a child under 14 (identity-card.ts):
    // the form asks for them by that rule.
    series: blankAsNull(nullableText),
    number: blankAsNull(nullableText),
    issue_date: blankAsNull(nullableDate),
    expiry_date: blankAsNull(nullableDate),
    issued_by: blankAsNull(nullableText),
    address: requiredText,
    phone: filledIn(phone),
    email: filledIn(email),
    email_notifications: boolean,
    sms_notifications: boolean,
    status: oneOf(PATIENT_STATUSES),
  },
  K.required,
);

export type PatientFormValues = v.InferOutput<typeof patientFormRules>;
