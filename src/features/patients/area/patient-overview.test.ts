import { describe, expect, it } from 'vitest';
import type { AppointmentDoc } from '#sync/collections/appointments-collection.ts';
import { summarizeVisits } from './patient-overview.ts';

const visit = (id: string, date: string, doctor: string, status: AppointmentDoc['status'] = 'scheduled') =>
  ({ id, appointment_date: date, doctor_id: doctor, status }) as AppointmentDoc;

describe('summarizeVisits', () => {
  const now = new Date('2026-11-21T12:00:00Z');

  it('finds the last visit up to now and the nearest scheduled one after', () => {
    const summary = summarizeVisits(
      [
        visit('a', '2026-10-01T08:00:00Z', 'd1'),
        visit('b', '2026-11-20T08:00:00Z', 'd2'),
        visit('c', '2026-12-20T08:00:00Z', 'd1'),
        visit('d', '2026-11-25T08:00:00Z', 'd3', 'cancelled'),
        visit('e', '2026-11-30T08:00:00Z', 'd1'),
      ],
      now,
    );
    expect(summary.last?.id).toBe('b');
    expect(summary.next?.id).toBe('e');
    expect(summary.doctorIds).toEqual(['d1', 'd3', 'd2']);
    expect(summary.total).toBe(5);
  });

  it('is empty for a patient with no appointments', () => {
    expect(summarizeVisits([], now)).toEqual({ last: null, next: null, doctorIds: [], total: 0 });
  });
});
