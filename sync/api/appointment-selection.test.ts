import { describe, expect, it } from 'vitest';
import type { ConflictRecord } from '../replication/sync-meta-store.ts';
import { sampleRow } from '../testing/sample-rows.ts';
import {
  selectCalendarAppointments,
  selectPatientAppointments,
  selectRefusedBookings,
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

describe('selectRefusedBookings', () => {
  const from = '2026-11-22T22:00:00.000Z';
  const to = '2026-11-29T22:00:00.000Z';
  const conflict = (
    local: Record<string, unknown>,
    overrides: Partial<ConflictRecord> = {},
  ): ConflictRecord => ({
    id: `c-${String(local.id)}`,
    collection: 'appointments',
    docId: String(local.id),
    kind: 'rejected',
    local: { ...local, _deleted: false },
    server: null,
    error: { code: '23503', constraint: 'appointments_patient_id_fkey', message: 'missing' },
    createdAt: '2026-11-24T10:00:00.000Z',
    ...overrides,
  });

  it('keeps the doctor’s bookings of the week the server never had, earliest first', () => {
    const refused = selectRefusedBookings(
      [
        conflict(at('b7c8d9e0-0000-4000-8000-000000000002', '2026-11-25T08:00:00Z')),
        conflict(at('b7c8d9e0-0000-4000-8000-000000000001', '2026-11-24T08:00:00Z')),
        // The server has these: the calendar shows the server's row already.
        conflict(at('b7c8d9e0-0000-4000-8000-000000000003', '2026-11-24T09:00:00Z'), {
          server: { id: 'b7c8d9e0-0000-4000-8000-000000000003' },
        }),
        // Another doctor, another week, a cancellation, a deletion, another collection.
        conflict(
          at('b7c8d9e0-0000-4000-8000-000000000004', '2026-11-24T09:00:00Z', {
            doctor_id: '99999999-0000-4000-8000-000000000000',
          }),
        ),
        conflict(at('b7c8d9e0-0000-4000-8000-000000000005', '2026-12-01T09:00:00Z')),
        conflict(at('b7c8d9e0-0000-4000-8000-000000000006', '2026-11-24T11:00:00Z', { status: 'cancelled' })),
        {
          ...conflict(at('b7c8d9e0-0000-4000-8000-000000000007', '2026-11-24T12:00:00Z')),
          local: { ...at('b7c8d9e0-0000-4000-8000-000000000007', '2026-11-24T12:00:00Z'), _deleted: true },
        },
        conflict(at('b7c8d9e0-0000-4000-8000-000000000008', '2026-11-24T13:00:00Z'), { collection: 'tasks' }),
      ],
      DOCTOR,
      from,
      to,
    );
    expect(refused.map((booking) => booking.id)).toEqual([
      'b7c8d9e0-0000-4000-8000-000000000001',
      'b7c8d9e0-0000-4000-8000-000000000002',
    ]);
  });

  it('leaves out a kept version that is not a valid appointment', () => {
    const broken = conflict({
      ...at('b7c8d9e0-0000-4000-8000-000000000009', '2026-11-24T08:00:00Z'),
      duration_minutes: 'x',
    });
    expect(selectRefusedBookings([broken], DOCTOR, from, to)).toEqual([]);
  });
});
