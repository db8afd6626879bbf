import { describe, expect, it } from 'vitest';
import { birthDateFromCnp } from './cnp-checks.ts';
import { needsIdentityCard } from './identity-card.ts';

const TODAY = '2026-11-28';

describe('birthDateFromCnp', () => {
  it('reads the date with the century of the sex digit', () => {
    expect(birthDateFromCnp('1850615123456')).toBe('1985-06-15');
    expect(birthDateFromCnp('6150301123456')).toBe('2015-03-01');
    expect(birthDateFromCnp('3991231123456')).toBe('1899-12-31');
  });

  it('answers null for codes with no century, no real day, or not 13 digits', () => {
    for (const cnp of [
      '7150301123456',
      '9150301123456',
      '0150301123456',
      '6150231123456',
      '61503011234',
      'abc',
    ]) {
      expect(birthDateFromCnp(cnp)).toBeNull();
    }
  });
});

describe('needsIdentityCard', () => {
  it('a child under 14 by the birth date has none; from the 14th birthday on, one', () => {
    expect(needsIdentityCard({ cnp: '', birthday: '2012-11-29' }, TODAY)).toBe(false);
    expect(needsIdentityCard({ cnp: '', birthday: '2012-11-28' }, TODAY)).toBe(true);
    expect(needsIdentityCard({ cnp: '', birthday: '2026-01-01' }, TODAY)).toBe(false);
  });

  it('without a birth date the CNP decides; the birth date wins over the CNP', () => {
    expect(needsIdentityCard({ cnp: '6150301123456', birthday: null }, TODAY)).toBe(false);
    expect(needsIdentityCard({ cnp: '6150301123456', birthday: '' }, TODAY)).toBe(false);
    expect(needsIdentityCard({ cnp: '1850615123456', birthday: null }, TODAY)).toBe(true);
    expect(needsIdentityCard({ cnp: '6150301123456', birthday: '1990-01-01' }, TODAY)).toBe(true);
  });

  it('asks for the card when the age cannot be told', () => {
    expect(needsIdentityCard({ cnp: '', birthday: null }, TODAY)).toBe(true);
    expect(needsIdentityCard({ cnp: '9150301123456', birthday: 'ieri' }, TODAY)).toBe(true);
    expect(needsIdentityCard({ cnp: '', birthday: '2030-01-01' }, TODAY)).toBe(true);
  });
});
