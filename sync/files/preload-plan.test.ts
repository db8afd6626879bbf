import { describe, expect, it } from 'vitest';
import { preloadPlan } from './preload-plan.ts';

const doc = (patient_id: string, storage_path: string | null, size_bytes = 10) => ({
  patient_id,
  storage_path,
  size_bytes,
});

describe('preloadPlan', () => {
  it('takes the booked patients’ documents, soonest appointment first, skipping those held and unsent', () => {
    expect(
      preloadPlan({
        patientsInOrder: ['b', 'a', 'b'],
        documents: [doc('a', 'a1'), doc('b', 'b1'), doc('b', 'b2'), doc('c', 'c1'), doc('a', null)],
        held: new Set(['b2']),
        heldBytes: 0,
        budgetBytes: 1000,
      }),
    ).toEqual(['b1', 'a1']);
  });

  it('stops at the budget, counting what the device already holds', () => {
    expect(
      preloadPlan({
        patientsInOrder: ['a'],
        documents: [doc('a', 'a1', 40), doc('a', 'a2', 40), doc('a', 'a3', 10)],
        held: new Set(),
        heldBytes: 30,
        budgetBytes: 100,
      }),
    ).toEqual(['a1']);
  });
});
