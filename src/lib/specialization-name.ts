/**
 * A specialization's name in the interface language, from the fixed list (core/specializations.ts):
 * an unknown key reads as 'Consultație' (spec part 1 §3); no specialization at all as '-'.
 */
import { specializationOf } from '#core/specializations.ts';
import type { Locale } from '#i18n/locale.ts';

export function specializationName(id: string, locale: Locale): string {
  return specializationOf(id).name[locale];
}

export function specializationDescription(id: string, locale: Locale): string {
  return specializationOf(id).description[locale];
}

/** The name, or '-' where a visit names no specialization. */
export function specializationLabel(id: string | null, locale: Locale): string {
  return id ? specializationName(id, locale) : '-';
}
