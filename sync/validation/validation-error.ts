import { DEFAULT_MESSAGES_RO } from './default-messages-ro.ts';
import type { MessageKey } from './message-keys.ts';

export interface ValidationIssue {
  /** Dotted path of the field, e.g. 'email' or 'schedule.monday.end'; '' for the whole record. */
  field: string;
  /** Stable message key, e.g. 'validation.required' (translated by the UI). */
  key: string;
  /** The key's Romanian default text. */
  message: string;
}

function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(DEFAULT_MESSAGES_RO, key);
}

function romanianText(key: string): string {
  return isMessageKey(key) ? DEFAULT_MESSAGES_RO[key] : key;
}

/** A write refused by the validation rules; nothing was changed. */
export class ValidationError extends Error {
  override readonly name = 'ValidationError';
  readonly issues: ReadonlyArray<ValidationIssue>;

  constructor(issues: ReadonlyArray<{ field: string; key: string }>) {
    const withMessages = issues.map(({ field, key }) => ({ field, key, message: romanianText(key) }));
    super(withMessages[0]?.message ?? romanianText('validation.invalid'));
    this.issues = withMessages;
  }
}
