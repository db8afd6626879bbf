import { describe, expect, it } from 'vitest';
import { activePatientPage, patientAreaPath, patientPageLinks } from './patient-area-menu.ts';

const id = '0d6b1b0e-3f9a-4a57-9d1c-4b7f2b8e9a11';

describe('patient area menu', () => {
  it('lists the pages of the patient that exist, the record first', () => {
    expect(patientPageLinks(id).map((link) => link.path)).toEqual([
      `/patient/${id}/medical-record`,
      `/patient/${id}/schedule`,
      `/patient/${id}/medical-history`,
      `/patient/${id}/patient-settings`,
    ]);
  });

  it('adds the access history for the clinic’s administrators', () => {
    expect(patientPageLinks(id, { accessHistory: true }).map((link) => link.id)).toEqual([
      'medical_record',
      'schedule',
      'medical_history',
      'patient_settings',
      'access_history',
    ]);
    expect(activePatientPage(`/patient/${id}/access-history`, id)).toBe('access_history');
  });

  it('knows the page of a path, the record appointment pages included', () => {
    // /patient/{id} redirects to the record.
    expect(activePatientPage(`/patient/${id}`, id)).toBe('medical_record');
    expect(activePatientPage(`/patient/${id}/medical-record/abc`, id)).toBe('medical_record');
    expect(activePatientPage(`/patient/${id}/medical-history/`, id)).toBe('medical_history');
    expect(activePatientPage(`/patient/${id}/schedule`, id)).toBe('schedule');
    expect(activePatientPage(`/patient/${id}/elsewhere`, id)).toBeNull();
    expect(activePatientPage('/patients', id)).toBeNull();
  });

  it('escapes an id that is not URL-safe instead of breaking the path', () => {
    expect(patientAreaPath('a/b')).toBe('/patient/a%2Fb');
  });
});
