import { describe, expect, it } from 'vitest';
import {
  SAMPLE_CLINIC_ID,
  SAMPLE_DOCTOR_ID,
  SAMPLE_SERVICE_ID,
  sampleRow,
} from '#sync/testing/sample-rows.ts';
import { dateChoiceLabel, scheduleChoices, scheduleRows } from './schedule-rows.ts';

const appointment = (
  id: string,
  date: string,
  changes: Partial<ReturnType<typeof sampleRow<'appointments'>>> = {},
) => ({ ...sampleRow('appointments'), id, appointment_date: date, ...changes });

const OTHER_DOCTOR = '00000000-0000-4000-8000-0000000000d2';
const sources = {
  usersById: new Map([
    [SAMPLE_DOCTOR_ID, { name: 'Dr. Ștefan Pop', specialization: 'cardiology' }],
    [OTHER_DOCTOR, { name: 'Dr. Ana Ionescu', specialization: 'dermatology' }],
  ]),
  servicesById: new Map([
    [SAMPLE_SERVICE_ID, { name: 'Consultație', specialization_id: 'internal_medicine' }],
  ]),
  clinicsById: new Map([[SAMPLE_CLINIC_ID, { name: 'Clinica Centru', city: 'Cluj' }]]),
};

const appointments = [
  appointment('a', '2026-03-10T08:00:00Z', { status: 'cancelled' }),
  appointment('b', '2025-06-01T08:00:00Z', { doctor_id: OTHER_DOCTOR, service_id: null }),
  appointment('c', '2025-07-01T08:00:00Z', { doctor_id: 'gone', clinic_id: 'elsewhere' }),
];

describe('the patient’s appointment list rows', () => {
  it('keeps every appointment, cancelled ones too, with what it names and where it is', () => {
    const rows = scheduleRows({ ...sources, appointments, locale: 'ro' });
    expect(
      rows.map((row) => [row.id, row.status, row.doctorName, row.specializationName, row.location]),
    ).toEqual([
      ['a', 'cancelled', 'Dr. Ștefan Pop', 'Medicină internă', 'Clinica Centru, Cluj'],
      ['b', 'scheduled', 'Dr. Ana Ionescu', 'Dermatologie', 'Clinica Centru, Cluj'],
      ['c', 'scheduled', null, 'Medicină internă', null],
    ]);
    expect(scheduleRows({ ...sources, appointments, locale: 'en' })[0]?.specializationName).toBe(
      'Internal Medicine',
    );
  });

  it('offers as choices only what the patient’s appointments hold, unknown names said as such', () => {
    const rows = scheduleRows({ ...sources, appointments, locale: 'ro' });
    const choices = scheduleChoices(rows, 'ro', {
      doctor: 'Medic necunoscut',
      location: 'Locație necunoscută',
    });
    expect(choices.dates.map((choice) => choice.label)).toEqual([
      '2026',
      'Martie 2026',
      '2025',
      'Iulie 2025',
      'Iunie 2025',
    ]);
    expect(choices.specializations.map((choice) => choice.label)).toEqual([
      'Dermatologie',
      'Medicină internă',
    ]);
    expect(choices.doctors.map((choice) => [choice.value, choice.label])).toEqual([
      [OTHER_DOCTOR, 'Dr. Ana Ionescu'],
      [SAMPLE_DOCTOR_ID, 'Dr. Ștefan Pop'],
      ['gone', 'Medic necunoscut'],
    ]);
    expect(choices.locations.map((choice) => choice.label)).toEqual([
      'Clinica Centru, Cluj',
      'Locație necunoscută',
    ]);
  });

  it('names a month in the interface language', () => {
    expect(dateChoiceLabel('2026-11', 'en')).toBe('November 2026');
    expect(dateChoiceLabel('2026-11', 'ro')).toBe('Noiembrie 2026');
    expect(dateChoiceLabel('2024', 'en')).toBe('2024');
  });
});
