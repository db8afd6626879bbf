import { describe, expect, it } from 'vitest';
import { conflictSubject } from './conflict-subject.ts';
import { appointment, PATIENT } from './testing/conflict-test-records.ts';

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
