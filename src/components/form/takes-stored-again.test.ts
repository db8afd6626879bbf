import { describe, expect, it } from 'vitest';
import { sameInput, takesStoredAgain } from './takes-stored-again.ts';

const startedFrom = { name: 'Popescu', phone: '0722', days: [{ open: true }] };

describe('takesStoredAgain', () => {
  it('takes the newer copy while nothing was typed', () => {
    expect(
      takesStoredAgain({ input: { ...startedFrom }, startedFrom, newer: { ...startedFrom, phone: '0733' } }),
    ).toBe(true);
  });

  it('takes the newer copy when what was typed is what it stores (this device saved it)', () => {
    const newer = { ...startedFrom, phone: '0733' };
    expect(takesStoredAgain({ input: { ...newer }, startedFrom, newer })).toBe(true);
  });

  it('keeps the user’s edits otherwise, nested lists included', () => {
    const input = { ...startedFrom, days: [{ open: false }] };
    expect(takesStoredAgain({ input, startedFrom, newer: { ...startedFrom, phone: '0733' } })).toBe(false);
  });
});

describe('sameInput', () => {
  it('compares by value', () => {
    expect(sameInput({ a: [1, 2] }, { a: [1, 2] })).toBe(true);
    expect(sameInput({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
  });
});
