import { describe, expect, it } from 'vitest';
import { needsClinicChoice } from './clinic-choice.ts';

describe('needsClinicChoice', () => {
  it('asks a super_admin with no clinic to pick one on every clinic page', () => {
    for (const path of [
      '/appointments',
      '/patients',
      '/patient/1/medical-record',
      '/configurator/clinic-details',
      '/medics',
      '/medics/abc',
    ]) {
      expect(needsClinicChoice('super_admin', null, path)).toBe(true);
    }
  });

  it('lets them through the clinics pages, an account for a named clinic and unknown paths', () => {
    for (const path of ['/', '/clinics', '/clinics/new', '/medics/new/5b0c7a1e', '/patientsx', '/nowhere']) {
      expect(needsClinicChoice('super_admin', null, path)).toBe(false);
    }
  });

  it('never stops a super_admin inside a clinic, nor any other role', () => {
    expect(needsClinicChoice('super_admin', 'c1', '/patients')).toBe(false);
    expect(needsClinicChoice('admin', null, '/patients')).toBe(false);
  });
});
