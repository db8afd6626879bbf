import { describe, expect, it } from 'vitest';
import { namesFromConflicts, referenceKey } from './reference-names.ts';
import { appointment, PATIENT, record } from './testing/conflict-test-records.ts';

describe('namesFromConflicts', () => {
  it('names a refused new patient, doctor or service from the version kept in its conflict', () => {
    const names = namesFromConflicts([
      record({
        id: 'patient',
        collection: 'patients',
        docId: PATIENT,
        local: { id: PATIENT, first_name: ' Ion ', last_name: 'Pop' },
        server: null,
      }),
      record({ id: 'service', collection: 'services', docId: 's1', local: { name: 'Consult' } }),
    ]);
    expect(names).toEqual(
      new Map([
        [referenceKey('patients', PATIENT), 'Ion Pop'],
        [referenceKey('services', 's1'), 'Consult'],
      ]),
    );
  });

  it('leaves out rows nothing links to by name, and rows with no name', () => {
    const names = namesFromConflicts([
      record({ local: { ...appointment, name: 'x' } }),
      record({ collection: 'users', docId: 'u1', local: { name: '  ' } }),
    ]);
    expect(names.size).toBe(0);
  });
});
