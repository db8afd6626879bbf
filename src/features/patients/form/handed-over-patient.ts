/**
 * The patient row a screen hands over when it opens the form (spec part 1 §2: "the edit form uses
 * patient data handed over from the previous screen when present"), carried in the navigation's
 * history state as `patient`. History state outlives the visit (back, reload), so the row is
 * checked before use: it must be this patient's and have the form's columns, else it is ignored
 * and the form reads the local record.
 */
// The router's types bring in @tanstack/history (not a direct dependency), whose HistoryState this augments.
import type {} from '@tanstack/react-router';
import * as v from 'valibot';
import { patientRowRules } from '#sync/validation/patient-rules.ts';
import { PATIENT_TEXT_FIELDS } from './patient-form-values.ts';

declare module '@tanstack/history' {
  interface HistoryState {
    /** A patient row handed over to /patients/{id} or /patient/{id}; checked by the page that reads it. */
    patient?: unknown;
  }
}

// The form's columns: its text inputs, the picture, the toggles and the status, with the id.
const handedOverRules = v.pick(patientRowRules, [
  'id',
  'avatar',
  ...PATIENT_TEXT_FIELDS,
  'email_notifications',
  'sms_notifications',
  'status',
]);

export type HandedOverPatient = v.InferOutput<typeof handedOverRules>;

/** The handed-over row when it is patient `patientId`'s and well formed, else null. */
export function handedOverPatient(
  state: { patient?: unknown } | undefined,
  patientId: string,
): HandedOverPatient | null {
  const result = v.safeParse(handedOverRules, state?.patient);
  return result.success && result.output.id === patientId ? result.output : null;
}
