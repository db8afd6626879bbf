/**
 * Building blocks of the entity rules: one valibot schema per kind of column, each mirroring the
 * SQL check of supabase/migrations/20261121000100_schema.sql and reporting a message key.
 * A missing key of an object reports the object's message, so row objects use 'validation.required'.
 */
import * as v from 'valibot';
import { isCalendarDate, TIME_PATTERN } from '#core/calendar-days.ts';
import { DURATION_MAX, DURATION_MIN, DURATION_STEP } from '#core/duration-options.ts';
import { MESSAGE_KEYS as K } from './message-keys.ts';

/** SQL: `~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'` (email columns). */
export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
/** SQL: `~ '^[0-9 +()-]{10,}$'` (patient, user and partner phones). */
export const PHONE_PATTERN = /^[0-9 +()-]{10,}$/;
/** SQL: `~ '^(\+40|0)[0-9]{9}$'` (the clinic's phone). */
export const CLINIC_PHONE_PATTERN = /^(\+40|0)[0-9]{9}$/;
/** SQL: `~ '^[0-9]{13}$'`. The checksum is a warning only (cnp-checks.ts). */
export const CNP_PATTERN = /^[0-9]{13}$/;

/** Not blank after trimming (SQL: `check (btrim(x) <> '')`). */
export const isNotBlank = (text: string): boolean => text.trim() !== '';

export const uuid = v.pipe(v.string(K.required), v.uuid(K.idInvalid));
export const nullableUuid = v.nullable(v.pipe(v.string(K.idInvalid), v.uuid(K.idInvalid)));
export const uuidList = v.array(v.pipe(v.string(K.idInvalid), v.uuid(K.idInvalid)), K.listInvalid);

/** A not-null text column; may be empty. */
export const text = v.string(K.required);
/** A not-null text column that must not be blank. */
export const requiredText = v.pipe(v.string(K.required), v.check(isNotBlank, K.required));
/** requiredText with the maxLength RxDB needs on an indexed field. */
export const requiredShortText = (maxLength: number) =>
  v.pipe(v.string(K.required), v.check(isNotBlank, K.required), v.maxLength(maxLength, K.tooLong));
export const nullableText = v.nullable(v.string(K.invalid));

export const email = v.pipe(v.string(K.emailInvalid), v.regex(EMAIL_PATTERN, K.emailInvalid));
export const nullableEmail = v.nullable(email);
export const phone = v.pipe(v.string(K.phoneInvalid), v.regex(PHONE_PATTERN, K.phoneInvalid));
export const nullablePhone = v.nullable(phone);
export const clinicPhone = v.pipe(v.string(K.phoneInvalid), v.regex(CLINIC_PHONE_PATTERN, K.phoneInvalid));
export const cnp = v.pipe(v.string(K.cnpInvalid), v.regex(CNP_PATTERN, K.cnpInvalid));
export const nullableCnp = v.nullable(cnp);

/** A date column, yyyy-MM-dd. */
export const date = v.pipe(v.string(K.dateInvalid), v.check(isCalendarDate, K.dateInvalid));
export const nullableDate = v.nullable(date);
/** A timestamptz column: an ISO 8601 instant with seconds and a zone (Z or ±hh:mm). */
export const timestamp = v.pipe(v.string(K.datetimeInvalid), v.isoTimestamp(K.datetimeInvalid));
export const nullableTimestamp = v.nullable(timestamp);
/** HH:mm. */
export const time = v.pipe(v.string(K.timeInvalid), v.regex(TIME_PATTERN, K.timeInvalid));

export const boolean = v.boolean(K.required);

export const GENDERS = ['male', 'female'] as const;

/** A text column with a check `in (...)`. */
export const oneOf = <const Options extends readonly [string, ...string[]]>(options: Options) =>
  v.picklist(options, K.optionInvalid);
export const nullableOneOf = <const Options extends readonly [string, ...string[]]>(options: Options) =>
  v.nullable(v.picklist(options, K.optionInvalid));

/** A double precision column that must hold a real number (not NaN or infinite). */
export const finiteNumber = v.pipe(v.number(K.optionInvalid), v.finite(K.optionInvalid));

/** An integer column with a range check. */
export const integerBetween = (min: number, max: number, key: string = K.outOfRange) =>
  v.pipe(v.number(key), v.integer(key), v.minValue(min, key), v.maxValue(max, key));

export const durationMinutes = v.pipe(
  v.number(K.durationInvalid),
  v.integer(K.durationInvalid),
  v.minValue(DURATION_MIN, K.durationInvalid),
  v.maxValue(DURATION_MAX, K.durationInvalid),
  v.multipleOf(DURATION_STEP, K.durationInvalid),
);

/** The last-edit time of each column, kept by the server for field-level last-write-wins. */
export const fieldUpdatedAt = v.record(v.string(), v.string(K.invalid), K.invalid);

/** created_at, updated_at, field_updated_at: the tail of every synced row. */
export const SYNC_TAIL_ENTRIES = {
  created_at: timestamp,
  updated_at: timestamp,
  field_updated_at: fieldUpdatedAt,
} as const;

const blankToNull = (value: string | null): string | null =>
  value === null || value.trim() === '' ? null : value;

/**
 * An optional form field: missing, null or blank becomes null before `schema` runs
 * (spec: "Empty date strings are sent as null").
 */
export const blankAsNull = <Schema extends v.GenericSchema<string | null, string | null>>(schema: Schema) =>
  v.pipe(v.nullish(v.string(K.invalid), null), v.transform(blankToNull), schema);

/** A form field the user must fill in: blank says 'validation.required' before `schema` runs. */
export const filledIn = <Schema extends v.GenericSchema<string, string>>(schema: Schema) =>
  v.pipe(v.string(K.required), v.check(isNotBlank, K.required), schema);

/** A whole row: a missing column reports 'validation.required'. */
export const row = <const Entries extends v.ObjectEntries>(entries: Entries) => v.object(entries, K.required);
