/** Loads a language's compiled catalog and makes it the active one. */
import { i18n } from '@lingui/core';
import type { Locale } from './locale.ts';

export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await import(`../locales/${locale}/messages.po`);
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
}

export { i18n };
