import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issueKeys } from '../testing/rule-test-helpers.ts';
import { sampleRow } from '../testing/sample-rows.ts';
import { partnerFormRules, partnerRowRules } from './partner-rules.ts';

describe('partnerRowRules', () => {
  it('accepts a partner, with or without rating and contact details', () => {
    expect(issueKeys(partnerRowRules, sampleRow('partners'))).toEqual({});
    const bare = sampleRow('partners', { rating: null, phone: null, email: null, partnership_date: null });
    expect(issueKeys(partnerRowRules, bare)).toEqual({});
    expect(issueKeys(partnerRowRules, sampleRow('partners', { rating: 0 }))).toEqual({});
  });

  it.each([
    ['name', '', 'validation.required'],
    ['type', 'school', 'validation.option_invalid'],
    ['status', 'archived', 'validation.option_invalid'],
    ['rating', 6, 'validation.rating_invalid'],
    ['rating', -1, 'validation.rating_invalid'],
    ['rating', 3.5, 'validation.rating_invalid'],
    ['phone', '12345', 'validation.phone_invalid'],
    ['email', 'lab@', 'validation.email_invalid'],
    ['contract_expiry_date', '', 'validation.date_invalid'],
  ])('refuses %s = %j with %s', (field, value, key) => {
    expect(issueKeys(partnerRowRules, { ...sampleRow('partners'), [field]: value })).toEqual({
      [field]: key,
    });
  });
});

describe('partnerFormRules', () => {
  const form = {
    name: '  Synevo  ',
    type: 'laboratory',
    status: 'active',
    rating: 5,
    email: '',
    partnership_date: '',
  };

  it('trims the name and stores blank optional fields as null', () => {
    expect(v.parse(partnerFormRules, form)).toMatchObject({
      name: 'Synevo',
      email: null,
      partnership_date: null,
      phone: null,
    });
  });

  it('needs a name and a type', () => {
    expect(issueKeys(partnerFormRules, { ...form, name: '   ', type: undefined })).toEqual({
      name: 'validation.required',
      type: 'validation.option_invalid',
    });
  });

  it('needs the contract to expire after the partnership starts', () => {
    const dated = { ...form, partnership_date: '2026-03-01' };
    expect(issueKeys(partnerFormRules, { ...dated, contract_expiry_date: '2026-02-28' })).toEqual({
      contract_expiry_date: 'validation.contract_expiry_before_start',
    });
    expect(issueKeys(partnerFormRules, { ...dated, contract_expiry_date: '2026-03-01' })).toEqual({
      contract_expiry_date: 'validation.contract_expiry_before_start',
    });
    expect(issueKeys(partnerFormRules, { ...dated, contract_expiry_date: '2027-03-01' })).toEqual({});
    expect(issueKeys(partnerFormRules, { ...form, contract_expiry_date: '2020-01-01' })).toEqual({});
  });
});
