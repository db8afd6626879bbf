/**
 * The appointment popup's required fields (spec part 1 §5): the toast 'Please complete the
 * following fields: {fields}' names the missing ones, in the popup's order.
 */

/** The popup's fields, in the order the form shows them and the toast lists them. */
export const APPOINTMENT_FIELDS = [
  'specialization',
  'doctor',
  'service',
  'duration',
  'patient',
  'date',
  'time',
] as const;

export type AppointmentField = (typeof APPOINTMENT_FIELDS)[number];

/** The popup's values under the names of appointmentFormRules (sync/validation/appointment-rules.ts). */
export interface AppointmentFieldValues {
  specialization_id?: string | null;
  doctor_id?: string | null;
  service_id?: string | null;
  /** The duration list's value ('30') or a minute count. */
  duration_minutes?: string | number | null;
  patient_id?: string | null;
  date?: string | null;
  time?: string | null;
}

const VALUE_OF: Record<AppointmentField, keyof AppointmentFieldValues> = {
  specialization: 'specialization_id',
  doctor: 'doctor_id',
  service: 'service_id',
  duration: 'duration_minutes',
  patient: 'patient_id',
  date: 'date',
  time: 'time',
};

function isMissing(value: string | number | null | undefined): boolean {
  if (value == null) return true;
  // A duration of 0 or an unreadable number is no choice at all.
  if (typeof value === 'number') return !Number.isFinite(value) || value <= 0;
  return value.trim() === '';
}

/** The fields left empty (blank after trimming counts as empty), in popup order; [] when complete. */
export function missingAppointmentFields(values: AppointmentFieldValues): AppointmentField[] {
  return APPOINTMENT_FIELDS.filter((field) => isMissing(values[VALUE_OF[field]]));
}
