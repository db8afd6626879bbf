/**
 * The record item dialog's values (spec part 2 §5, "Medical record item"): what the user typed,
 * the problems the sync layer's rules find (message keys), and the fields saved, trimmed, blanks
 * as null and the first letter of the value and description capitalised: the dialog's check. Pure.
 */
import type { FormCheck } from '#components/form/use-checked-form.ts';
import type { MedicalRecordDoc } from '#sync/api/documents.ts';
import {
  CATEGORY_TYPES,
  capitalizeFirstLetter,
  MEDICAL_RECORD_CATEGORIES,
  type MedicalRecordCategory,
  medicalRecordFormRules,
} from '#sync/validation/medical-record-rules.ts';
import { MESSAGE_KEYS } from '#sync/validation/message-keys.ts';
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

/** The dialog's check: the fields to save, or one message key per field in error. */
export function checkRecordItem(input: RecordItemInput): FormCheck<RecordItemField, RecordItemFields> {
  const errors = recordItemProblems(input);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const fields = fieldsOf(input);
  // The rules refuse any other category; this names it for the type checker.
  return isCategory(fields.category)
    ? { ok: true, values: { ...fields, category: fields.category } }
    : { ok: false, errors: { category: MESSAGE_KEYS.categoryRequired } };
}

/** The fields to save; null while the input has problems. */
export function recordItemFields(input: RecordItemInput): RecordItemFields | null {
  const checked = checkRecordItem(input);
  return checked.ok ? checked.values : null;
}
