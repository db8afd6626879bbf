/** The words of the partners screens (spec part 2 §9): types, statuses and the rating scale, in ro and en. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PartnerStatus, PartnerType } from './partner-form-values.ts';

export const PARTNER_TYPE_LABELS: Record<PartnerType, MessageDescriptor> = {
  hospital: msg`Spital`,
  clinic: msg`Clinică`,
  laboratory: msg`Laborator`,
  pharmacy: msg`Farmacie`,
  insurance: msg`Asigurări`,
  other: msg`Altele`,
};

export const PARTNER_STATUS_LABELS: Record<PartnerStatus, MessageDescriptor> = {
  active: msg`Activ`,
  inactive: msg`Inactiv`,
  pending: msg`În așteptare`,
  expired: msg`Expirat`,
};

const NO_RATING = msg`Fără rating`;

/** Spec part 2 §9: 0 none, 1 Foarte slab, 2 Slab, 3 Acceptabil, 4 Bun, 5 Excelent. */
export const RATING_LABELS: readonly MessageDescriptor[] = [
  NO_RATING,
  msg`Foarte slab`,
  msg`Slab`,
  msg`Acceptabil`,
  msg`Bun`,
  msg`Excelent`,
];

/** The words of a stored rating; none, or a value off the scale, reads as "no rating". */
export function ratingLabel(rating: number | null): MessageDescriptor {
  return RATING_LABELS[rating ?? 0] ?? NO_RATING;
}
