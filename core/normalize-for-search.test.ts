import { describe, expect, it } from 'vitest';
import { matchesSearch, normalizeForSearch, searchTerms } from './normalize-for-search.ts';

describe('normalizeForSearch', () => {
  it('drops diacritics (comma and cedilla forms alike) and case', () => {
    expect(normalizeForSearch('Ștefan Țărănescu')).toBe('stefan taranescu');
    expect(normalizeForSearch('Şerban Ţepeş')).toBe('serban tepes');
    expect(normalizeForSearch('ÂÎĂ âîă')).toBe('aia aia');
  });
});

describe('matchesSearch', () => {
  const fields = ['Ștefan Ionescu', '1750809120019', '0744 555 123', null, 'stefan@example.com'];

  it('finds every word in some field, without diacritics', () => {
    expect(matchesSearch(searchTerms('stefan'), fields)).toBe(true);
    expect(matchesSearch(searchTerms('  IONESCU   ștefan '), fields)).toBe(true);
    expect(matchesSearch(searchTerms('17508'), fields)).toBe(true);
    expect(matchesSearch(searchTerms('example.com'), fields)).toBe(true);
    expect(matchesSearch(searchTerms('stefan popescu'), fields)).toBe(false);
  });

  it('lets everything through for a blank search', () => {
    expect(searchTerms('   ')).toEqual([]);
    expect(matchesSearch([], [])).toBe(true);
  });
});
