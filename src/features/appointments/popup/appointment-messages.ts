/**
 * The popup's words for the rules' codes (spec part 1 §5, §8): field names, the required-fields
 * toast, the date/time errors with their hours filled in, the overlap, and the required mark
 * under a field. The spec gives the English conflict text; Romanian is the source language.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MESSAGE_KEYS } from '#sync/validation/message-keys.ts';
import { validationMessage } from '#sync/validation/validation-message.ts';
import type { AppointmentField } from '../rules/required-fields.ts';
import type { AppointmentTimeError } from '../rules/working-hours.ts';
import type { AppointmentProblem } from './appointment-check.ts';

export const FIELD_LABELS: Record<AppointmentField, MessageDescriptor> = {
  specialization: msg`Specializare`,
  doctor: msg`Medic`,
  service: msg`Serviciu`,
  duration: msg`Durată`,
  patient: msg`Pacient`,
  date: msg`Data`,
  time: msg`Ora`,
};

/** validation_error_title */
export const VALIDATION_ERROR_TITLE = msg`Eroare de validare`;

/** The toast for missing fields: 'All required fields must be completed.' then the list. */
export function missingFieldsMessage(fields: readonly AppointmentField[], i18n: I18n): string {
  const names = fields.map((field) => i18n._(FIELD_LABELS[field])).join(', ');
  return `${i18n._(msg`Toate câmpurile obligatorii trebuie completate.`)} ${i18n._(
    msg`Completați următoarele câmpuri: ${names}`,
  )}`;
}

export function timeErrorMessage(error: AppointmentTimeError, i18n: I18n): string {
  switch (error.code) {
    case 'invalid_date_format':
      return i18n._(msg`Data trebuie să fie în formatul aaaa-ll-zz.`);
    case 'invalid_time_format':
      return i18n._(msg`Ora trebuie să fie în formatul HH:mm.`);
    case 'clinic_closed':
      return i18n._(msg`Clinica este închisă în ziua aleasă.`);
    case 'working_hours': {
      const { start, end } = error.params;
      return i18n._(msg`Programările se pot face doar în programul clinicii, între ${start} și ${end}.`);
    }
  }
}

/** conflict_error; a new booking says 'new' where the spec's edit text says 'modified'. */
export function conflictMessage(editing: boolean, i18n: I18n): string {
  return editing
    ? i18n._(
        msg`Programarea modificată se suprapune cu o altă programare a acestui medic. Ajustați durata sau ora.`,
      )
    : i18n._(
        msg`Programarea nouă se suprapune cu o altă programare a acestui medic. Ajustați durata sau ora.`,
      );
}

/** The text of a sync/validation key: the sync layer keeps its own ro and en texts. */
export function validationKeyMessage(key: string, i18n: I18n): string {
  return validationMessage(key, i18n.locale);
}

export function requiredMessage(i18n: I18n): string {
  return validationKeyMessage(MESSAGE_KEYS.required, i18n);
}

/** The whole message of a refused save, as the toast and the dialog's alert say it. */
export function problemMessage(problem: AppointmentProblem, editing: boolean, i18n: I18n): string {
  switch (problem.kind) {
    case 'missing':
      return missingFieldsMessage(problem.fields, i18n);
    case 'time':
      return timeErrorMessage(problem.error, i18n);
    case 'invalid':
      return `${i18n._(FIELD_LABELS[problem.field])}: ${validationKeyMessage(problem.key, i18n)}`;
    case 'conflict':
      return conflictMessage(editing, i18n);
  }
}
