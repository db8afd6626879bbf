import { describe, expect, it } from 'vitest';
import { issueKeys } from '../testing/rule-test-helpers.ts';
import { sampleRow } from '../testing/sample-rows.ts';
import { medicalDocumentRowRules } from './medical-document-rules.ts';
import {
  capitalizeFirstLetter,
  medicalRecordFormRules,
  medicalRecordRowRules,
} from './medical-record-rules.ts';

const record = (overrides: Parameters<typeof sampleRow<'medical_records'>>[1]) =>
  sampleRow('medical_records', overrides);

describe('medicalRecordRowRules', () => {
  it('accepts an investigation, a diagnosis and a documents item without description', () => {
    expect(issueKeys(medicalRecordRowRules, record({}))).toEqual({});
    const diagnosis = record({
      category: 'diagnosis',
      sub_category: null,
      input_field_value: null,
      description: 'Hipertensiune arterială grad II.',
    });
    expect(issueKeys(medicalRecordRowRules, diagnosis)).toEqual({});
    const documents = record({
      category: 'documents',
      sub_category: null,
      input_field_value: null,
      description: null,
    });
    expect(issueKeys(medicalRecordRowRules, documents)).toEqual({});
  });

  it('needs a known category', () => {
    expect(issueKeys(medicalRecordRowRules, { ...record({}), category: 'billing' })).toEqual({
      category: 'validation.category_required',
    });
  });

  it('needs a type for a category with sub-options', () => {
    expect(issueKeys(medicalRecordRowRules, record({ sub_category: ' ' }))).toEqual({
      sub_category: 'validation.type_required',
    });
    const administrative = record({
      category: 'administrative',
      sub_category: 'billing',
      input_field_value: null,
      description: 'Factura emisă pentru consultație.',
    });
    expect(issueKeys(medicalRecordRowRules, administrative)).toEqual({});
    expect(issueKeys(medicalRecordRowRules, { ...administrative, sub_category: 'parking' })).toEqual({
      sub_category: 'validation.type_required',
    });
  });

  it('needs an investigation type of at least 3 characters', () => {
    expect(issueKeys(medicalRecordRowRules, record({ input_field_value: null }))).toEqual({
      input_field_value: 'validation.investigation_type_required',
    });
    expect(issueKeys(medicalRecordRowRules, record({ input_field_value: ' Rx ' }))).toEqual({
      input_field_value: 'validation.investigation_type_too_short',
    });
  });

  it('needs a description of at least 10 characters, optional only for documents', () => {
    expect(issueKeys(medicalRecordRowRules, record({ description: null }))).toEqual({
      description: 'validation.required',
    });
    expect(issueKeys(medicalRecordRowRules, record({ description: 'Normal.' }))).toEqual({
      description: 'validation.description_too_short',
    });
    const documents = record({ category: 'documents', sub_category: null, input_field_value: null });
    expect(issueKeys(medicalRecordRowRules, { ...documents, description: 'Scurt' })).toEqual({
      description: 'validation.description_too_short',
    });
  });

  it('reports every broken item rule at once', () => {
    expect(
      issueKeys(
        medicalRecordRowRules,
        record({ sub_category: null, input_field_value: 'R', description: '' }),
      ),
    ).toEqual({
      sub_category: 'validation.type_required',
      input_field_value: 'validation.investigation_type_too_short',
      description: 'validation.required',
    });
  });

  it('the item dialog applies the same rules', () => {
    expect(
      issueKeys(medicalRecordFormRules, {
        category: 'treatment',
        sub_category: null,
        input_field_value: null,
        description: 'Repaus',
      }),
    ).toEqual({ description: 'validation.description_too_short' });
    expect(
      issueKeys(medicalRecordFormRules, { sub_category: null, input_field_value: null, description: null }),
    ).toEqual({ category: 'validation.required' });
  });

  it('capitalises the first letter on save', () => {
    expect(capitalizeFirstLetter('ștefan are febră')).toBe('Ștefan are febră');
    expect(capitalizeFirstLetter('  ecografie')).toBe('  Ecografie');
    expect(capitalizeFirstLetter('')).toBe('');
  });
});

describe('medicalDocumentRowRules', () => {
  it('accepts a document before and after upload', () => {
    expect(issueKeys(medicalDocumentRowRules, sampleRow('medical_documents'))).toEqual({});
    const uploaded = sampleRow('medical_documents', { storage_path: 'clinic/record/ekg.pdf', size_bytes: 0 });
    expect(issueKeys(medicalDocumentRowRules, uploaded)).toEqual({});
  });

  it.each([
    ['name', ' ', 'validation.required'],
    ['size_bytes', -1, 'validation.out_of_range'],
    ['size_bytes', 1.5, 'validation.out_of_range'],
    ['medical_record_id', 'r1', 'validation.id_invalid'],
  ])('refuses %s = %j with %s', (field, value, key) => {
    expect(issueKeys(medicalDocumentRowRules, { ...sampleRow('medical_documents'), [field]: value })).toEqual(
      {
        [field]: key,
      },
    );
  });
});
