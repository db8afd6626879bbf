import { describe, expect, it } from 'vitest';
import { differingFields } from './differing-fields.ts';
import { appointment, PATIENT } from './testing/conflict-test-records.ts';

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
