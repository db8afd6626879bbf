/**
 * The texts the edge functions send (reminders), in Romanian and English from their own Lingui
 * catalogs (`_shared/locales`, extracted from the functions like the app's from src). The catalogs
 * are compiled to TypeScript because Deno imports no .po file.
 */
import { type I18n, type MessageDescriptor, setupI18n } from '@lingui/core';
import { messages as en } from './locales/en/messages.ts';
import { messages as ro } from './locales/ro/messages.ts';

export type ServerLocale = 'ro' | 'en';

const catalogs = { ro, en };
const instances = new Map<ServerLocale, I18n>();

/** The Lingui instance of one language (made once). */
export function serverI18n(locale: ServerLocale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: catalogs[locale] } });
    instances.set(locale, i18n);
  }
  return i18n;
}

/** One message in one language, its placeholders filled. */
export function translate(
  locale: ServerLocale,
  descriptor: MessageDescriptor,
  values?: Record<string, string>,
): string {
  return serverI18n(locale)._(descriptor.id, values, { message: descriptor.message });
}
