import { describe, expect, it } from 'vitest';
import { COLLECTION_REFERENCES, referenceOfConstraint, rowsNamedBy } from './collection-references.ts';
import { COLLECTION_SCHEMAS, SYNCED_COLLECTIONS } from './collection-registry.ts';

describe('the rows a row names', () => {
  it('names each parent by its column, and every id of a list', () => {
    const named = rowsNamedBy('appointments', {
      id: 'a1',
      clinic_id: 'c1',
      patient_id: 'p1',
      doctor_id: 'd1',
      service_id: null,
      created_by: 'd1',
      additional_services: ['s1', 's2'],
    });
    expect(named).toEqual([
      { collection: 'clinics', id: 'c1', column: 'clinic_id' },
      { collection: 'patients', id: 'p1', column: 'patient_id' },
      { collection: 'users', id: 'd1', column: 'doctor_id' },
      { collection: 'users', id: 'd1', column: 'created_by' },
      { collection: 'services', id: 's1', column: 'additional_services' },
      { collection: 'services', id: 's2', column: 'additional_services' },
    ]);
  });

  it('ignores empty references and a list that is not one', () => {
    expect(rowsNamedBy('tasks', { id: 't1', clinic_id: '', created_by: null, assigned_to: 'u1' })).toEqual(
      [],
    );
  });

  it('knows only columns the collections have', () => {
    for (const name of SYNCED_COLLECTIONS) {
      const columns = Object.keys(COLLECTION_SCHEMAS[name].properties);
      for (const reference of COLLECTION_REFERENCES[name]) expect(columns).toContain(reference.column);
    }
  });
});

describe('the reference a foreign-key refusal is about', () => {
  it('reads the column from the constraint name', () => {
    expect(referenceOfConstraint('appointments', 'appointments_patient_id_fkey')).toEqual({
      column: 'patient_id',
      parent: 'patients',
    });
    expect(
      referenceOfConstraint('medical_documents', 'medical_documents_medical_record_id_fkey'),
    ).toMatchObject({
      parent: 'medical_records',
    });
    expect(referenceOfConstraint('appointments', 'appointments_doctor_id_same_clinic')).toMatchObject({
      parent: 'users',
    });
  });

  it('says nothing for a name of another table or an unknown column', () => {
    expect(referenceOfConstraint('appointments', 'medical_records_patient_id_fkey')).toBeNull();
    expect(referenceOfConstraint('appointments', 'appointments_unknown_fkey')).toBeNull();
    expect(referenceOfConstraint('appointments', undefined)).toBeNull();
  });
});
