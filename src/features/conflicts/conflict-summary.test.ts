import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS } from '#sync/validation/message-keys.ts';
import { referencedRows, summarizeConflict, summarizeConflicts } from './conflict-summary.ts';
import { appointment, DOCTOR, PATIENT, record } from './testing/conflict-test-records.ts';

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
