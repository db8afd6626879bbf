import { describe, expect, it } from 'vitest';
import type { AppointmentDoc } from '#sync/api/documents.ts';
import { sampleRow } from '#sync/testing/sample-rows.ts';
import { planSeriesEdit } from './series-edit.ts';

function visit(id: string, date: string, fields: Partial<AppointmentDoc> = {}): AppointmentDoc {
  return {
    ...(sampleRow('appointments') as AppointmentDoc),
    id,
    doctor_id: 'dr',
    appointment_date: date,
    duration_minutes: 30,
    series_id: 's1',
    ...fields,
  };
}

// Tuesdays at 10:00 in Bucharest, across the spring clock change (28 March 2027).
const series = [
  visit('a', '2027-03-16T08:00:00.000Z'),
  visit('b', '2027-03-23T08:00:00.000Z'),
  visit('c', '2027-03-30T07:00:00.000Z'),
  visit('d', '2027-04-06T07:00:00.000Z', { status: 'cancelled' }),
];
const [, b] = series;
const values = (date: string) => ({
  patient_id: 'p',
  doctor_id: 'dr',
  service_id: 's',
  duration_minutes: 30,
  appointment_date: date,
});

describe('an edit of this visit and the following', () => {
  it('moves each live visit by the same days to the same clock time', () => {
    if (!b) throw new Error('fixture');
    // 23 March 10:00 → Wednesday 24 March 11:00.
    const plan = planSeriesEdit(b, series, 'following', values('2027-03-24T09:00:00.000Z'), {
      schedule: null,
      doctorAppointments: series,
    });
    expect(plan.updates.map(({ visit, start }) => [visit.id, start])).toEqual([
      ['b', '2027-03-24T09:00:00.000Z'],
      ['c', '2027-03-31T08:00:00.000Z'],
    ]);
    expect(plan.collisions).toEqual([]);
  });

  it('names the visits that would land on a slot the doctor holds', () => {
    if (!b) throw new Error('fixture');
    const other = visit('other', '2027-03-31T08:00:00.000Z', { series_id: null });
    const plan = planSeriesEdit(b, series, 'all', values('2027-03-24T09:00:00.000Z'), {
      schedule: null,
      doctorAppointments: [...series, other],
    });
    expect(plan.updates.map(({ visit }) => visit.id)).toEqual(['a', 'b', 'c']);
    expect(plan.collisions.map(({ occurrence }) => occurrence.day)).toEqual(['2027-03-31']);
  });
});
