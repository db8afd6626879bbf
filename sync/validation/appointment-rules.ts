/**
 * Appointments: the row rules (SQL checks of public.appointments) and the appointment popup's
 * required fields (spec part 1 §5). Overlaps are not a row rule: the server books or marks a
 * conflict, and the calendar's slot logic lives with the calendar.
 */
import * as v from 'valibot';
import {
  date,
  durationMinutes,
  nullableText,
  nullableUuid,
  oneOf,
  requiredText,
  row,
  SYNC_TAIL_ENTRIES,
  time,
  timestamp,
  uuid,
  uuidList,
} from './field-rules.ts';
import { MESSAGE_KEYS as K } from './message-keys.ts';

/** 'conflict': kept by the server when the slot was taken meanwhile (DESIGN.md, Sync rules). */
export const APPOINTMENT_STATUSES = ['scheduled', 'cancelled', 'conflict'] as const;

export const DEFAULT_APPOINTMENT_DURATION = 30;

/** A stored appointment row (server table public.appointments). */
export const appointmentRowRules = row({
  id: uuid,
  clinic_id: uuid,
  patient_id: uuid,
  doctor_id: uuid,
  service_id: nullableUuid,
  created_by: nullableUuid,
  appointment_date: timestamp,
  duration_minutes: durationMinutes,
  status: oneOf(APPOINTMENT_STATUSES),
  patient_present: v.nullable(v.boolean(K.invalid)),
  additional_services: uuidList,
  notes: nullableText,
  series_id: nullableUuid,
  ...SYNC_TAIL_ENTRIES,
});

/** The duration list gives the minute count as a string ('30'); numbers are accepted too. */
const durationChoice = v.pipe(
  v.union(
    [v.number(K.durationInvalid), v.pipe(v.string(K.durationInvalid), v.digits(K.durationInvalid))],
    K.required,
  ),
  v.transform(Number),
  durationMinutes,
);

/**
 * The appointment popup: specialization, doctor, service, duration, patient, date (yyyy-mm-dd)
 * and time (HH:mm) are all required.
 */
export const appointmentFormRules = v.object(
  {
    specialization_id: requiredText,
    doctor_id: uuid,
    service_id: uuid,
    duration_minutes: durationChoice,
    patient_id: uuid,
    date,
    time,
  },
  K.required,
);

export type AppointmentFormValues = v.InferOutput<typeof appointmentFormRules>;
