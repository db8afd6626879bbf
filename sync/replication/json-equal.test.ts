import { describe, expect, it } from 'vitest';
import { jsonEqual } from './json-equal.ts';

describe('jsonEqual', () => {
  it('compares scalars by value', () => {
    expect(jsonEqual(1, 1)).toBe(true);
    expect(jsonEqual('a', 'a')).toBe(true);
    expect(jsonEqual(1, '1')).toBe(false);
    expect(jsonEqual(null, null)).toBe(true);
    expect(jsonEqual(null, undefined)).toBe(false);
    expect(jsonEqual(false, null)).toBe(false);
  });

  it('compares objects by keys whatever their order, a missing key like an undefined one', () => {
    expect(jsonEqual({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toBe(true);
    expect(jsonEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(jsonEqual({ a: 1, b: null }, { a: 1 })).toBe(false);
    expect(jsonEqual({ a: 1 }, { a: 2 })).toBe(false);
    expect(jsonEqual({ a: 1 }, { b: 1 })).toBe(false);
  });

  it('compares arrays element by element, in order', () => {
    expect(jsonEqual([1, { a: 2 }], [1, { a: 2 }])).toBe(true);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
    expect(jsonEqual([1], [1, 1])).toBe(false);
    expect(jsonEqual([], {})).toBe(false);
  });
});
