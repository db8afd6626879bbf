import { describe, expect, it } from 'vitest';
import { SAMPLE_DOCTOR_ID, SAMPLE_SERVICE_ID, sampleRow } from '#sync/testing/sample-rows.ts';
import {
  changedServiceFields,
  checkServiceForm,
  checkServicePlaces,
  doctorChanges,
  emptyServiceForm,
  newDoctorLine,
  parsePrice,
  serviceFormInput,
} from './service-form-values.ts';

const OTHER_DOCTOR = '00000000-0000-4000-8000-0000000000d2';
const service = {
  ...sampleRow('services'),
  id: SAMPLE_SERVICE_ID,
  name: 'EKG',
  specialization_id: 'cardiology',
};
const term = (id: string, doctorId: string, duration: number, price: number) => ({
  ...sampleRow('doctor_services'),
  id,
  doctor_id: doctorId,
  service_id: SAMPLE_SERVICE_ID,
  duration_minutes: duration,
  price,
});

describe('the service dialog values', () => {
  it('reads prices with a comma or a point, an empty one as 0, anything else as unreadable', () => {
    expect(parsePrice('150,50')).toBe(150.5);
    expect(parsePrice(' 99.9 ')).toBe(99.9);
    expect(parsePrice('')).toBe(0);
    expect(parsePrice('12a')).toBeNaN();
    expect(parsePrice('-5')).toBeNaN();
  });

  it('needs a name and a specialization; a bad price is refused on its own line', () => {
    const input = {
      ...emptyServiceForm(),
      doctors: [{ ...newDoctorLine('l1', SAMPLE_DOCTOR_ID), price: '10,555' }],
    };
    expect(checkServiceForm(input)).toEqual({
      ok: false,
      errors: {
        fields: { name: 'validation.required', specialization_id: 'validation.required' },
        doctors: { l1: { price: 'validation.price_invalid' } },
      },
    });
  });

  it('places each message where the dialog shows it: a field, or a doctor line’s own place', () => {
    const input = {
      ...emptyServiceForm('cardiology'),
      doctors: [
        { ...newDoctorLine('l1', SAMPLE_DOCTOR_ID), price: '10,555' },
        newDoctorLine('l2', 'not a doctor'),
      ],
    };
    const check = checkServicePlaces(input);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.name).toBe('validation.required');
    expect(check.errors['doctors.l1.price']).toBe('validation.price_invalid');
    expect(check.errors['doctors.l2.doctor_id']).toBeDefined();
    expect(Object.keys(check.errors).sort()).toEqual(['doctors.l1.price', 'doctors.l2.doctor_id', 'name']);
  });

  it('answers the same values as the check when nothing is in error', () => {
    const input = { ...emptyServiceForm('cardiology'), name: 'Holter' };
    expect(checkServicePlaces(input)).toEqual(checkServiceForm(input));
  });

  it('gives the values to store, minutes and prices as numbers, blank texts as null', () => {
    const input = {
      ...emptyServiceForm('cardiology'),
      name: ' Holter ',
      description: ' ',
      doctors: [{ ...newDoctorLine('l1', SAMPLE_DOCTOR_ID), duration: '45', price: '200,5' }],
    };
    expect(checkServiceForm(input)).toEqual({
      ok: true,
      values: {
        service: {
          name: 'Holter',
          description: null,
          sku_code: null,
          specialization_id: 'cardiology',
          currency: 'RON',
          tva: '19%',
        },
        doctors: [{ doctor_id: SAMPLE_DOCTOR_ID, duration_minutes: 45, price: 200.5 }],
      },
    });
  });

  it('writes only what changed: the service’s columns, each doctor’s own terms, the doctors removed', () => {
    const stored = [term('t1', SAMPLE_DOCTOR_ID, 30, 150), term('t2', OTHER_DOCTOR, 30, 120)];
    const input = serviceFormInput(service, stored);
    expect(input.doctors.map((line) => line.price)).toEqual(['150', '120']);
    input.name = 'EKG de repaus';
    input.doctors = [{ ...(input.doctors[0] ?? newDoctorLine('x', SAMPLE_DOCTOR_ID)), price: '175' }];
    const check = checkServiceForm(input);
    if (!check.ok) throw new Error(JSON.stringify(check.errors));
    expect(changedServiceFields(service, check.values.service)).toEqual({ name: 'EKG de repaus' });
    expect(doctorChanges(stored, check.values.doctors)).toEqual({
      save: [{ doctor_id: SAMPLE_DOCTOR_ID, duration_minutes: 30, price: 175 }],
      remove: ['t2'],
    });
  });
});
