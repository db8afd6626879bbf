import { describe, expect, it } from 'vitest';
import { toggleFilterValue } from './filter-selection.ts';

describe('toggleFilterValue', () => {
  it('adds and removes options of a multiple-choice filter', () => {
    expect(toggleFilterValue([], 'a', 'multiple')).toEqual(['a']);
    expect(toggleFilterValue(['a'], 'b', 'multiple')).toEqual(['a', 'b']);
    expect(toggleFilterValue(['a', 'b'], 'a', 'multiple')).toEqual(['b']);
  });
  it('replaces the choice of a single-choice filter, and clears it when chosen again', () => {
    expect(toggleFilterValue([], 'a', 'single')).toEqual(['a']);
    expect(toggleFilterValue(['a'], 'b', 'single')).toEqual(['b']);
    expect(toggleFilterValue(['a'], 'a', 'single')).toEqual([]);
  });
  it('keeps a required single choice when it is chosen again', () => {
    expect(toggleFilterValue(['a'], 'a', 'single', true)).toEqual(['a']);
    expect(toggleFilterValue(['a'], 'b', 'single', true)).toEqual(['b']);
    expect(toggleFilterValue([], 'a', 'single', true)).toEqual(['a']);
  });
  it('keeps a single-choice filter to one value even if handed several', () => {
    expect(toggleFilterValue(['a', 'b'], 'c', 'single')).toEqual(['c']);
  });
});
