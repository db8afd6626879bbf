/**
 * The words of a stored value of a fixed list (a role, a status, a partner type) in the interface
 * language; a value off the list reads as itself (data from a newer build), none as '-'.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';

export function labelOf(
  labels: Readonly<Record<string, MessageDescriptor>>,
  value: string | null,
  i18n: Pick<I18n, '_'>,
): string {
  if (value === null) return '-';
  const label = Object.hasOwn(labels, value) ? labels[value] : undefined;
  return label ? i18n._(label) : value;
}
