import { describe, expect, it } from 'vitest';
import { cnpControlDigit, generateCnp, isValidCnp, parseCnp } from './cnp.ts';

describe('cnpControlDigit', () => {
  it('weights the first 12 digits by 279146358279 and takes the sum mod 11', () => {
    // 1·2 + 8·7 + 0·9 + 0·1 + 1·4 + 0·6 + 1·3 + 2·5 + 2·8 + 1·2 + 1·7 + 4·9 = 136; 136 mod 11 = 4
    expect(cnpControlDigit('180010122114')).toBe(4);
    // 6·2 + 0 + 4·9 + 0 + 2·4 + 2·6 + 9·3 + 1·5 + 2·8 + 0 + 0 + 1·9 = 125; 125 mod 11 = 4
    expect(cnpControlDigit('604022912001')).toBe(4);
  });

  it('writes a remainder of 10 as 1', () => {
    // 136 − 4·9 + 1·9 = 109; 109 mod 11 = 10
    expect(cnpControlDigit('180010122111')).toBe(1);
  });
});

describe('isValidCnp', () => {
  it('accepts well-formed CNPs', () => {
    expect(isValidCnp('1800101221144')).toBe(true); // man, 1 Jan 1980, Iași
    expect(isValidCnp('6040229120014')).toBe(true); // girl, 29 Feb 2004, Cluj
    expect(isValidCnp('1800101221111')).toBe(true); // control digit from a remainder of 10
  });

  it('refuses a wrong control digit', () => {
    expect(isValidCnp('1800101221145')).toBe(false);
    expect(isValidCnp('1800101221110')).toBe(false);
  });

  it('refuses wrong lengths and non-digits', () => {
    expect(isValidCnp('')).toBe(false);
    expect(isValidCnp('180010122114')).toBe(false);
    expect(isValidCnp('18001012211440')).toBe(false);
    expect(isValidCnp('18001012211a4')).toBe(false);
    expect(isValidCnp(' 1800101221144')).toBe(false);
  });

  it('refuses impossible dates, sex digit 0, unknown counties and serial 000', () => {
    const withControl = (first12: string) => `${first12}${cnpControlDigit(first12)}`;
    expect(isValidCnp(withControl('180130122114'))).toBe(false); // month 13
    expect(isValidCnp(withControl('180023022114'))).toBe(false); // 30 February
    expect(isValidCnp(withControl('603022912001'))).toBe(false); // 29 February 2003
    expect(isValidCnp(withControl('080010122114'))).toBe(false); // S = 0
    expect(isValidCnp(withControl('180010160114'))).toBe(false); // county 60
    expect(isValidCnp(withControl('180010100114'))).toBe(false); // county 00
    expect(isValidCnp(withControl('180010122000'))).toBe(false); // serial 000
  });
});

describe('parseCnp', () => {
  it('reads sex, birthday, county and serial', () => {
    expect(parseCnp('1800101221144')).toEqual({
      gender: 'male',
      birthday: '1980-01-01',
      county: 22,
      serial: 114,
    });
    expect(parseCnp('6040229120014')).toEqual({
      gender: 'female',
      birthday: '2004-02-29',
      county: 12,
      serial: 1,
    });
  });

  it('maps the sex digit to the century', () => {
    const first12 = (sex: number) => `${sex}991231400010`.slice(0, 12);
    const birthday = (sex: number) => parseCnp(`${first12(sex)}${cnpControlDigit(first12(sex))}`)?.birthday;
    expect(birthday(1)).toBe('1999-12-31');
    expect(birthday(2)).toBe('1999-12-31');
    expect(birthday(3)).toBe('1899-12-31');
    expect(birthday(5)).toBe('2099-12-31');
    expect(birthday(7)).toBeNull(); // residents: no century
  });

  it('returns null for an invalid CNP', () => {
    expect(parseCnp('1800101221145')).toBeNull();
  });
});

describe('generateCnp', () => {
  it('uses 1/2 for births in 1900–1999 and 5/6 from 2000, odd for men and even for women', () => {
    expect(generateCnp({ gender: 'male', birthday: '1980-01-01', county: 22, serial: 114 })).toBe(
      '1800101221144',
    );
    expect(generateCnp({ gender: 'female', birthday: '2004-02-29', county: 12, serial: 1 })).toBe(
      '6040229120014',
    );
    expect(generateCnp({ gender: 'female', birthday: '1955-07-09', county: 12 })[0]).toBe('2');
    expect(generateCnp({ gender: 'male', birthday: '2019-03-15', county: 22 })[0]).toBe('5');
    expect(generateCnp({ gender: 'male', birthday: '1899-12-31', county: 40 })[0]).toBe('3');
  });

  it('produces valid CNPs that agree with the sex and birthday they were made from', () => {
    for (let i = 0; i < 500; i++) {
      const day = new Date(Date.UTC(1925, 0, 1) + i * 53 * 86_400_000);
      const birthday = day.toISOString().slice(0, 10);
      const gender = i % 2 === 0 ? 'female' : 'male';
      const county = [12, 22, 35, 40, 41, 52][i % 6] ?? 12;
      const cnp = generateCnp({ gender, birthday, county, serial: (i % 999) + 1 });
      expect(cnp).toMatch(/^\d{13}$/);
      expect(parseCnp(cnp)).toEqual({ gender, birthday, county, serial: (i % 999) + 1 });
    }
  });

  it('refuses what cannot be encoded', () => {
    expect(() => generateCnp({ gender: 'male', birthday: '1980-02-30', county: 12 })).toThrow();
    expect(() => generateCnp({ gender: 'male', birthday: '2100-01-01', county: 12 })).toThrow();
    expect(() => generateCnp({ gender: 'male', birthday: '1980-01-01', county: 60 })).toThrow();
    expect(() => generateCnp({ gender: 'male', birthday: '1980-01-01', county: 12, serial: 0 })).toThrow();
    expect(() => generateCnp({ gender: 'male', birthday: '1980-1-1', county: 12 })).toThrow();
  });
});
