/**
 * The text of a validation key (sync/validation) in the interface language. The sync layer keeps
 * its source texts in both languages (DEFAULT_MESSAGES_RO / _EN), so they are not copied into the
 * Lingui catalogs; any language but en reads Romanian, the source language.
 */
import { DEFAULT_MESSAGES_EN } from '../../../../sync/validation/default-messages-en.ts';
import { DEFAULT_MESSAGES_RO } from '../../../../sync/validation/default-messages-ro.ts';
import type { MessageKey } from '../../../../sync/validation/message-keys.ts';

export function validationMessage(key: MessageKey, locale: string): string {
  return locale === 'en' ? DEFAULT_MESSAGES_EN[key] : DEFAULT_MESSAGES_RO[key];
}
