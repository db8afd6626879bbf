/** Words of the medical record shared by its pages: categories, types, values and investigations. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MedicalRecordCategory } from '#sync/validation/medical-record-rules.ts';

export const CATEGORY_LABELS: Record<MedicalRecordCategory, MessageDescriptor> = {
  investigation: msg`Investigație`,
  recommendation: msg`Recomandare`,
  diagnosis: msg`Diagnostic`,
  documents: msg`Documente`,
  treatment: msg`Tratament`,
  medication: msg`Medicație`,
  notes: msg`Note`,
  administrative: msg`Administrativ`,
};

/** The administrative types (spec part 2 §3); an investigation's kind is free text, shown as typed. */
const TYPE_LABELS: Record<string, MessageDescriptor> = {
  appointment: msg`Programare`,
  billing: msg`Facturare`,
  insurance: msg`Asigurare`,
  documentation: msg`Documentație`,
};

/** A type as shown: an administrative type translated, any other as it was typed. */
export function typeText(type: string, translate: (message: MessageDescriptor) => string): string {
  const known = TYPE_LABELS[type];
  return known ? translate(known) : type;
}

/** What the value field holds for a category. */
export function valueLabel(category: string): MessageDescriptor {
  if (category === 'investigation') return msg`Tipul investigației`;
  if (category === 'medication') return msg`Medicament`;
  return msg`Valoare`;
}

/** Suggested kinds of investigation (the demo data's own); any other may be typed. */
export const INVESTIGATION_KINDS = [
  'Analize de laborator',
  'Imagistică',
  'Investigații funcționale',
] as const;
