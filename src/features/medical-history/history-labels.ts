/** The medical history's section titles and the labels of its choices (spec part 2 §3). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { HISTORY_CHOICE_LABELS, HISTORY_FIELD_LABELS } from '#lib/medical-history-labels.ts';
import type { HISTORY_LISTS } from '#sync/validation/patient-rules.ts';

export type HistoryList = (typeof HISTORY_LISTS)[number];

export const HISTORY_LIST_TITLES: Record<HistoryList, MessageDescriptor> = HISTORY_FIELD_LABELS;

/** What one entry of each list is called, for the dialog's title and name field. */
export const HISTORY_ENTRY_NAMES: Record<HistoryList, MessageDescriptor> = {
  chronic_conditions: msg`Afecțiune`,
  allergies: msg`Alergie`,
  infectious_diseases: msg`Boală infecțioasă`,
  major_traumas: msg`Traumatism`,
  surgical_interventions: msg`Intervenție`,
  important_vaccinations: msg`Vaccin`,
};

export const CHOICE_LABELS = HISTORY_CHOICE_LABELS;

export type ChoiceField = keyof typeof CHOICE_LABELS;

export const CHOICE_FIELD_LABELS: Record<ChoiceField, MessageDescriptor> = HISTORY_FIELD_LABELS;
