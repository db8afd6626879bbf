import { describe, expect, it } from 'vitest';
import { generateCnp } from '#supabase/seed/cnp.ts';
import { cnpAgreesWith, isValidCnpChecksum } from './cnp-checks.ts';

describe('isValidCnpChecksum', () => {
  it('accepts codes whose control digit matches', () => {
    expect(isValidCnpChecksum('1750809120019')).toBe(true);
    expect(isValidCnpChecksum('2800517120015')).toBe(true);
    for (const birthday of ['1899-12-31', '1950-01-01', '2004-02-29', '2024-10-05']) {
      for (const gender of ['male', 'female'] as const) {
        expect(isValidCnpChecksum(generateCnp({ gender, birthday, county: 12, serial: 37 }))).toBe(true);
      }
    }
  });

  it('refuses a wrong control digit and anything but 13 digits', () => {
    expect(isValidCnpChecksum('1750809120018')).toBe(false);
    expect(isValidCnpChecksum('175080912001')).toBe(false);
    expect(isValidCnpChecksum('17508091200190')).toBe(false);
    expect(isValidCnpChecksum('175080912001x')).toBe(false);
  });
});

describe('cnpAgreesWith', () => {
  it('compares the sex digit with the gender', () => {
    expect(cnpAgreesWith('1750809120019', { gender: 'male' })).toBe(true);
    expect(cnpAgreesWith('1750809120019', { gender: 'female' })).toBe(false);
    expect(cnpAgreesWith('2800517120015', { gender: 'female' })).toBe(true);
  });

  it('compares the date and the century with the birthday', () => {
    expect(cnpAgreesWith('1750809120019', { birthday: '1975-08-09' })).toBe(true);
    expect(cnpAgreesWith('1750809120019', { birthday: '1975-08-10' })).toBe(false);
    expect(cnpAgreesWith('1750809120019', { birthday: '2075-08-09' })).toBe(false);
    const born2004 = generateCnp({ gender: 'female', birthday: '2004-02-29', county: 40 });
    expect(cnpAgreesWith(born2004, { gender: 'female', birthday: '2004-02-29' })).toBe(true);
    expect(cnpAgreesWith(born2004, { gender: 'female', birthday: '1904-02-29' })).toBe(false);
  });

  it('does not compare what is unknown, and residents by date only', () => {
    expect(cnpAgreesWith('1750809120019', { gender: null, birthday: null })).toBe(true);
    expect(cnpAgreesWith('7750809120019', { gender: 'male', birthday: '1975-08-09' })).toBe(true);
    expect(cnpAgreesWith('7750809120019', { gender: 'male', birthday: '2075-08-09' })).toBe(true);
    expect(cnpAgreesWith('9750809120019', { gender: 'female', birthday: '1975-08-09' })).toBe(true);
  });

  it('is a separate check from the checksum: a wrong control digit can still agree', () => {
    expect(isValidCnpChecksum('1750809120010')).toBe(false);
    expect(cnpAgreesWith('1750809120010', { gender: 'male', birthday: '1975-08-09' })).toBe(true);
  });

  it('never agrees for a code that is not 13 digits', () => {
    expect(cnpAgreesWith('17508', { gender: 'male' })).toBe(false);
  });
});
