import { describe, expect, it } from 'vitest';
import { sampleRow } from '../validation/sample-rows.ts';
import {
  selectCalendarAppointments,
  selectPatientAppointments,
  widenedDateRange,
} from './appointment-selection.ts';

const DOCTOR = sampleRow('appointments').doctor_id;
const at = (
  id: string,
  appointment_date: string,
  overrides: Partial<ReturnType<typeof sampleRow<'appointments'>>> = {},
) => sampleRow('appointments', { id, appointment_date, ...overrides });

describe('selectCalendarAppointments', () => {
  // The week of Monday 23 November 2026 in Bucharest: [22 Nov 22:00Z, 29 Nov 22:00Z).
  const from = '2026-11-22T22:00:00.000Z';
  const to = '2026-11-29T22:00:00.000Z';

  it('keeps the doctor’s scheduled and conflict appointments starting in the range, earliest first', () => {
    const rows = [
      at('c', '2026-11-25T08:00:00+00:00'),
      at('a', '2026-11-23T00:30:00+02:00'),
      at('b', '2026-11-24T08:00:00Z', { status: 'conflict' }),
      at('x', '2026-11-24T09:00:00Z', { status: 'cancelled' }),
      at('y', '2026-11-24T09:00:00Z', { doctor_id: '99999999-0000-4000-8000-000000000000' }),
      at('before', '2026-11-22T23:59:00+02:00'),
      at('end', '2026-11-29T22:00:00Z'),
    ];
    expect(selectCalendarAppointments(rows, DOCTOR, from, to).map((row) => row.id)).toEqual(['a', 'b', 'c']);
  });

  it('widens the index range by a day each side so any UTC offset falls inside', () => {
    expect(widenedDateRange(from, to)).toEqual({
      $gte: '2026-11-21T22:00:00.000Z',
      $lt: '2026-11-30T22:00:00.000Z',
    });
  });
});

describe('selectPatientAppointments', () => {
  it('keeps every status of the patient, latest first', () => {
    const patient = sampleRow('appointments').patient_id;
    const rows = [
      at('old', '2026-01-10T08:00:00Z', { status: 'cancelled' }),
      at('new', '2026-11-10T08:00:00Z'),
      at('other', '2026-11-11T08:00:00Z', { patient_id: '99999999-0000-4000-8000-000000000000' }),
    ];
    expect(selectPatientAppointments(rows, patient).map((row) => row.id)).toEqual(['new', 'old']);
  });
});
