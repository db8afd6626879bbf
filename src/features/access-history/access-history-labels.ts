/** The access history's words (issue 39), in ro and en: what was done, to what, by whom. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AccessAction, AccessKind, AccessSubject } from './access-history-rows.ts';

export const ACTION_LABELS: Record<AccessAction, MessageDescriptor> = {
  open: msg({ context: 'access history', message: 'Deschis' }),
  download: msg({ context: 'access history', message: 'Descărcat' }),
  create: msg({ context: 'access history', message: 'Creat' }),
  update: msg({ context: 'access history', message: 'Modificat' }),
  delete: msg({ context: 'access history', message: 'Șters' }),
};

export const SUBJECT_LABELS: Record<AccessSubject, MessageDescriptor> = {
  medical_record: msg`Fișa medicală`,
  visit: msg`Vizita`,
  medical_history: msg`Istoricul medical`,
  document: msg`Document`,
  patient_form: msg`Datele pacientului`,
  patient: msg`Pacientul`,
  appointment: msg`Programarea`,
  record_item: msg`Înregistrare din fișă`,
};

export const KIND_LABELS: Record<AccessKind, MessageDescriptor> = {
  opened: msg`Consultări`,
  changed: msg`Modificări`,
};

/** Authors that are not people of the clinic. */
export const SYSTEM_ROLE_LABELS: Record<string, MessageDescriptor> = {
  database: msg`Baza de date (în afara aplicației)`,
  service: msg`Serverul aplicației`,
};
