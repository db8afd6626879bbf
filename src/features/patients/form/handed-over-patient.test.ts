import { describe, expect, it } from 'vitest';
import { SAMPLE_PATIENT_ID, sampleRow } from '#sync/testing/sample-rows.ts';
import { handedOverPatient } from './handed-over-patient.ts';
import { isPatientId } from './patient-route-params.ts';

describe('handedOverPatient', () => {
  it('takes a list row of this patient, extra list columns and all', () => {
    const row = { ...sampleRow('patients'), age: 40, associated_doctor_ids: [], last_appointment: null };
    const patient = handedOverPatient({ patient: row }, SAMPLE_PATIENT_ID);
    expect(patient).toEqual(expect.objectContaining({ id: SAMPLE_PATIENT_ID, first_name: row.first_name }));
    expect(patient).not.toHaveProperty('age');
  });

  it('ignores another patient, a malformed row and no state at all', () => {
    const row = sampleRow('patients');
    expect(handedOverPatient({ patient: row }, '00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(handedOverPatient({ patient: { ...row, status: 'dead' } }, SAMPLE_PATIENT_ID)).toBeNull();
    expect(handedOverPatient({ patient: 'Ana Pop' }, SAMPLE_PATIENT_ID)).toBeNull();
    expect(handedOverPatient({}, SAMPLE_PATIENT_ID)).toBeNull();
    expect(handedOverPatient(undefined, SAMPLE_PATIENT_ID)).toBeNull();
  });
});

describe('isPatientId', () => {
  it('accepts a UUID only', () => {
    expect(isPatientId(SAMPLE_PATIENT_ID)).toBe(true);
    expect(isPatientId('new')).toBe(false);
    expect(isPatientId('123')).toBe(false);
    expect(isPatientId(`${SAMPLE_PATIENT_ID}x`)).toBe(false);
  });
});
