import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issueKeys } from '../testing/rule-test-helpers.ts';
import { sampleRow } from '../testing/sample-rows.ts';
import { doctorServiceFormRules, doctorServiceRowRules } from './doctor-service-rules.ts';
import { serviceFormRules, serviceRowRules } from './service-rules.ts';

describe('serviceRowRules', () => {
  it('accepts a service in every currency and VAT option', () => {
    for (const currency of ['RON', 'EUR', 'USD'] as const) {
      for (const tva of ['19%', 'no', 'exempt'] as const) {
        expect(issueKeys(serviceRowRules, sampleRow('services', { currency, tva }))).toEqual({});
      }
    }
  });

  it.each([
    ['name', '', 'validation.required'],
    ['specialization_id', '', 'validation.required'],
    ['specialization_id', 'x'.repeat(65), 'validation.too_long'],
    ['currency', 'GBP', 'validation.option_invalid'],
    ['tva', '9%', 'validation.option_invalid'],
    ['is_active', 1, 'validation.required'],
  ])('refuses %s = %j with %s', (field, value, key) => {
    expect(issueKeys(serviceRowRules, { ...sampleRow('services'), [field]: value })).toEqual({
      [field]: key,
    });
  });

  it('the dialog needs a name and a specialization', () => {
    expect(issueKeys(serviceFormRules, { name: ' ', currency: 'RON', tva: '19%' })).toEqual({
      name: 'validation.required',
      specialization_id: 'validation.required',
    });
  });
});

describe('doctorServiceRowRules', () => {
  it('accepts 15 to 480 minutes in steps of 15 and prices with two decimals', () => {
    for (const duration_minutes of [15, 30, 45, 465, 480]) {
      expect(issueKeys(doctorServiceRowRules, sampleRow('doctor_services', { duration_minutes }))).toEqual(
        {},
      );
    }
    for (const price of [0, 0.01, 199.99, 99_999_999.99]) {
      expect(issueKeys(doctorServiceRowRules, sampleRow('doctor_services', { price }))).toEqual({});
    }
  });

  it.each([
    ['duration_minutes', 0, 'validation.duration_invalid'],
    ['duration_minutes', 20, 'validation.duration_invalid'],
    ['duration_minutes', 495, 'validation.duration_invalid'],
    ['price', -1, 'validation.price_invalid'],
    ['price', 10.005, 'validation.price_invalid'],
    ['price', 100_000_000, 'validation.price_invalid'],
    ['price', Number.NaN, 'validation.price_invalid'],
    ['service_id', null, 'validation.required'],
  ])('refuses %s = %j with %s', (field, value, key) => {
    expect(issueKeys(doctorServiceRowRules, { ...sampleRow('doctor_services'), [field]: value })).toEqual({
      [field]: key,
    });
  });

  it('the dialog falls back to 30 minutes on invalid input and defaults the price to 0', () => {
    const doctor_id = '1b2c3d4e-5f60-4718-9a0b-1c2d3e4f5a6b';
    expect(v.parse(doctorServiceFormRules, { doctor_id, duration_minutes: '47' })).toEqual({
      doctor_id,
      duration_minutes: 30,
      price: 0,
    });
    expect(v.parse(doctorServiceFormRules, { doctor_id, duration_minutes: '90', price: 120 })).toEqual({
      doctor_id,
      duration_minutes: 90,
      price: 120,
    });
    expect(issueKeys(doctorServiceFormRules, { doctor_id, duration_minutes: 30, price: -5 })).toEqual({
      price: 'validation.price_invalid',
    });
  });
});
