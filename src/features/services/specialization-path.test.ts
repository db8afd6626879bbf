import { describe, expect, it } from 'vitest';
import { clinicSlug, specializationPath } from './specialization-path.ts';

describe('the specialization page’s path', () => {
  it('names the clinic as a plain segment, diacritics dropped', () => {
    expect(clinicSlug('Clinica Aurora')).toBe('clinica-aurora');
    expect(clinicSlug('  Clinica Bălan & Fiii ')).toBe('clinica-balan-fiii');
    expect(clinicSlug(null)).toBe('clinica');
    expect(specializationPath('clinica-aurora', 'family_medicine')).toBe(
      '/configurator/clinica-aurora/specialization/family_medicine',
    );
  });
});
