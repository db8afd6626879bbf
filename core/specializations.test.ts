import { describe, expect, it } from 'vitest';
import { SPECIALIZATIONS } from './specialization-list.ts';
import { isKnownSpecialization, specializationOf } from './specializations.ts';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('the fixed specializations', () => {
  it('are the spec’s 25 keys, each named and described in ro and en, with an icon', () => {
    expect(SPECIALIZATIONS.map((s) => s.id)).toEqual([
      'cardiology',
      'neurology',
      'ophthalmology',
      'orthopedics',
      'pediatrics',
      'dermatology',
      'oncology',
      'endocrinology',
      'gastroenterology',
      'pulmonology',
      'psychiatry',
      'rheumatology',
      'urology',
      'gynecology',
      'emergency_medicine',
      'anesthesiology',
      'radiology',
      'pathology',
      'family_medicine',
      'internal_medicine',
      'surgery',
      'plastic_surgery',
      'nephrology',
      'infectious_diseases',
      'geriatrics',
    ]);
    for (const s of SPECIALIZATIONS) {
      expect([s.name.ro, s.name.en, s.description.ro, s.description.en].every(Boolean), s.id).toBe(true);
    }
  });

  it('have colours white text reads on (contrast at least 4.5:1)', () => {
    for (const s of SPECIALIZATIONS) {
      expect(1.05 / (luminance(s.color) + 0.05) >= 4.5, `${s.id} ${s.color}`).toBe(true);
    }
  });

  it('read an unknown key as the generic consultation', () => {
    expect(specializationOf('astrology').name).toEqual({ ro: 'Consultație', en: 'Consultation' });
    expect(specializationOf(null).name.ro).toBe('Consultație');
    expect(specializationOf('cardiology').name.en).toBe('Cardiology');
    expect(isKnownSpecialization('astrology')).toBe(false);
  });
});
