/**
 * The text of a validation key in an interface language: the sync layer keeps its texts in both
 * languages (DEFAULT_MESSAGES_RO / _EN), so screens do not copy them into their catalogs. Any
 * language but en reads Romanian (the source language); an unknown key reads as 'invalid', then as
 * the key itself.
 */
import { DEFAULT_MESSAGES_EN } from './default-messages-en.ts';
import { DEFAULT_MESSAGES_RO } from './default-messages-ro.ts';
import { MESSAGE_KEYS } from './message-keys.ts';

export function validationMessage(key: string, locale: string): string {
  const texts: Record<string, string> = locale === 'en' ? DEFAULT_MESSAGES_EN : DEFAULT_MESSAGES_RO;
  return texts[key] ?? texts[MESSAGE_KEYS.invalid] ?? key;
}
