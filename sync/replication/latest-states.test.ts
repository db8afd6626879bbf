import { describe, expect, it } from 'vitest';
import { latestStates } from './latest-states.ts';

interface Booking {
  id: string;
  patient_id: string;
  notes: string;
}

describe('the states a push batch sends', () => {
  const read: Booking[] = [
    { id: 'a1', patient_id: 'p1', notes: 'read' },
    { id: 'a2', patient_id: 'p1', notes: 'read' },
    { id: 'a3', patient_id: 'p1', notes: 'read' },
  ];

  it('sends each document as stored now, in the order read', () => {
    const stored = [
      { id: 'a2', patient_id: 'p1', notes: 'edited while waiting' },
      { id: 'a1', patient_id: 'p1', notes: 'read' },
    ];
    expect(latestStates(read, stored, () => false)).toEqual([
      { id: 'a1', patient_id: 'p1', notes: 'read' },
      { id: 'a2', patient_id: 'p1', notes: 'edited while waiting' },
      // Not found now (removed for good meanwhile): the state read goes, as before.
      { id: 'a3', patient_id: 'p1', notes: 'read' },
    ]);
  });

  it('keeps the state read where the stored one names a row still waiting here', () => {
    // a1 was moved to a patient created offline whose push is not answered yet: its parent first.
    const stored = [
      { id: 'a1', patient_id: 'new-patient', notes: 'moved' },
      { id: 'a2', patient_id: 'p1', notes: 'edited' },
    ];
    const waiting = (doc: Booking) => doc.patient_id === 'new-patient';
    expect(latestStates(read, stored, waiting).map((doc) => doc.notes)).toEqual(['read', 'edited', 'read']);
  });
});
