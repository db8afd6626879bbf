/**
 * Why the server did not take a change, as an id the conflicts list words: a refusal code, or a
 * validation key (sync/validation) for the column the broken rule names, read from the server's
 * constraint name or else its SQLSTATE.
 */
import type { PushError } from '#sync/api/conflict-records.ts';
import { MESSAGE_KEYS, type MessageKey } from '#sync/validation/message-keys.ts';

/** Why the server did not take the change, when no validation key says it. */
export type RefusalCode =
  | 'server_won'
  | 'slot_taken'
  | 'duplicate'
  | 'other_clinic'
  | 'missing_parent'
  | 'parent_refused'
  | 'not_permitted'
  | 'refused';

export type ConflictReason =
  | { type: 'refusal'; code: RefusalCode }
  /** A validation key (sync/validation), for the column it names when known. */
  | { type: 'validation'; key: MessageKey; field: string | null };

export const refusal = (code: RefusalCode): ConflictReason => ({ type: 'refusal', code });

/** The server names its check constraints `<table>_<column>_<rule>` (supabase/migrations). */
const CONSTRAINT_RULE = /^(.+)_(required|format|valid|range|step|non_negative|list|unique|same_clinic)$/;

/** Constraint names that shorten their column. */
const CONSTRAINT_COLUMNS: Record<string, string> = { duration: 'duration_minutes', size: 'size_bytes' };

function validationKeyFor(column: string, rule: string): MessageKey | null {
  switch (rule) {
    case 'required':
      return MESSAGE_KEYS.required;
    case 'format':
      if (column.includes('email')) return MESSAGE_KEYS.emailInvalid;
      if (column.includes('phone')) return MESSAGE_KEYS.phoneInvalid;
      if (column.includes('cnp')) return MESSAGE_KEYS.cnpInvalid;
      return MESSAGE_KEYS.invalid;
    case 'valid':
      return column === 'schedule' ? MESSAGE_KEYS.scheduleInvalid : MESSAGE_KEYS.optionInvalid;
    case 'range':
      if (column.includes('duration')) return MESSAGE_KEYS.durationInvalid;
      if (column === 'rating') return MESSAGE_KEYS.ratingInvalid;
      return MESSAGE_KEYS.outOfRange;
    case 'step':
      return MESSAGE_KEYS.durationInvalid;
    case 'non_negative':
      return column === 'price' ? MESSAGE_KEYS.priceInvalid : MESSAGE_KEYS.outOfRange;
    case 'list':
      return MESSAGE_KEYS.listInvalid;
    default:
      return null;
  }
}

/** The user's message for a server refusal: by the broken rule's name, else by its SQLSTATE. */
export function rejectionReason(collection: string, error: PushError | undefined): ConflictReason {
  if (!error) return refusal('refused');
  const constraint = error.constraint ?? '';
  if (constraint === 'appointments_no_double_booking') return refusal('slot_taken');
  const named = CONSTRAINT_RULE.exec(
    constraint.startsWith(`${collection}_`) ? constraint.slice(collection.length + 1) : constraint,
  );
  if (named) {
    const [, shortColumn = '', rule = ''] = named;
    const column = CONSTRAINT_COLUMNS[shortColumn] ?? shortColumn;
    if (rule === 'unique') return refusal('duplicate');
    if (rule === 'same_clinic') return refusal('other_clinic');
    const key = validationKeyFor(column, rule);
    if (key) return { type: 'validation', key, field: column };
  }
  switch (error.code) {
    case '23P01':
      return refusal('slot_taken');
    case '23505':
      return refusal('duplicate');
    case '23503':
      return refusal('missing_parent');
    case '42501':
      return refusal('not_permitted');
    case '23502': {
      // Postgres names the column only in the message: null value in column "x" of relation "y".
      const column = /column "([a-z0-9_]+)"/.exec(error.message)?.[1];
      return { type: 'validation', key: MESSAGE_KEYS.required, field: column ?? null };
    }
    default:
      // 23514 (another check) and class 22 (a value the column cannot hold).
      if (error.code === '23514' || error.code.startsWith('22')) {
        return { type: 'validation', key: MESSAGE_KEYS.invalid, field: null };
      }
      return refusal('refused');
  }
}
