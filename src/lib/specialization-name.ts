/** A specialization's name in the interface language (the fixed list holds ro and en names). */
import type { Locale } from '#i18n/locale.ts';

export interface NamedSpecialization {
  name_ro: string;
  name_en: string;
}

export function specializationName(specialization: NamedSpecialization, locale: Locale): string {
  return locale === 'en' ? specialization.name_en : specialization.name_ro;
}

/** The name of the specialization with this id, '-' when there is none or it is unknown here. */
export function specializationLabel(
  specializationsById: ReadonlyMap<string, NamedSpecialization>,
  id: string | null,
  locale: Locale,
): string {
  const found = id ? specializationsById.get(id) : undefined;
  return found ? specializationName(found, locale) : '-';
}
