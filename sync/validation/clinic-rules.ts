/**
 * Clinics: the row rules (SQL checks of public.clinics, including the weekly schedule's shape
 * from private.is_valid_clinic_schedule) and the clinic form (spec part 2 §5).
 */
import * as v from 'valibot';
import {
  blankAsNull,
  boolean,
  clinicPhone,
  nullableDate,
  nullableEmail,
  nullableText,
  oneOf,
  requiredText,
  row,
  SYNC_TAIL_ENTRIES,
  time,
  uuid,
} from './field-rules.ts';
import { MESSAGE_KEYS as K } from './message-keys.ts';
import { isValidTaxCode } from './tax-code.ts';

export const CLINIC_STATUSES = ['active', 'inactive'] as const;

/** One weekday: an open day must close after it opens (HH:mm compare as text). */
export const dayScheduleRules = v.pipe(
  v.object({ open: boolean, start: time, end: time }, K.scheduleInvalid),
  v.forward(
    v.check((day) => !day.open || day.start < day.end, K.scheduleHoursInvalid),
    ['end'],
  ),
);

/** Exactly the seven lowercase English weekdays. */
export const clinicScheduleRules = v.strictObject(
  {
    monday: dayScheduleRules,
    tuesday: dayScheduleRules,
    wednesday: dayScheduleRules,
    thursday: dayScheduleRules,
    friday: dayScheduleRules,
    saturday: dayScheduleRules,
    sunday: dayScheduleRules,
  },
  K.scheduleInvalid,
);

export type ClinicScheduleValues = v.InferOutput<typeof clinicScheduleRules>;

/** The server's default: every day closed, weekdays 08:00–18:00, weekends 09:00–14:00 (spec part 2 §9). */
export function defaultClinicSchedule(): ClinicScheduleValues {
  const weekday = () => ({ open: false, start: '08:00', end: '18:00' });
  const weekend = () => ({ open: false, start: '09:00', end: '14:00' });
  return {
    monday: weekday(),
    tuesday: weekday(),
    wednesday: weekday(),
    thursday: weekday(),
    friday: weekday(),
    saturday: weekend(),
    sunday: weekend(),
  };
}

const nullableClinicPhone = v.nullable(clinicPhone);

/** A stored clinic row (server table public.clinics); clinic_id is the id itself. */
export const clinicRowRules = v.pipe(
  row({
    id: uuid,
    clinic_id: uuid,
    name: requiredText,
    company_name: nullableText,
    tax_code: nullableText,
    address: nullableText,
    city: nullableText,
    phone: nullableClinicPhone,
    email: nullableEmail,
    website: nullableText,
    medical_director: nullableText,
    license_date: nullableDate,
    status: oneOf(CLINIC_STATUSES),
    schedule: clinicScheduleRules,
    ...SYNC_TAIL_ENTRIES,
  }),
  v.forward(
    v.partialCheck([['id'], ['clinic_id']], (clinic) => clinic.id === clinic.clinic_id, K.invalid),
    ['clinic_id'],
  ),
);

/** The weekdays of a schedule that are open. */
export function openDays(schedule: ClinicScheduleValues): (keyof ClinicScheduleValues)[] {
  return (Object.keys(schedule) as (keyof ClinicScheduleValues)[]).filter((day) => schedule[day].open);
}

/**
 * The clinic form: name, company name, tax code and address required; phone (+40 or 0 and
 * 9 digits) and email optional but valid; an empty license date is stored as null. Beyond the
 * spec, what an admin expects: a tax code with a right control digit, and a clinic open on at
 * least one day (a week with every day closed leaves nothing to book).
 */
export const clinicFormRules = v.object(
  {
    name: requiredText,
    company_name: requiredText,
    tax_code: v.pipe(requiredText, v.check(isValidTaxCode, K.taxCodeInvalid)),
    address: requiredText,
    city: blankAsNull(nullableText),
    phone: blankAsNull(nullableClinicPhone),
    email: blankAsNull(nullableEmail),
    website: blankAsNull(nullableText),
    medical_director: blankAsNull(nullableText),
    license_date: blankAsNull(nullableDate),
    status: oneOf(CLINIC_STATUSES),
    schedule: v.pipe(
      clinicScheduleRules,
      v.check((schedule) => openDays(schedule).length > 0, K.scheduleNoOpenDay),
    ),
  },
  K.required,
);

export type ClinicFormValues = v.InferOutput<typeof clinicFormRules>;
