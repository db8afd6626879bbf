/**
 * The words for a patient's medical-history fields and their choices (spec part 2 §3), shared by
 * the medical-history page and the conflicts list, which names the fields of a conflict.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const HISTORY_FIELD_LABELS = {
  height: msg`Înălțime`,
  weight: msg`Greutate`,
  imc: msg`IMC`,
  sleep_quality: msg`Calitatea somnului`,
  physical_activity: msg`Activitate fizică`,
  diet: msg`Dietă`,
  stress_level: msg`Nivel de stres`,
  alcohol_consumption: msg`Consum de alcool`,
  smoker_status: msg`Fumător`,
  smoker_since: msg`Fumător din`,
  chronic_conditions: msg`Afecțiuni cronice`,
  allergies: msg`Alergii`,
  infectious_diseases: msg`Boli infecțioase`,
  major_traumas: msg`Traumatisme majore`,
  surgical_interventions: msg`Intervenții chirurgicale`,
  important_vaccinations: msg`Vaccinări importante`,
} as const satisfies Record<string, MessageDescriptor>;

/** Each choice field's values in words. */
export const HISTORY_CHOICE_LABELS = {
  sleep_quality: { good: msg`Bună`, average: msg`Medie`, poor: msg`Slabă` },
  physical_activity: { sedentary: msg`Sedentar`, moderate: msg`Moderată`, intense: msg`Intensă` },
  diet: { normal: msg`Normală`, special: msg`Specială` },
  stress_level: { normal: msg`Normal`, elevated: msg`Ridicat`, high: msg`Foarte ridicat` },
  alcohol_consumption: { none: msg`Deloc`, moderate: msg`Moderat`, excessive: msg`Excesiv` },
  smoker_status: { never: msg`Nefumător`, former: msg`Fost fumător`, current: msg`Fumător` },
} as const satisfies Record<string, Record<string, MessageDescriptor>>;

/** The BMI classes (spec part 2 §9), shown beside the number. */
export const BMI_CLASS_LABELS = {
  underweight: msg`Subponderal`,
  normal: msg`Greutate normală`,
  overweight: msg`Supraponderal`,
  obese: msg`Obezitate`,
} as const satisfies Record<string, MessageDescriptor>;
