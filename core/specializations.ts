/**
 * A specialization by its key (specialization-list.ts holds the list). An unknown key reads as the
 * generic 'Consultație' (spec part 1 §3).
 */
import { entry, SPECIALIZATIONS, type Specialization } from './specialization-list.ts';

const BY_ID = new Map(SPECIALIZATIONS.map((specialization) => [specialization.id, specialization]));

/** Spec part 1 §3: an unknown specialization gets the generic label. */
export const UNKNOWN_SPECIALIZATION: Specialization = entry(
  '',
  'Consultație',
  'Consultation',
  'Consultație',
  'Consultation',
  'activity',
  '#0f766e',
);

export function specializationOf(id: string | null | undefined): Specialization {
  return (id ? BY_ID.get(id) : undefined) ?? UNKNOWN_SPECIALIZATION;
}

export function isKnownSpecialization(id: string | null | undefined): boolean {
  return id ? BY_ID.has(id) : false;
}
