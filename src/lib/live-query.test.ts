import { describe, expect, it } from 'vitest';
import {
  combineLiveQueries,
  failed,
  LOADING,
  ready,
  throwIfFailed,
  untilSynced,
  valueOr,
} from './live-query.ts';

describe('a live query state', () => {
  it('tells loading from an empty answer', () => {
    expect(valueOr(LOADING, 'loading')).toBe('loading');
    expect(valueOr(ready([]), 'loading')).toEqual([]);
  });

  it('keeps the cause of a failure as an Error', () => {
    const query = failed('IndexedDB closed');
    expect(query.state).toBe('failed');
    if (query.state === 'failed') expect(query.error.message).toBe('IndexedDB closed');
    const cause = new Error('quota');
    expect(failed(cause)).toEqual({ state: 'failed', error: cause });
  });

  it('combines several: failed wins, then loading, else every value', () => {
    const error = new Error('broken');
    expect(combineLiveQueries({ a: ready(1), b: LOADING, c: failed(error) })).toEqual({
      state: 'failed',
      error,
    });
    expect(combineLiveQueries({ a: ready(1), b: LOADING })).toBe(LOADING);
    expect(combineLiveQueries({ a: ready(1), b: ready([] as string[]) })).toEqual(ready({ a: 1, b: [] }));
  });

  it('hands a failure on to the error screen and lets the rest through', () => {
    expect(() => throwIfFailed(failed(new Error('broken')))).toThrow('broken');
    expect(throwIfFailed(ready(3))).toEqual(ready(3));
    expect(throwIfFailed(LOADING)).toBe(LOADING);
  });
});

describe('untilSynced', () => {
  it('is loading while the list is empty before the first full sync', () => {
    expect(untilSynced(ready([]), false)).toBe(LOADING);
  });
  it('answers the list once synced, empty or not, and any list that has rows', () => {
    expect(untilSynced(ready([]), true)).toEqual(ready([]));
    expect(untilSynced(ready([1]), false)).toEqual(ready([1]));
  });
  it('passes loading and failed through', () => {
    const error = failed(new Error('x'));
    expect(untilSynced(error, false)).toBe(error);
    expect(untilSynced(LOADING, false)).toBe(LOADING);
  });
});
