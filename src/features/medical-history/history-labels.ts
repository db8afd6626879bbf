/** What one entry of each medical-history list is called, for its dialog's title and name field. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HISTORY_LISTS } from '#sync/validation/patient-rules.ts';

export type HistoryList = (typeof HISTORY_LISTS)[number];

export const HISTORY_ENTRY_NAMES: Record<HistoryList, MessageDescriptor> = {
  chronic_conditions: msg`Afecțiune`,
  allergies: msg`Alergie`,
  infectious_diseases: msg`Boală infecțioasă`,
  major_traumas: msg`Traumatism`,
  surgical_interventions: msg`Intervenție`,
  important_vaccinations: msg`Vaccin`,
};
