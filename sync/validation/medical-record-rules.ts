/**
 * Medical-record items (spec part 2 §5): category required; a type (sub_category) when the
 * category has sub-options; an investigation needs its investigation type (input_field_value,
 * 3+ characters); a description of 10+ characters, required except for documents.
 */
import * as v from 'valibot';
import { nullableText, nullableUuid, row, SYNC_TAIL_ENTRIES, timestamp, uuid } from './field-rules.ts';
import { MESSAGE_KEYS as K } from './message-keys.ts';

export const MEDICAL_RECORD_CATEGORIES = [
  'investigation',
  'recommendation',
  'diagnosis',
  'documents',
  'treatment',
  'medication',
  'notes',
  'administrative',
] as const;

export type MedicalRecordCategory = (typeof MEDICAL_RECORD_CATEGORIES)[number];

/**
 * Categories whose items need a type. The spec lists the administrative sub-options; those of
 * investigation are free (e.g. 'Analize de laborator', 'Imagistică' in the demo data).
 */
export const CATEGORY_TYPES: Readonly<Partial<Record<MedicalRecordCategory, readonly string[] | 'any'>>> = {
  investigation: 'any',
  administrative: ['appointment', 'billing', 'insurance', 'documentation'],
};

/** Documents carry files; their description is optional. Every other category is "mandatory". */
export const CATEGORIES_WITH_OPTIONAL_DESCRIPTION: ReadonlySet<MedicalRecordCategory> = new Set([
  'documents',
]);

export const DESCRIPTION_MIN_LENGTH = 10;
export const INVESTIGATION_TYPE_MIN_LENGTH = 3;

const blank = (text: string | null): boolean => text === null || text.trim() === '';

/** The key of what is wrong with the type, or null. */
function typeProblem(category: MedicalRecordCategory, subCategory: string | null): string | null {
  const types = CATEGORY_TYPES[category];
  if (types === undefined) return null;
  if (blank(subCategory)) return K.typeRequired;
  return types === 'any' || types.includes(subCategory ?? '') ? null : K.typeRequired;
}

function investigationTypeProblem(category: MedicalRecordCategory, value: string | null): string | null {
  if (category !== 'investigation') return null;
  if (value === null || blank(value)) return K.investigationTypeRequired;
  return value.trim().length < INVESTIGATION_TYPE_MIN_LENGTH ? K.investigationTypeTooShort : null;
}

function descriptionProblem(category: MedicalRecordCategory, description: string | null): string | null {
  if (description === null || blank(description)) {
    return CATEGORIES_WITH_OPTIONAL_DESCRIPTION.has(category) ? null : K.required;
  }
  return description.trim().length < DESCRIPTION_MIN_LENGTH ? K.descriptionTooShort : null;
}

/** Adds the item rules that depend on the category to an object schema that has these fields. */
function withItemRules<
  Schema extends v.GenericSchema<{
    category: MedicalRecordCategory;
    sub_category: string | null;
    input_field_value: string | null;
    description: string | null;
  }>,
>(schema: Schema) {
  return v.pipe(
    schema,
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const item = dataset.value;
      const problems = [
        ['sub_category', typeProblem(item.category, item.sub_category)],
        ['input_field_value', investigationTypeProblem(item.category, item.input_field_value)],
        ['description', descriptionProblem(item.category, item.description)],
      ] as const;
      for (const [field, key] of problems) {
        if (key === null) continue;
        addIssue({
          message: key,
          path: [{ type: 'object', origin: 'value', input: item, key: field, value: item[field] }],
        });
      }
    }),
  );
}

const category = v.picklist(MEDICAL_RECORD_CATEGORIES, K.categoryRequired);

/** A stored medical-record item (server table public.medical_records). */
export const medicalRecordRowRules = withItemRules(
  row({
    id: uuid,
    clinic_id: uuid,
    appointment_id: uuid,
    patient_id: uuid,
    category,
    sub_category: nullableText,
    input_field_value: nullableText,
    description: nullableText,
    recorded_at: timestamp,
    created_by: nullableUuid,
    ...SYNC_TAIL_ENTRIES,
  }),
);

/** The item dialog: the same rules on the fields the user fills in. */
export const medicalRecordFormRules = withItemRules(
  v.object(
    {
      category,
      sub_category: v.nullable(v.string(K.typeRequired)),
      input_field_value: nullableText,
      description: nullableText,
    },
    K.required,
  ),
);

export type MedicalRecordFormValues = v.InferOutput<typeof medicalRecordFormRules>;

/** "The first letter of the text and description is capitalised on save." */
export function capitalizeFirstLetter(text: string): string {
  const at = text.length - text.trimStart().length;
  return text.slice(0, at) + text.charAt(at).toLocaleUpperCase('ro') + text.slice(at + 1);
}
