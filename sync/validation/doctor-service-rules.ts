/**
 * Doctor services (a doctor's duration and price for a service): the row rules (SQL checks of
 * public.doctor_services) and the per-doctor inputs of the service dialog (spec part 2 §5).
 */
import * as v from 'valibot';
import { durationMinutes, row, SYNC_TAIL_ENTRIES, uuid } from './field-rules.ts';
import { MESSAGE_KEYS as K } from './message-keys.ts';

export const DEFAULT_DOCTOR_SERVICE_DURATION = 30;
/** numeric(10, 2): at most 99 999 999.99. */
export const PRICE_MAX = 99_999_999.99;

const hasAtMostTwoDecimals = (value: number): boolean =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** A price: 0 or more, step 0.01. */
export const price = v.pipe(
  v.number(K.priceInvalid),
  v.finite(K.priceInvalid),
  v.minValue(0, K.priceInvalid),
  v.maxValue(PRICE_MAX, K.priceInvalid),
  v.check(hasAtMostTwoDecimals, K.priceInvalid),
);

/** A stored doctor-service row (server table public.doctor_services). */
export const doctorServiceRowRules = row({
  id: uuid,
  clinic_id: uuid,
  doctor_id: uuid,
  service_id: uuid,
  duration_minutes: durationMinutes,
  price,
  ...SYNC_TAIL_ENTRIES,
});

/** The minutes input: a number or its text; anything invalid falls back to 30 (spec part 2 §5). */
const durationInput = v.fallback(
  v.pipe(v.union([v.number(), v.pipe(v.string(), v.digits())]), v.transform(Number), durationMinutes),
  DEFAULT_DOCTOR_SERVICE_DURATION,
);

/** One doctor's line in the service dialog: the doctor, minutes (default 30) and price (default 0). */
export const doctorServiceFormRules = v.object(
  {
    doctor_id: uuid,
    duration_minutes: durationInput,
    price: v.optional(price, 0),
  },
  K.required,
);

export type DoctorServiceFormValues = v.InferOutput<typeof doctorServiceFormRules>;
