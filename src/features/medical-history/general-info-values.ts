/**
 * The general information of the medical history as its form holds it (text as typed) and the
 * patch it saves. Pure, so parsing and the ranges are tested without rendering.
 */
import type { FormCheck } from '#components/form/use-checked-form.ts';
import type { PatientDoc } from '#sync/api/documents.ts';
import { bodyMassIndex } from '#sync/validation/history-entry-form.ts';
import { MESSAGE_KEYS as K, type MessageKey } from '#sync/validation/message-keys.ts';
import type { HISTORY_GENERAL_FIELDS } from '#sync/validation/patient-rules.ts';

type GeneralField = (typeof HISTORY_GENERAL_FIELDS)[number];
export type GeneralInfo = Pick<PatientDoc, GeneralField>;
export type GeneralInfoValues = Record<Exclude<GeneralField, 'imc'>, string>;

const text = (value: number | string | null) => (value === null ? '' : String(value));

export function generalInfoValues(patient: GeneralInfo): GeneralInfoValues {
  return {
    height: text(patient.height),
    weight: text(patient.weight),
    sleep_quality: text(patient.sleep_quality),
    physical_activity: text(patient.physical_activity),
    diet: text(patient.diet),
    stress_level: text(patient.stress_level),
    alcohol_consumption: text(patient.alcohol_consumption),
    smoker_status: text(patient.smoker_status),
    smoker_since: text(patient.smoker_since),
  };
}

/** A decimal as typed in Romanian or English ("72,5" or "72.5"); null when blank, NaN when not a number. */
function decimal(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return /^\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

export function generalInfoProblems(
  values: GeneralInfoValues,
  currentYear: number,
): Partial<Record<keyof GeneralInfoValues, MessageKey>> {
  const problems: Partial<Record<keyof GeneralInfoValues, MessageKey>> = {};
  const height = decimal(values.height);
  if (height !== null && (Number.isNaN(height) || height < 30 || height > 300))
    problems.height = K.outOfRange;
  const weight = decimal(values.weight);
  if (weight !== null && (Number.isNaN(weight) || weight < 1 || weight > 500)) problems.weight = K.outOfRange;
  // Checked only while shown: a year left over from 'current' goes with the change of status.
  const since = values.smoker_status === 'current' ? values.smoker_since.trim() : '';
  if (since !== '') {
    if (!/^\d{4}$/.test(since) || Number(since) < 1900) problems.smoker_since = K.invalid;
    else if (Number(since) > currentYear) problems.smoker_since = K.yearInFuture;
  }
  return problems;
}

/** The BMI the typed height and weight give, null while either is blank, not a number or out of range. */
export function generalInfoBmi(values: Pick<GeneralInfoValues, 'height' | 'weight'>): number | null {
  return bodyMassIndex(decimal(values.height), decimal(values.weight));
}

/** The patch of valid values (check generalInfoProblems first), the BMI computed from them. */
export function generalInfoPatch(values: GeneralInfoValues): GeneralInfo {
  const height = decimal(values.height);
  const weight = decimal(values.weight);
  const choice = <T extends string>(value: string) => (value === '' ? null : (value as T));
  return {
    height,
    weight,
    imc: generalInfoBmi(values),
    sleep_quality: choice(values.sleep_quality),
    physical_activity: choice(values.physical_activity),
    diet: choice(values.diet),
    stress_level: choice(values.stress_level),
    alcohol_consumption: choice(values.alcohol_consumption),
    smoker_status: choice(values.smoker_status),
    // A year only while the patient smokes: only 'current' shows the field (spec part 2 §9).
    smoker_since:
      values.smoker_status !== 'current' || values.smoker_since.trim() === ''
        ? null
        : Number(values.smoker_since),
  };
}

/** The form's check: the patch to save, or the problems (useCheckedForm's contract). */
export function checkGeneralInfo(
  values: GeneralInfoValues,
  currentYear: number,
): FormCheck<keyof GeneralInfoValues, GeneralInfo> {
  const errors = generalInfoProblems(values, currentYear);
  return Object.keys(errors).length > 0
    ? { ok: false, errors }
    : { ok: true, values: generalInfoPatch(values) };
}
