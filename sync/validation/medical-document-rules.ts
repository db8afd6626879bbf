/** Medical documents (files of a record item): the row rules (SQL checks of public.medical_documents). */
import * as v from 'valibot';
import { nullableText, requiredText, row, SYNC_TAIL_ENTRIES, uuid } from './field-rules.ts';
import { MESSAGE_KEYS as K } from './message-keys.ts';

/** A stored medical-document row; storage_path stays null until the file is uploaded. */
export const medicalDocumentRowRules = row({
  id: uuid,
  clinic_id: uuid,
  medical_record_id: uuid,
  patient_id: uuid,
  name: requiredText,
  storage_path: nullableText,
  mime_type: nullableText,
  size_bytes: v.nullable(
    v.pipe(v.number(K.outOfRange), v.safeInteger(K.outOfRange), v.minValue(0, K.outOfRange)),
  ),
  ...SYNC_TAIL_ENTRIES,
});
