import { describe, expect, it } from 'vitest';
import {
  changedPartnerFields,
  checkPartnerForm,
  emptyPartnerForm,
  type PartnerFormInput,
  type PartnerFormSource,
  partnerFormInput,
} from './partner-form-values.ts';

const stored: PartnerFormSource = {
  name: 'Synevo',
  type: 'laboratory',
  status: 'active',
  rating: null,
  avatar: null,
  contact_person: 'Ana Pop',
  phone: '0264 123 456',
  email: null,
  address: null,
  city: 'Cluj-Napoca',
  country: 'România',
  partnership_date: '2025-01-10',
  contract_expiry_date: '2027-01-10',
  notes: null,
};

const valuesOf = (input: PartnerFormInput) => {
  const check = checkPartnerForm(input);
  if (!check.ok) throw new Error(JSON.stringify(check.errors));
  return check.values;
};

describe('the partner form values', () => {
  it('a new form needs a name and a type, and says so under each', () => {
    expect(checkPartnerForm(emptyPartnerForm())).toEqual({
      ok: false,
      errors: { name: 'validation.required', type: 'validation.required' },
    });
  });

  it('refuses a bad phone, a bad email and a contract that ends before it starts, each under its field', () => {
    const check = checkPartnerForm({
      ...partnerFormInput(stored),
      phone: '12345',
      email: 'lab@',
      contract_expiry_date: '2024-12-31',
    });
    expect(check).toEqual({
      ok: false,
      errors: {
        phone: 'validation.phone_invalid',
        email: 'validation.email_invalid',
        contract_expiry_date: 'validation.contract_expiry_before_start',
      },
    });
    expect(checkPartnerForm({ ...partnerFormInput(stored), contract_expiry_date: '2024-12-31' })).toEqual({
      ok: false,
      errors: { contract_expiry_date: 'validation.contract_expiry_before_start' },
    });
  });

  it('trims, stores blanks as null and the chosen rating', () => {
    const values = valuesOf({ ...emptyPartnerForm(), name: '  Farmacia Tei ', type: 'pharmacy', rating: 4 });
    expect(values).toMatchObject({
      name: 'Farmacia Tei',
      type: 'pharmacy',
      rating: 4,
      email: null,
      notes: null,
    });
  });

  it('opening and saving a stored partner changes nothing; "no rating" stays null', () => {
    expect(changedPartnerFields(stored, valuesOf(partnerFormInput(stored)))).toEqual({});
  });

  it('an edit writes only the changed columns', () => {
    const input = { ...partnerFormInput(stored), city: 'Turda', rating: 5, notes: ' plată la 30 de zile ' };
    expect(changedPartnerFields(stored, valuesOf(input))).toEqual({
      city: 'Turda',
      rating: 5,
      notes: 'plată la 30 de zile',
    });
  });

  it('reads a damaged stored type as not chosen, so the form asks for one', () => {
    const check = checkPartnerForm(
      partnerFormInput({ ...stored, type: 'school' as PartnerFormSource['type'] }),
    );
    expect(check).toEqual({ ok: false, errors: { type: 'validation.required' } });
  });
});
