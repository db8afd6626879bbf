/** The interface language: ro by default, en on request, remembered on this device. */
export const LOCALES = ['ro', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ro';

const STORAGE_KEY = 'cabinet.locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function storedLocale(storage: Pick<Storage, 'getItem'> | undefined): Locale {
  const value = storage?.getItem(STORAGE_KEY);
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

export function storeLocale(storage: Pick<Storage, 'setItem'> | undefined, locale: Locale): void {
  storage?.setItem(STORAGE_KEY, locale);
}
