/**
 * The popup's checks on Save (spec part 1 §5), first problem only, in this order: the missing
 * required fields (one toast lists them all), the date and time against the clinic's hours, the
 * field formats of appointmentFormRules (a stored draft may hold anything), then an overlap with
 * another scheduled appointment of the doctor. The spec checks overlaps on edit only; a create is
 * checked too, since a slot may be taken by a prefill or a booking that synced in meanwhile.
 */

import { wallTimeToIso } from '#core/bucharest-time.ts';
import type { ScheduleInput } from '#core/clinic-hours.ts';
import type { AppointmentDoc } from '#sync/api/documents.ts';
import { appointmentFormRules } from '#sync/validation/appointment-rules.ts';
import { validationIssues } from '#sync/validation/validate.ts';
import { findConflicts, type TimedAppointment } from '../rules/overlap.ts';
import { type AppointmentField, missingAppointmentFields } from '../rules/required-fields.ts';
import { type AppointmentTimeError, checkAppointmentTime } from '../rules/working-hours.ts';
import {
  type AppointmentFormInput,
  type AppointmentFormState,
  type FormCatalog,
  formView,
} from './appointment-form-state.ts';

/** What the popup stores: the appointment's own columns. */
export interface AppointmentValues {
  patient_id: string;
  doctor_id: string;
  service_id: string;
  duration_minutes: number;
  /** UTC ISO instant of the Bucharest date and time. */
  appointment_date: string;
}

export type AppointmentProblem =
  | { kind: 'missing'; fields: AppointmentField[] }
  | { kind: 'time'; error: AppointmentTimeError }
  /** A value the rules refuse, with its validation key (validation.*). */
  | { kind: 'invalid'; field: AppointmentField; key: string }
  | { kind: 'conflict'; conflicts: TimedAppointment[] };

export type AppointmentCheck =
  | { ok: true; values: AppointmentValues }
  | { ok: false; problem: AppointmentProblem };

export interface CheckContext {
  schedule: ScheduleInput;
  /** The doctor's appointments around the chosen day (any status: only scheduled ones hold time). */
  appointments: readonly TimedAppointment[];
  /** The appointment being edited, which never overlaps itself. */
  editingId?: string | null | undefined;
}

const FIELD_OF_RULE: Readonly<Record<string, AppointmentField>> = {
  specialization_id: 'specialization',
  doctor_id: 'doctor',
  service_id: 'service',
  duration_minutes: 'duration',
  patient_id: 'patient',
  date: 'date',
  time: 'time',
};

export function checkAppointment(input: AppointmentFormInput, context: CheckContext): AppointmentCheck {
  const missing = missingAppointmentFields({ ...input, duration_minutes: input.duration });
  if (missing.length > 0) return { ok: false, problem: { kind: 'missing', fields: missing } };

  const timeError = checkAppointmentTime(context.schedule, input.date, input.time);
  if (timeError) return { ok: false, problem: { kind: 'time', error: timeError } };

  const [issue] = validationIssues(appointmentFormRules, { ...input, duration_minutes: input.duration });
  if (issue) {
    return {
      ok: false,
      problem: { kind: 'invalid', field: FIELD_OF_RULE[issue.field] ?? 'specialization', key: issue.key },
    };
  }

  const start = wallTimeToIso(input.date, input.time);
  // Unreachable after the checks above; kept so a bad day can never be stored as a date.
  if (start === undefined) {
    return { ok: false, problem: { kind: 'time', error: { field: 'date', code: 'invalid_date_format' } } };
  }
  const duration = Number(input.duration);
  const conflicts = findConflicts(
    { id: context.editingId, doctor_id: input.doctor_id, start, duration_minutes: duration },
    context.appointments,
  );
  if (conflicts.length > 0) return { ok: false, problem: { kind: 'conflict', conflicts } };

  return {
    ok: true,
    values: {
      patient_id: input.patient_id,
      doctor_id: input.doctor_id,
      service_id: input.service_id,
      duration_minutes: duration,
      appointment_date: start,
    },
  };
}

/**
 * The columns an edit changes, compared with the stored appointment (an unchanged column is not
 * sent, so it cannot overwrite a change made elsewhere meanwhile). A booking the server refused
 * (status 'conflict') becomes scheduled again when it is saved at a time that passed the checks.
 */
export function appointmentChanges(
  stored: Pick<
    AppointmentDoc,
    'patient_id' | 'doctor_id' | 'service_id' | 'duration_minutes' | 'appointment_date' | 'status'
  >,
  values: AppointmentValues,
): Partial<AppointmentValues & { status: 'scheduled' }> {
  const changes: Partial<AppointmentValues & { status: 'scheduled' }> = {};
  if (stored.patient_id !== values.patient_id) changes.patient_id = values.patient_id;
  if (stored.doctor_id !== values.doctor_id) changes.doctor_id = values.doctor_id;
  if (stored.service_id !== values.service_id) changes.service_id = values.service_id;
  if (stored.duration_minutes !== values.duration_minutes) changes.duration_minutes = values.duration_minutes;
  if (Date.parse(stored.appointment_date) !== Date.parse(values.appointment_date)) {
    changes.appointment_date = values.appointment_date;
  }
  if (stored.status === 'conflict') changes.status = 'scheduled';
  return changes;
}

/** The field a refused save points at (its message shows under it and it takes the focus). */
export function problemFields(problem: AppointmentProblem): AppointmentField[] {
  switch (problem.kind) {
    case 'missing':
      return problem.fields;
    case 'time':
      return [problem.error.field];
    case 'invalid':
      return [problem.field];
    case 'conflict':
      return ['time'];
  }
}

/**
 * The message under each field at fault: the required mark under a missing one, else the whole
 * problem (the conflict's text under the time), as the popup words them.
 */
export function problemFieldErrors(
  problem: AppointmentProblem,
  words: { required: string; problem: string },
): Partial<Record<AppointmentField, string>> {
  const text = problem.kind === 'missing' ? words.required : words.problem;
  return Object.fromEntries(problemFields(problem).map((field) => [field, text]));
}

/** What the Save check reads besides the input: what the shown values derive from, and the context. */
export interface CheckReads extends FormCatalog, CheckContext {}

/** The popup's state checked against its reads, as Save checks it (the values as shown, formView). */
export function checkFormState(state: AppointmentFormState, reads: CheckReads): AppointmentCheck {
  return checkAppointment(formView(state, reads), reads);
}
