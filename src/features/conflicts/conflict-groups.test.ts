import { describe, expect, it } from 'vitest';
import { groupConflicts } from './conflict-groups.ts';
import { summarizeConflicts } from './conflict-summary.ts';
import { appointment, PATIENT, record } from './testing/conflict-test-records.ts';

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
