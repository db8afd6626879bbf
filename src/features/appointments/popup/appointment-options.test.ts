import { describe, expect, it } from 'vitest';
import {
  doctorOptions,
  patientOptions,
  serviceOptions,
  specializationOptions,
} from './appointment-options.ts';

const specializations = [
  { id: 'cardiology', name_ro: 'Cardiologie', name_en: 'Cardiology' },
  { id: 'neurology', name_ro: 'Neurologie', name_en: 'Neurology' },
  { id: 'urology', name_ro: 'Urologie', name_en: 'Urology' },
];

const service = (id: string, specialization_id: string, name: string, is_active = true) => ({
  id,
  name,
  specialization_id,
  is_active,
  currency: 'RON' as const,
});

const services = [
  service('ekg', 'cardiology', 'EKG'),
  service('echo', 'cardiology', 'Ecografie cardiacă'),
  service('old', 'cardiology', 'Vechi', false),
  service('eeg', 'neurology', 'EEG'),
  service('uro', 'urology', 'Urologie veche', false),
];

describe('specializationOptions', () => {
  it('lists specializations with an active service, in the language, by name', () => {
    expect(specializationOptions(specializations, services, 'en', '', 'Consultation')).toEqual([
      { value: 'cardiology', label: 'Cardiology' },
      { value: 'neurology', label: 'Neurology' },
    ]);
  });

  it('keeps the chosen one, and names an unknown one with the generic label', () => {
    expect(
      specializationOptions(specializations, services, 'ro', 'urology', 'Consultație').map((o) => o.value),
    ).toEqual(['cardiology', 'neurology', 'urology']);
    expect(specializationOptions(specializations, services, 'ro', 'mystery', 'Consultație')).toContainEqual({
      value: 'mystery',
      label: 'Consultație',
    });
  });
});

describe('doctorOptions', () => {
  const doctors = [
    { id: 'a', name: 'Andrei Mureșan', specialization: 'cardiology' },
    { id: 'b', name: 'Ioana Mărginean', specialization: 'neurology' },
    { id: 'c', name: null, specialization: null },
  ];

  it("lists the specialization's doctors, all of them while none is chosen, and keeps the chosen one", () => {
    expect(doctorOptions(doctors, 'cardiology', '').map((o) => o.value)).toEqual(['a']);
    expect(doctorOptions(doctors, '', '').map((o) => o.value)).toEqual(['a', 'b', 'c']);
    expect(doctorOptions(doctors, 'cardiology', 'b').map((o) => o.value)).toEqual(['a', 'b']);
  });
});

describe('serviceOptions', () => {
  it('lists the active services of the specialization', () => {
    expect(serviceOptions(services, 'cardiology', [], '', 'ro')).toEqual([
      { value: 'ekg', label: 'EKG' },
      { value: 'echo', label: 'Ecografie cardiacă' },
    ]);
    expect(serviceOptions(services, 'cardiology', [], 'old', 'ro').map((o) => o.value)).toEqual([
      'ekg',
      'echo',
      'old',
    ]);
  });

  it("shows only what the doctor's price list offers, with the doctor's duration and price", () => {
    const priceList = [{ service_id: 'echo', duration_minutes: 45, price: 367.5 }];
    expect(serviceOptions(services, 'cardiology', priceList, '', 'ro')).toEqual([
      { value: 'echo', label: 'Ecografie cardiacă · 45 min · 367,50 RON' },
    ]);
    // A price list of another specialization does not hide this one's services.
    expect(serviceOptions(services, 'neurology', priceList, '', 'en')).toEqual([
      { value: 'eeg', label: 'EEG' },
    ]);
  });
});

describe('patientOptions', () => {
  const patient = (id: string, name: string, status: 'active' | 'inactive' | 'deceased' = 'active') => ({
    id,
    name,
    status,
    birthday: '1980-03-12',
    phone: '0722 111 222',
    cnp: '1800312123456',
    email: `${id}@example.ro`,
  });

  it('lists patients by name with birth date and phone, searchable by CNP, phone and email', () => {
    const options = patientOptions([patient('b', 'Ștefan Pop'), patient('a', 'Ana Rusu')], '', 'ro');
    expect(options.map((o) => o.label)).toEqual(['Ana Rusu', 'Ștefan Pop']);
    expect(options[0]).toEqual({
      value: 'a',
      label: 'Ana Rusu',
      description: '12.03.1980 · 0722 111 222',
      keywords: ['1800312123456', '0722 111 222', 'a@example.ro'],
    });
  });

  it('leaves out deceased patients unless already chosen', () => {
    const patients = [
      patient('a', 'Ana Rusu'),
      patient('d', 'Dan Pop', 'deceased'),
      patient('i', 'Ion Pop', 'inactive'),
    ];
    expect(patientOptions(patients, '', 'ro').map((o) => o.value)).toEqual(['a', 'i']);
    expect(patientOptions(patients, 'd', 'ro').map((o) => o.value)).toEqual(['a', 'd', 'i']);
  });

  it('writes only what is known under the name', () => {
    const [option] = patientOptions([{ ...patient('a', 'Ana'), birthday: null, phone: null }], '', 'ro');
    expect(option?.description).toBe('');
  });
});
