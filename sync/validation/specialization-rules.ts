/**
 * Specializations are read-only on devices (written only by service_role); these rules describe
 * a pulled row so local writes (tests, fixtures) cannot store a malformed one.
 */
import { requiredShortText, row, SYNC_TAIL_ENTRIES, text } from './field-rules.ts';
import { SPECIALIZATION_ID_MAX_LENGTH } from './service-rules.ts';

export const specializationRowRules = row({
  id: requiredShortText(SPECIALIZATION_ID_MAX_LENGTH),
  name_ro: text,
  name_en: text,
  ...SYNC_TAIL_ENTRIES,
});
