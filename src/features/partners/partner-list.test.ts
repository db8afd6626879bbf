import { describe, expect, it } from 'vitest';
import { contractState, daysLeft, filterPartners, NO_PARTNER_FILTER } from './partner-list.ts';

const partner = (name: string, changes: Record<string, unknown> = {}) => ({
  name,
  type: 'laboratory',
  status: 'active',
  contact_person: null,
  city: null,
  email: null,
  phone: null,
  contract_expiry_date: null,
  ...changes,
});

const partners = [
  partner('Synevo', { city: 'Cluj-Napoca', contact_person: 'Ștefan Mureșan' }),
  partner('Spitalul Județean', { type: 'hospital', status: 'pending' }),
  partner('Farmacia Tei', { type: 'pharmacy', status: 'expired', email: 'tei@example.ro' }),
];

describe('the partners list', () => {
  const names = (filter: Partial<typeof NO_PARTNER_FILTER>) =>
    filterPartners(partners, { ...NO_PARTNER_FILTER, ...filter }).map((p) => p.name);

  it('filters by any of the chosen types and statuses', () => {
    expect(names({})).toEqual(['Synevo', 'Spitalul Județean', 'Farmacia Tei']);
    expect(names({ types: ['hospital', 'pharmacy'] })).toEqual(['Spitalul Județean', 'Farmacia Tei']);
    expect(names({ types: ['hospital', 'pharmacy'], statuses: ['expired'] })).toEqual(['Farmacia Tei']);
  });

  it('searches name, contact person, city and email without diacritics', () => {
    expect(names({ search: 'judetean' })).toEqual(['Spitalul Județean']);
    expect(names({ search: 'stefan' })).toEqual(['Synevo']);
    expect(names({ search: 'cluj' })).toEqual(['Synevo']);
    expect(names({ search: 'tei@' })).toEqual(['Farmacia Tei']);
  });

  it('says when a contract expires within 30 days or has expired', () => {
    const today = '2026-11-25';
    expect(contractState(null, today)).toBeNull();
    expect(contractState('2026-11-24', today)).toBe('expired');
    expect(contractState('2026-11-25', today)).toBe('expiring');
    expect(contractState('2026-12-25', today)).toBe('expiring');
    expect(contractState('2026-12-26', today)).toBeNull();
    expect(daysLeft('2026-12-25', today)).toBe(30);
  });
});
