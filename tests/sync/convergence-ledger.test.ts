/**
 * The convergence fuzz's judge, on hand-made histories: what counts as a lost edit under
 * field-level last write wins, and what a booking may become.
 */
import { describe, expect, it } from 'vitest';
import {
  type AcceptedWrite,
  checkBooking,
  checkLastWriteWins,
  type ServerRow,
} from './support/fuzz-ledger.ts';

let step = 0;
function write(
  client: number,
  kind: AcceptedWrite['kind'],
  fields: Record<string, unknown>,
  sentAt: number,
  acceptedAt = sentAt + 5,
): AcceptedWrite {
  step += 1;
  return { step, client, collection: 'patients', docId: 'p1', fields, kind, sentAt, acceptedAt };
}

function row(fields: Record<string, unknown>, deleted = false): ServerRow {
  return { id: 'p1', deleted, ...fields };
}

const created = write(0, 'create', { first_name: 'A', phone: '0700000000' }, 0);

describe('checkLastWriteWins', () => {
  it('accepts the latest edit of each field, and an earlier one superseded by it', () => {
    const a = write(1, 'update', { first_name: 'B' }, 100);
    const b = write(2, 'update', { first_name: 'C' }, 200);
    const phone = write(1, 'update', { phone: '0711111111' }, 150);
    expect(
      checkLastWriteWins(
        'patients',
        'p1',
        [created, a, phone, b],
        row({ first_name: 'C', phone: '0711111111' }),
      ),
    ).toEqual([]);
  });

  it('flags a later edit that lost to an earlier one', () => {
    const a = write(1, 'update', { first_name: 'B' }, 100);
    const b = write(2, 'update', { first_name: 'C' }, 200);
    const violations = checkLastWriteWins(
      'patients',
      'p1',
      [created, a, b],
      row({ first_name: 'B', phone: '0700000000' }),
    );
    expect(violations).toHaveLength(1);
    expect(violations[0]?.message).toMatch(/"C" \(step \d+\) was made after "B"/);
  });

  it('lets the winner count from its device’s last write to the document (one push dates all fields)', () => {
    const a = write(1, 'update', { first_name: 'B' }, 100);
    const b = write(2, 'update', { first_name: 'C' }, 200);
    const laterOnOne = write(1, 'update', { phone: '0722222222' }, 300);
    expect(
      checkLastWriteWins(
        'patients',
        'p1',
        [created, a, b, laterOnOne],
        row({ first_name: 'B', phone: '0722222222' }),
      ),
    ).toEqual([]);
  });

  it('treats edits that overlapped in time as either order', () => {
    const a = write(1, 'update', { first_name: 'B' }, 100, 160);
    const b = write(2, 'update', { first_name: 'C' }, 150, 170);
    expect(
      checkLastWriteWins('patients', 'p1', [created, a, b], row({ first_name: 'B', phone: '0700000000' })),
    ).toEqual([]);
  });

  it('lets a deletion supersede every edit of the record', () => {
    const removed = write(1, 'delete', { deleted: true }, 100);
    const editAfter = write(2, 'update', { first_name: 'Late' }, 200);
    expect(
      checkLastWriteWins('patients', 'p1', [created, removed, editAfter], row({ first_name: 'A' }, true)),
    ).toEqual([]);
  });

  it('flags a value nobody wrote, a missing row and an undone delete', () => {
    expect(
      checkLastWriteWins('patients', 'p1', [created], row({ first_name: 'Z', phone: '0700000000' }))[0]
        ?.message,
    ).toMatch(/which no device wrote/);
    expect(checkLastWriteWins('patients', 'p1', [created], undefined)[0]?.message).toMatch(
      /missing on the server/,
    );
    const removed = write(1, 'delete', { deleted: true }, 100);
    expect(
      checkLastWriteWins(
        'patients',
        'p1',
        [created, removed],
        row({ first_name: 'A', phone: '0700000000' }),
      )[0]?.message,
    ).toMatch(/deleted on a device but live/);
  });
});

describe('checkBooking', () => {
  const booked: AcceptedWrite = {
    step: 1,
    client: 0,
    collection: 'appointments',
    docId: 'a1',
    kind: 'create',
    sentAt: 0,
    acceptedAt: 5,
    fields: {
      patient_id: 'p1',
      doctor_id: 'd1',
      appointment_date: '2095-01-01T08:00:00.000Z',
      duration_minutes: 30,
      status: 'scheduled',
    },
  };
  const server = (fields: Record<string, unknown>): ServerRow => ({
    id: 'a1',
    deleted: false,
    patient_id: 'p1',
    doctor_id: 'd1',
    appointment_date: '2095-01-01T08:00:00+00:00',
    duration_minutes: 30,
    status: 'scheduled',
    ...fields,
  });

  it('accepts the booking as booked, or kept as a conflict', () => {
    expect(checkBooking('a1', [booked], server({}))).toEqual([]);
    expect(checkBooking('a1', [booked], server({ status: 'conflict' }))).toEqual([]);
  });

  it('accepts a rebooked slot, and cancelled only when someone cancelled', () => {
    const rebooked: AcceptedWrite = {
      ...booked,
      step: 2,
      kind: 'update',
      fields: { appointment_date: '2095-01-01T09:00:00.000Z', duration_minutes: 45, status: 'scheduled' },
    };
    expect(
      checkBooking(
        'a1',
        [booked, rebooked],
        server({ appointment_date: '2095-01-01T09:00:00+00:00', duration_minutes: 45 }),
      ),
    ).toEqual([]);
    expect(checkBooking('a1', [booked], server({ status: 'cancelled' }))[0]?.field).toBe('status');
    const cancelled: AcceptedWrite = { ...booked, step: 3, kind: 'update', fields: { status: 'cancelled' } };
    expect(checkBooking('a1', [booked, cancelled], server({ status: 'cancelled' }))).toEqual([]);
  });

  it('flags a lost booking, a moved one and a mixed-up slot', () => {
    expect(checkBooking('a1', [booked], undefined)[0]?.message).toMatch(/missing on the server/);
    expect(checkBooking('a1', [booked], server({ doctor_id: 'd2' }))[0]?.field).toBe('doctor_id');
    expect(checkBooking('a1', [booked], server({ duration_minutes: 60 }))[0]?.field).toBe('appointment_date');
  });
});
