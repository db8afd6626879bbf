/**
 * The convergence fuzz's judge, on hand-made histories: what counts as a lost edit under
 * field-level last write wins, what a booking may become, which rows of a run count as doubled,
 * and how children relate to their parents' creation.
 */
import { describe, expect, it } from 'vitest';
import {
  type AcceptedWrite,
  checkBooking,
  checkLastWriteWins,
  checkNoStrays,
  childCounts,
  createLedger,
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

  it('accepts a tombstone the server made with a deleted parent, and only then', () => {
    const tombstoned = row({ first_name: 'A', phone: '0700000000' }, true);
    expect(checkLastWriteWins('medical_records', 'p1', [created], tombstoned, { cascaded: true })).toEqual(
      [],
    );
    expect(checkLastWriteWins('medical_records', 'p1', [created], tombstoned)[0]?.message).toMatch(
      /no device deleted it/,
    );
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

describe('record items and documents', () => {
  const item = (fields: Record<string, unknown>, kind: AcceptedWrite['kind'] = 'create'): AcceptedWrite => ({
    step: 1,
    client: 2,
    collection: 'medical_records',
    docId: 'r1',
    kind,
    sentAt: 0,
    acceptedAt: 5,
    fields,
  });
  const created = item({
    appointment_id: 'a1',
    patient_id: 'p1',
    category: 'notes',
    description: 'Record s1c2',
  });
  const server = (fields: Record<string, unknown>, deleted = false): ServerRow => ({
    id: 'r1',
    deleted,
    appointment_id: 'a1',
    patient_id: 'p1',
    category: 'notes',
    description: 'Record s1c2',
    ...fields,
  });

  it('keeps an item as created, or deleted when a device deleted it', () => {
    expect(checkLastWriteWins('medical_records', 'r1', [created], server({}))).toEqual([]);
    const removed = { ...item({ deleted: true }, 'delete'), step: 2, sentAt: 10, acceptedAt: 15 };
    expect(checkLastWriteWins('medical_records', 'r1', [created, removed], server({}, true))).toEqual([]);
  });

  it('flags a lost item, one moved to another visit, and one deleted by nobody', () => {
    expect(checkLastWriteWins('medical_records', 'r1', [created], undefined)[0]?.message).toMatch(
      /missing on the server/,
    );
    expect(
      checkLastWriteWins('medical_records', 'r1', [created], server({ appointment_id: 'a2' }))[0]?.field,
    ).toBe('appointment_id');
    // A tombstone nobody asked for: the item is gone for everyone.
    expect(checkLastWriteWins('medical_records', 'r1', [created], server({}, true))[0]?.message).toMatch(
      /no device deleted it/,
    );
  });
});

describe('checkNoStrays', () => {
  const ledger = createLedger();
  ledger.record({
    step: 1,
    client: 0,
    collection: 'medical_documents',
    docId: 'd1',
    kind: 'create',
    sentAt: 0,
    acceptedAt: 5,
    fields: { medical_record_id: 'r1', name: 'doc-s1c0.pdf' },
  });
  ledger.record({
    step: 2,
    client: 1,
    collection: 'medical_documents',
    docId: 'd2',
    kind: 'delete',
    sentAt: 10,
    acceptedAt: 15,
    fields: { deleted: true },
  });
  const row = (id: string, deleted = false): ServerRow => ({ id, deleted, name: `${id}.pdf` });

  it('accepts the rows the devices created, tombstones included', () => {
    expect(checkNoStrays('medical_documents', ledger, [row('d1'), row('d1', true)])).toEqual([]);
  });

  it('flags a row of the run that no accepted create made (a copy under another id)', () => {
    const violations = checkNoStrays('medical_documents', ledger, [row('d1'), row('d3')]);
    expect(violations.map((violation) => violation.docId)).toEqual(['d3']);
    expect(violations[0]?.message).toMatch(/no device created it/);
    // Deleted by a device is not created by one: the row still came from nowhere the ledger knows.
    expect(checkNoStrays('medical_documents', ledger, [row('d2', true)])[0]?.message).toMatch(/\(deleted\)/);
  });
});

describe('childCounts', () => {
  it('tells children made with their parent from children of another device’s offline rows', () => {
    const ledger = createLedger();
    const create = (
      collection: AcceptedWrite['collection'],
      docId: string,
      client: number,
      tick: number,
      offline: boolean,
      fields: Record<string, unknown> = {},
    ) =>
      ledger.record({
        step: 0,
        client,
        collection,
        docId,
        kind: 'create',
        sentAt: 0,
        acceptedAt: 0,
        tick,
        offline,
        fields,
      });
    create('patients', 'p1', 0, 1, true);
    // A walk-in: booked in the patient's tick, offline like it; its item in a later tick, still offline.
    create('appointments', 'a1', 0, 1, true, { patient_id: 'p1' });
    create('medical_records', 'r1', 0, 2, true, { appointment_id: 'a1' });
    // Another device's document of that item, once it came through.
    create('medical_documents', 'd1', 1, 5, false, { medical_record_id: 'r1' });
    // A booking of a patient the run did not make.
    create('appointments', 'a2', 1, 5, false, { patient_id: 'p-demo' });
    expect(childCounts(ledger)).toEqual({
      appointments: { created: 2, sameTick: 1, offlineWithParent: 1, parentOfflineElsewhere: 0 },
      medical_records: { created: 1, sameTick: 0, offlineWithParent: 1, parentOfflineElsewhere: 0 },
      medical_documents: { created: 1, sameTick: 0, offlineWithParent: 0, parentOfflineElsewhere: 1 },
    });
  });
});
