/**
 * The record item dialog's values (spec part 2 §5, "Medical record item"): what the user typed,
 * the problems the sync layer's rules find (message keys), and the fields saved, trimmed, blanks
 * as null and the first letter of the value and description capitalised. Pure.
 */
import type { MedicalRecordDoc } from '#sync/api/documents.ts';
import {
  CATEGORY_TYPES,
  capitalizeFirstLetter,
  MEDICAL_RECORD_CATEGORIES,
  type MedicalRecordCategory,
  medicalRecordFormRules,
} from '#sync/validation/medical-record-rules.ts';
import { validationIssues } from '#sync/validation/validate.ts';

export type RecordItemField = 'category' | 'sub_category' | 'input_field_value' | 'description';

export interface RecordItemInput {
  category: string;
  subCategory: string;
  value: string;
  description: string;
}

export const EMPTY_RECORD_ITEM: RecordItemInput = {
  category: '',
  subCategory: '',
  value: '',
  description: '',
};

export interface RecordItemFields {
  category: MedicalRecordCategory;
  sub_category: string | null;
  input_field_value: string | null;
  description: string | null;
}

export function recordItemInput(item: Pick<MedicalRecordDoc, RecordItemField>): RecordItemInput {
  return {
    category: item.category,
    subCategory: item.sub_category ?? '',
    value: item.input_field_value ?? '',
    description: item.description ?? '',
  };
}

function isCategory(value: string): value is MedicalRecordCategory {
  return (MEDICAL_RECORD_CATEGORIES as readonly string[]).includes(value);
}

const cleaned = (text: string): string | null => {
  const trimmed = text.trim();
  return trimmed === '' ? null : capitalizeFirstLetter(trimmed);
};

/** The type field of a category: a fixed list, free text, or none. */
export function typeChoice(category: string): readonly string[] | 'free' | 'none' {
  const types = isCategory(category) ? CATEGORY_TYPES[category] : undefined;
  if (types === undefined) return 'none';
  return types === 'any' ? 'free' : types;
}

function typeOf(input: RecordItemInput): string | null {
  const choice = typeChoice(input.category);
  if (choice === 'none') return null;
  return choice === 'free' ? cleaned(input.subCategory) : input.subCategory.trim() || null;
}

/** The fields as saved; the type is dropped when the category has none. */
function fieldsOf(input: RecordItemInput): Omit<RecordItemFields, 'category'> & { category: string } {
  return {
    category: input.category,
    sub_category: typeOf(input),
    input_field_value: cleaned(input.value),
    description: cleaned(input.description),
  };
}

/** What is wrong, one message key per field; empty when the item may be saved. */
export function recordItemProblems(input: RecordItemInput): Partial<Record<RecordItemField, string>> {
  const problems: Partial<Record<RecordItemField, string>> = {};
  for (const issue of validationIssues(medicalRecordFormRules, fieldsOf(input))) {
    const field = (issue.field === '' ? 'category' : issue.field) as RecordItemField;
    problems[field] ??= issue.key;
  }
  return problems;
}

/** The fields to save; null while the input has problems. */
export function recordItemFields(input: RecordItemInput): RecordItemFields | null {
  if (Object.keys(recordItemProblems(input)).length > 0) return null;
  const fields = fieldsOf(input);
  return isCategory(fields.category) ? { ...fields, category: fields.category } : null;
}
