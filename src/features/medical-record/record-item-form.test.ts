import { describe, expect, it } from 'vitest';
import {
  checkRecordItem,
  EMPTY_RECORD_ITEM,
  recordItemFields,
  recordItemInput,
  recordItemProblems,
  typeChoice,
} from './record-item-form.ts';

const input = (changes: Partial<typeof EMPTY_RECORD_ITEM>) => ({ ...EMPTY_RECORD_ITEM, ...changes });

describe('the record item dialog', () => {
  it('asks for a category first', () => {
    expect(recordItemProblems(EMPTY_RECORD_ITEM)).toEqual({ category: 'validation.category_required' });
    expect(recordItemFields(EMPTY_RECORD_ITEM)).toBeNull();
  });

  it('asks a mandatory category for a description of 10 characters or more', () => {
    expect(recordItemProblems(input({ category: 'diagnosis' }))).toEqual({
      description: 'validation.required',
    });
    expect(recordItemProblems(input({ category: 'diagnosis', description: 'scurt' }))).toEqual({
      description: 'validation.description_too_short',
    });
    expect(
      recordItemProblems(input({ category: 'diagnosis', description: 'Hipertensiune arterială' })),
    ).toEqual({});
  });

  it('lets a documents item go without a description', () => {
    expect(recordItemProblems(input({ category: 'documents' }))).toEqual({});
  });

  it('asks an administrative item for one of its types', () => {
    expect(typeChoice('administrative')).toEqual(['appointment', 'billing', 'insurance', 'documentation']);
    expect(
      recordItemProblems(input({ category: 'administrative', description: 'Factura emisă azi' })),
    ).toEqual({
      sub_category: 'validation.type_required',
    });
    expect(
      recordItemProblems(
        input({ category: 'administrative', subCategory: 'billing', description: 'Factura emisă azi' }),
      ),
    ).toEqual({});
  });

  it('asks an investigation for its kind and an investigation type of 3 characters or more', () => {
    expect(typeChoice('investigation')).toBe('free');
    expect(
      recordItemProblems(
        input({
          category: 'investigation',
          subCategory: 'Imagistică',
          value: 'EK',
          description: 'Ritm sinusal normal',
        }),
      ),
    ).toEqual({ input_field_value: 'validation.investigation_type_too_short' });
    expect(
      recordItemProblems(
        input({ category: 'investigation', value: 'EKG', description: 'Ritm sinusal normal' }),
      ),
    ).toEqual({
      sub_category: 'validation.type_required',
    });
  });

  it('saves trimmed text with a capital first letter, blanks as null, and no type where the category has none', () => {
    expect(
      recordItemFields(
        input({
          category: 'treatment',
          subCategory: 'stale',
          value: '  ',
          description: '  repaus la pat 3 zile ',
        }),
      ),
    ).toEqual({
      category: 'treatment',
      sub_category: null,
      input_field_value: null,
      description: 'Repaus la pat 3 zile',
    });
  });

  it('starts an edit from the stored item', () => {
    expect(
      recordItemInput({
        category: 'medication',
        sub_category: null,
        input_field_value: 'Enalapril',
        description: null,
      }),
    ).toEqual({ category: 'medication', subCategory: '', value: 'Enalapril', description: '' });
  });

  it("answers the dialog's check: the fields to save, or each field's message key", () => {
    expect(checkRecordItem(input({ category: 'documents', value: ' rezultate ' }))).toEqual({
      ok: true,
      values: {
        category: 'documents',
        sub_category: null,
        input_field_value: 'Rezultate',
        description: null,
      },
    });
    expect(checkRecordItem(input({ category: 'diagnosis', description: 'scurt' }))).toEqual({
      ok: false,
      errors: { description: 'validation.description_too_short' },
    });
  });
});
