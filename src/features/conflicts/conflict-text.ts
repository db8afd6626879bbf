/**
 * A conflict's ids in the reader's words: a value (a reference by the name of its row, or empty
 * when this device does not hold it), the reason the server refused, and the card's title.
 */
import type { I18n } from '@lingui/core';
import { validationMessage } from '#sync/validation/validation-message.ts';
import {
  COMPOSITE_VALUE_LABEL,
  entityLabel,
  FILE_LABEL,
  fieldLabel,
  LINKED_RECORD_LABEL,
  NO_LABEL,
  optionLabel,
  REFUSAL_MESSAGES,
  YES_LABEL,
} from './conflict-labels.ts';
import type { ConflictSummary } from './conflict-summary.ts';
import type { DisplayValue } from './display-value.ts';
import { type ReferenceNames, referenceKey } from './reference-names.ts';
import type { ConflictReason } from './rejection-reason.ts';

const EMPTY_VALUE = '—';

/** A value in words; a reference whose row this device does not hold shows as empty. */
export function valueText(value: DisplayValue, names: ReferenceNames, i18n: I18n): string {
  switch (value.type) {
    case 'empty':
      return EMPTY_VALUE;
    case 'text':
      return value.text;
    case 'yes_no':
      return i18n._(value.value ? YES_LABEL : NO_LABEL);
    case 'option': {
      const label = optionLabel(value.collection, value.field, value.value);
      return label ? i18n._(label) : value.value;
    }
    case 'references': {
      const found = value.ids
        .map((id) => names.get(referenceKey(value.collection, id)))
        .filter((name): name is string => name !== undefined);
      return found.length > 0 ? found.join(', ') : EMPTY_VALUE;
    }
    case 'linked_record':
      return i18n._(LINKED_RECORD_LABEL);
    case 'file':
      return i18n._(FILE_LABEL);
    case 'composite':
      return i18n._(COMPOSITE_VALUE_LABEL);
  }
}

export function reasonText(reason: ConflictReason, i18n: I18n): string {
  if (reason.type === 'refusal') return i18n._(REFUSAL_MESSAGES[reason.code]);
  const message = validationMessage(reason.key, i18n.locale);
  return reason.field ? `${i18n._(fieldLabel(reason.field))}: ${message}` : message;
}

/** "Programare · Ana Pop · 12.03.2027 10:00": the entity, then what names the row. */
export function conflictTitle(summary: ConflictSummary, names: ReferenceNames, i18n: I18n): string {
  const parts = summary.subject
    .map((part) => valueText(part, names, i18n))
    .filter((text) => text !== EMPTY_VALUE);
  return [i18n._(entityLabel(summary.collection)), ...parts].join(' · ');
}
