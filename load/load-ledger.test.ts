import { describe, expect, it } from 'vitest';
import { checkLedger, type LoadLedger, type ServerAppointment, type ServerPatient } from './load-ledger.ts';

const patient = (id: string, address: string | null, lastName = 'Pop'): ServerPatient => ({
  id,
  address,
  last_name: lastName,
  deleted: false,
});
const empty: LoadLedger = { edits: [], creates: [], bookings: [] };
const noAppointments = new Map<string, ServerAppointment>();

describe('checkLedger', () => {
  it('accepts the latest edit of each patient, ties either way', () => {
    const ledger: LoadLedger = {
      ...empty,
      edits: [
        { patientId: 'p1', value: 'old', changedAt: '2026-11-27T10:00:00.000Z' },
        { patientId: 'p1', value: 'new', changedAt: '2026-11-27T10:00:01.000Z' },
        { patientId: 'p2', value: 'a', changedAt: '2026-11-27T10:00:00.000Z' },
        { patientId: 'p2', value: 'b', changedAt: '2026-11-27T10:00:00.000Z' },
      ],
    };
    const patients = new Map([
      ['p1', patient('p1', 'new')],
      ['p2', patient('p2', 'a')],
    ]);
    expect(checkLedger(ledger, patients, noAppointments, new Map())).toEqual({ lost: [], doubled: [] });
  });

  it('reports an older edit that won, and an edited patient that is gone', () => {
    const ledger: LoadLedger = {
      ...empty,
      edits: [
        { patientId: 'p1', value: 'old', changedAt: '2026-11-27T10:00:00.000Z' },
        { patientId: 'p1', value: 'new', changedAt: '2026-11-27T10:00:01.000Z' },
        { patientId: 'p3', value: 'x', changedAt: '2026-11-27T10:00:00.000Z' },
      ],
    };
    const result = checkLedger(ledger, new Map([['p1', patient('p1', 'old')]]), noAppointments, new Map());
    expect(result.lost).toHaveLength(2);
    expect(result.lost[0]).toContain('"old"');
  });

  it('reports a create missing or stored twice', () => {
    const ledger: LoadLedger = {
      ...empty,
      creates: [
        { patientId: 'c1', lastName: 'D1N1' },
        { patientId: 'c2', lastName: 'D1N2' },
      ],
    };
    const result = checkLedger(
      ledger,
      new Map([['c1', patient('c1', null, 'D1N1')]]),
      noAppointments,
      new Map([['D1N1', 2]]),
    );
    expect(result.lost).toEqual(['patient c2: created, not on the server']);
    expect(result.doubled).toEqual(['patient D1N1: 2 rows for one create']);
  });

  it('reports a booking that is not on the server as booked', () => {
    const booked = { appointmentId: 'a1', doctorId: 'd1', appointmentDate: '2027-01-05T08:00:00.000Z' };
    const kept = new Map([
      [
        'a1',
        {
          id: 'a1',
          doctor_id: 'd1',
          appointment_date: '2027-01-05T08:00:00+00:00',
          status: 'scheduled',
          deleted: false,
        },
      ],
    ]);
    expect(checkLedger({ ...empty, bookings: [booked] }, new Map(), kept, new Map()).lost).toEqual([]);
    const cancelled = new Map([['a1', { ...(kept.get('a1') as ServerAppointment), status: 'cancelled' }]]);
    expect(checkLedger({ ...empty, bookings: [booked] }, new Map(), cancelled, new Map()).lost).toHaveLength(
      1,
    );
    expect(
      checkLedger({ ...empty, bookings: [booked] }, new Map(), noAppointments, new Map()).lost,
    ).toHaveLength(1);
  });
});
