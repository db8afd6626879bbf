import { describe, expect, it } from 'vitest';
import { sampleRow } from '#sync/testing/sample-rows.ts';
import { servicesBySpecialization } from './services-by-specialization.ts';

const service = (id: string, name: string, specialization: string, active = true) => ({
  ...sampleRow('services'),
  id,
  name,
  specialization_id: specialization,
  is_active: active,
});
const term = (id: string, serviceId: string, doctorId: string, price: number) => ({
  ...sampleRow('doctor_services'),
  id,
  service_id: serviceId,
  doctor_id: doctorId,
  duration_minutes: 30,
  price,
});
const NAMES: Record<string, string> = { cardiology: 'Cardiologie', dermatology: 'Dermatologie' };

describe('servicesBySpecialization', () => {
  it('groups active services by specialization, both by name, each with its doctors', () => {
    const groups = servicesBySpecialization(
      [
        service('s1', 'Holter', 'cardiology'),
        service('s2', 'EKG', 'cardiology'),
        service('s3', 'Dermatoscopie', 'dermatology'),
        service('s4', 'Retras', 'dermatology', false),
        service('s5', 'Retras și singur', 'oncology', false),
      ],
      [term('t1', 's2', 'd2', 100), term('t2', 's2', 'd1', 120), term('t3', 's2', 'gone', 90)],
      [
        { id: 'd1', name: 'Ana Pop', avatar: null },
        { id: 'd2', name: 'Ștefan Rus', avatar: null },
      ],
      (id) => NAMES[id] ?? id,
    );
    expect(
      groups.map((group) => [
        group.specializationId,
        group.services.map((entry) => [entry.service.name, entry.doctors.map((doctor) => doctor.name)]),
      ]),
    ).toEqual([
      [
        'cardiology',
        [
          ['EKG', ['Ana Pop', 'Ștefan Rus']],
          ['Holter', []],
        ],
      ],
      ['dermatology', [['Dermatoscopie', []]]],
    ]);
  });
});
