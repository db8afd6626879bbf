import { describe, expect, it } from 'vitest';
import { formatNumericDateTime } from '#lib/date-locale.ts';
import type { ConflictRecord } from '#sync/replication/conflict-store.ts';
import { MESSAGE_KEYS } from '#sync/validation/message-keys.ts';
import {
  conflictSubject,
  differingFields,
  displayValue,
  groupConflicts,
  referencedRows,
  rejectionReason,
  summarizeConflict,
  summarizeConflicts,
} from './conflict-summary.ts';

const PATIENT = '5f3b1c2a-1111-4a2b-8c3d-000000000001';
const DOCTOR = '5f3b1c2a-2222-4a2b-8c3d-000000000002';
const SERVICE = '5f3b1c2a-3333-4a2b-8c3d-000000000003';
const EXTRA = '5f3b1c2a-4444-4a2b-8c3d-000000000004';

// Local times without an offset, so the expected text does not depend on the machine's zone.
const appointment = {
  id: '5f3b1c2a-9999-4a2b-8c3d-000000000009',
  clinic_id: '5f3b1c2a-0000-4a2b-8c3d-000000000000',
  patient_id: PATIENT,
  doctor_id: DOCTOR,
  service_id: SERVICE,
  created_by: DOCTOR,
  appointment_date: '2027-03-12T08:00:00.000Z',
  duration_minutes: 30,
  status: 'scheduled',
  patient_present: null,
  additional_services: [],
  notes: null,
  created_at: '2027-03-01T08:00:00',
  updated_at: '2027-03-01T08:00:00',
  field_updated_at: { '*': '2027-03-01T08:00:00' },
  _deleted: false,
};

function record(overrides: Partial<ConflictRecord>): ConflictRecord {
  return {
    id: 'c1',
    collection: 'appointments',
    docId: appointment.id,
    kind: 'server_won',
    local: { ...appointment },
    server: { ...appointment },
    createdAt: '2027-03-12T07:15:00.000Z',
    ...overrides,
  };
}

describe('formatDateTime', () => {
  it("shows day, month, year, hours and minutes on the clinic's clock, whatever the device's zone", () => {
    expect(formatNumericDateTime('2027-03-12T08:05:00.000Z')).toBe('12.03.2027 10:05');
    expect(formatNumericDateTime('2027-07-12T08:05:00.000Z')).toBe('12.07.2027 11:05');
    expect(formatNumericDateTime('2027-03-12T22:30:00.000Z')).toBe('13.03.2027 00:30');
  });

  it('shows - for a missing or invalid instant', () => {
    expect(formatNumericDateTime(null)).toBe('-');
    expect(formatNumericDateTime('not a date')).toBe('-');
  });
});

describe('displayValue', () => {
  it('words booleans, options, files and structured values by id, never showing raw data', () => {
    expect(displayValue('patients', 'newsletter', true)).toEqual({ type: 'yes_no', value: true });
    expect(displayValue('appointments', 'status', 'cancelled')).toEqual({
      type: 'option',
      collection: 'appointments',
      field: 'status',
      value: 'cancelled',
    });
    expect(displayValue('patients', 'avatar', 'clinic/patients/a.png')).toEqual({ type: 'file' });
    expect(displayValue('clinics', 'schedule', { monday: { open: true } })).toEqual({ type: 'composite' });
  });

  it('keeps links to patients, doctors and services as references, other ids as "another record"', () => {
    expect(displayValue('appointments', 'doctor_id', DOCTOR)).toEqual({
      type: 'references',
      collection: 'users',
      ids: [DOCTOR],
    });
    expect(displayValue('appointments', 'additional_services', [SERVICE, EXTRA])).toEqual({
      type: 'references',
      collection: 'services',
      ids: [SERVICE, EXTRA],
    });
    expect(displayValue('medical_records', 'appointment_id', appointment.id)).toEqual({
      type: 'linked_record',
    });
  });

  it('formats dates and instants, joins text lists and treats blanks as empty', () => {
    expect(displayValue('patients', 'birthday', '1980-05-07')).toEqual({ type: 'text', text: '07.05.1980' });
    expect(displayValue('appointments', 'appointment_date', '2027-03-12T08:00:00.000Z')).toEqual({
      type: 'text',
      text: '12.03.2027 10:00',
    });
    expect(displayValue('patients', 'allergies', ['polen', 'praf'])).toEqual({
      type: 'text',
      text: 'polen, praf',
    });
    expect(displayValue('appointments', 'notes', '')).toEqual({ type: 'empty' });
    expect(displayValue('appointments', 'notes', null)).toEqual({ type: 'empty' });
    expect(displayValue('appointments', 'additional_services', [])).toEqual({ type: 'empty' });
    expect(displayValue('appointments', 'duration_minutes', 45)).toEqual({ type: 'text', text: '45' });
  });
});

describe('differingFields', () => {
  it('lists only the fields that differ, mine against the server, skipping bookkeeping', () => {
    const local = { ...appointment, notes: 'Adus analize', duration_minutes: 45, updated_at: '2027-03-02' };
    const server = { ...appointment, duration_minutes: 30, field_updated_at: { duration_minutes: 'x' } };
    expect(differingFields('appointments', local, server)).toEqual([
      {
        field: 'duration_minutes',
        mine: { type: 'text', text: '45' },
        server: { type: 'text', text: '30' },
      },
      { field: 'notes', mine: { type: 'text', text: 'Adus analize' }, server: { type: 'empty' } },
    ]);
  });

  it('shows a deletion on either side as its own line, last', () => {
    const local = { ...appointment, notes: 'x', _deleted: true };
    expect(differingFields('appointments', local, appointment).map((d) => d.field)).toEqual([
      'notes',
      '_deleted',
    ]);
    expect(differingFields('appointments', local, appointment).at(-1)).toEqual({
      field: '_deleted',
      mine: { type: 'yes_no', value: true },
      server: { type: 'yes_no', value: false },
    });
  });

  it('against no server row lists the filled fields of mine', () => {
    const patient = {
      id: PATIENT,
      clinic_id: appointment.clinic_id,
      first_name: 'Ana',
      last_name: 'Pop',
      name: 'Ana Pop',
      phone: '07',
      email: null,
      _deleted: false,
    };
    expect(differingFields('patients', patient, null).map((d) => d.field)).toEqual([
      'first_name',
      'last_name',
      'phone',
    ]);
  });

  it('treats a missing field and a null one as equal, and objects by their keys', () => {
    const local = { ...appointment, field_updated_at: undefined, extra: null, schedule: { a: 1, b: 2 } };
    const server = { ...appointment, schedule: { b: 2, a: 1 } };
    expect(differingFields('appointments', local, server)).toEqual([]);
  });
});

describe('conflictSubject', () => {
  it('names an appointment by its patient and time, never by an id', () => {
    expect(conflictSubject('appointments', appointment)).toEqual([
      { type: 'references', collection: 'patients', ids: [PATIENT] },
      { type: 'text', text: '12.03.2027 10:00' },
    ]);
  });

  it('leaves out what the row does not have', () => {
    expect(conflictSubject('appointments', { appointment_date: 'garbage' })).toEqual([]);
    expect(conflictSubject('patients', { first_name: ' Ana ', last_name: null })).toEqual([
      { type: 'text', text: 'Ana' },
    ]);
    expect(conflictSubject('tasks', { title: 'Sună pacientul' })).toEqual([
      { type: 'text', text: 'Sună pacientul' },
    ]);
    expect(conflictSubject('partners', { name: '' })).toEqual([]);
  });
});

describe('rejectionReason', () => {
  const refused = (code: string, constraint: string | null, message = 'refused') =>
    ({ code, constraint, message }) as const;

  it('maps a named check to the validation key of its rule and its column', () => {
    expect(rejectionReason('patients', refused('23514', 'patients_phone_format'))).toEqual({
      type: 'validation',
      key: MESSAGE_KEYS.phoneInvalid,
      field: 'phone',
    });
    expect(rejectionReason('patients', refused('23514', 'patients_first_name_required'))).toEqual({
      type: 'validation',
      key: MESSAGE_KEYS.required,
      field: 'first_name',
    });
    expect(rejectionReason('appointments', refused('23514', 'appointments_duration_step'))).toEqual({
      type: 'validation',
      key: MESSAGE_KEYS.durationInvalid,
      field: 'duration_minutes',
    });
    expect(
      rejectionReason('doctor_services', refused('23514', 'doctor_services_price_non_negative')),
    ).toEqual({ type: 'validation', key: MESSAGE_KEYS.priceInvalid, field: 'price' });
    expect(rejectionReason('partners', refused('23514', 'partners_rating_range'))).toEqual({
      type: 'validation',
      key: MESSAGE_KEYS.ratingInvalid,
      field: 'rating',
    });
    expect(rejectionReason('tasks', refused('23514', 'tasks_status_valid'))).toEqual({
      type: 'validation',
      key: MESSAGE_KEYS.optionInvalid,
      field: 'status',
    });
    expect(rejectionReason('clinics', refused('23514', 'clinics_schedule_valid'))).toEqual({
      type: 'validation',
      key: MESSAGE_KEYS.scheduleInvalid,
      field: 'schedule',
    });
    expect(rejectionReason('patients', refused('23514', 'patients_allergies_list'))).toEqual({
      type: 'validation',
      key: MESSAGE_KEYS.listInvalid,
      field: 'allergies',
    });
  });

  it('maps the other rules and SQLSTATEs to a refusal code', () => {
    expect(rejectionReason('appointments', refused('23P01', 'appointments_no_double_booking'))).toEqual({
      type: 'refusal',
      code: 'slot_taken',
    });
    expect(rejectionReason('appointments', refused('23503', 'appointments_patient_id_same_clinic'))).toEqual({
      type: 'refusal',
      code: 'other_clinic',
    });
    expect(
      rejectionReason('doctor_services', refused('23505', 'doctor_services_doctor_service_unique')),
    ).toEqual({ type: 'refusal', code: 'duplicate' });
    expect(rejectionReason('tasks', refused('23503', 'tasks_assigned_to_fkey'))).toEqual({
      type: 'refusal',
      code: 'missing_parent',
    });
    expect(rejectionReason('tasks', refused('42501', null))).toEqual({
      type: 'refusal',
      code: 'not_permitted',
    });
    expect(rejectionReason('tasks', refused('P0001', null))).toEqual({ type: 'refusal', code: 'refused' });
    expect(rejectionReason('tasks', undefined)).toEqual({ type: 'refusal', code: 'refused' });
  });

  it('reads the column of a not-null refusal from the message, and calls bad values invalid', () => {
    const notNull = refused(
      '23502',
      null,
      'null value in column "title" of relation "tasks" violates not-null',
    );
    expect(rejectionReason('tasks', notNull)).toEqual({
      type: 'validation',
      key: MESSAGE_KEYS.required,
      field: 'title',
    });
    expect(rejectionReason('tasks', refused('22P02', null))).toEqual({
      type: 'validation',
      key: MESSAGE_KEYS.invalid,
      field: null,
    });
    expect(rejectionReason('tasks', refused('23514', 'tasks_something_new'))).toEqual({
      type: 'validation',
      key: MESSAGE_KEYS.invalid,
      field: null,
    });
  });
});

describe('summarizeConflict', () => {
  it('describes an appointment the server decided otherwise', () => {
    const summary = summarizeConflict(record({ local: { ...appointment, notes: 'Mine' } }));
    expect(summary).toEqual({
      id: 'c1',
      docId: '5f3b1c2a-9999-4a2b-8c3d-000000000009',
      kind: 'server_won',
      collection: 'appointments',
      subject: [
        { type: 'references', collection: 'patients', ids: [PATIENT] },
        { type: 'text', text: '12.03.2027 10:00' },
      ],
      recordedAt: '12.03.2027 09:15',
      differences: [{ field: 'notes', mine: { type: 'text', text: 'Mine' }, server: { type: 'empty' } }],
      reason: { type: 'refusal', code: 'server_won' },
      rule: null,
      needsNewTime: false,
      canReapply: true,
      newRow: false,
      parent: null,
    });
  });

  it('a booking whose slot was taken needs a new time and cannot be re-applied', () => {
    const summary = summarizeConflict(
      record({ kind: 'overlap', server: { ...appointment, status: 'conflict' } }),
    );
    expect(summary.needsNewTime).toBe(true);
    expect(summary.canReapply).toBe(false);
    expect(summary.reason).toEqual({ type: 'refusal', code: 'slot_taken' });
    expect(summary.differences).toEqual([
      {
        field: 'status',
        mine: { type: 'option', collection: 'appointments', field: 'status', value: 'scheduled' },
        server: { type: 'option', collection: 'appointments', field: 'status', value: 'conflict' },
      },
    ]);
  });

  it('a refused change keeps the rule name for support', () => {
    const summary = summarizeConflict(
      record({
        kind: 'rejected',
        local: { ...appointment, duration_minutes: 20 },
        error: { code: '23514', constraint: 'appointments_duration_step', message: 'violates check' },
      }),
    );
    expect(summary.reason).toEqual({
      type: 'validation',
      key: MESSAGE_KEYS.durationInvalid,
      field: 'duration_minutes',
    });
    expect(summary.rule).toBe('appointments_duration_step');
    expect(summary.canReapply).toBe(true);
  });

  it('names a row of an unknown collection without failing', () => {
    const summary = summarizeConflict(
      record({
        collection: 'invoices',
        local: { id: 'x', name: 'F1', total: 3 },
        server: null,
        kind: 'rejected',
      }),
    );
    expect(summary.collection).toBe('invoices');
    expect(summary.subject).toEqual([{ type: 'text', text: 'F1' }]);
    expect(summary.differences.map((d) => d.field)).toEqual(['name', 'total']);
  });
});

describe('summarizeConflicts and referencedRows', () => {
  it('orders oldest first and lists each linked row once', () => {
    const newer = record({
      id: 'new',
      createdAt: '2027-03-12T11:00:00',
      local: { ...appointment, doctor_id: PATIENT },
    });
    const older = record({ id: 'old', createdAt: '2027-03-12T08:00:00' });
    const summaries = summarizeConflicts([newer, older]);
    expect(summaries.map((s) => s.id)).toEqual(['old', 'new']);
    expect(referencedRows(summaries)).toEqual([
      { collection: 'patients', id: PATIENT },
      { collection: 'users', id: PATIENT },
      { collection: 'users', id: DOCTOR },
    ]);
  });
});

describe('groupConflicts', () => {
  const patientConflict = record({
    id: 'patient',
    collection: 'patients',
    docId: PATIENT,
    kind: 'rejected',
    local: { id: PATIENT, first_name: 'Ion', last_name: 'Pop', _deleted: false },
    server: null,
    error: { code: '23514', constraint: 'patients_cnp_format', message: 'cnp' },
    createdAt: '2027-03-12T08:00:00',
  });
  const bookingConflict = record({
    id: 'booking',
    kind: 'rejected',
    server: null,
    error: { code: '23503', constraint: 'appointments_patient_id_fkey', message: 'missing' },
    parent: { collection: 'patients', docId: PATIENT },
    createdAt: '2027-03-12T08:00:01',
  });
  const itemConflict = record({
    id: 'item',
    collection: 'medical_records',
    docId: 'r1',
    kind: 'rejected',
    local: { id: 'r1', appointment_id: appointment.id, patient_id: PATIENT, _deleted: false },
    server: null,
    error: { code: '23503', constraint: 'medical_records_appointment_id_fkey', message: 'missing' },
    parent: { collection: 'appointments', docId: appointment.id },
    createdAt: '2027-03-12T08:00:02',
  });
  const unrelated = record({ id: 'other', createdAt: '2027-03-12T07:00:00' });

  it('puts the rows refused because of a new patient under him, parents before children', () => {
    const groups = groupConflicts(
      summarizeConflicts([itemConflict, unrelated, bookingConflict, patientConflict]),
    );
    expect(groups.map((group) => [group.lead.id, group.followers.map((f) => f.id)])).toEqual([
      ['other', []],
      ['patient', ['booking', 'item']],
    ]);
    const [, family] = groups;
    expect(family?.lead.newRow).toBe(true);
    expect(family?.followers[0]?.reason).toEqual({ type: 'refusal', code: 'parent_refused' });
  });

  it('lets a child lead its own group once its parent is settled', () => {
    const groups = groupConflicts(summarizeConflicts([bookingConflict, itemConflict]));
    expect(groups.map((group) => [group.lead.id, group.followers.map((f) => f.id)])).toEqual([
      ['booking', ['item']],
    ]);
  });
});
