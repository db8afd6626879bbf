import { describe, expect, it } from 'vitest';
import { firstSyncWindow, windowBeforePage } from './first-sync-window.ts';

describe('firstSyncWindow', () => {
  it('runs from Monday 00:00 of the clinic week for two weeks, in Bucharest time', () => {
    // Thursday 26 November 2026, 15:00 in Bucharest (UTC+2 in winter).
    expect(firstSyncWindow(new Date('2026-11-26T13:00:00Z'))).toEqual({
      from: '2026-11-22T22:00:00.000Z',
      to: '2026-12-06T22:00:00.000Z',
    });
  });

  it('takes the day from the clinic clock: Sunday 23:30 UTC is already Monday in Bucharest', () => {
    expect(firstSyncWindow(new Date('2026-11-29T23:30:00Z')).from).toBe('2026-11-29T22:00:00.000Z');
  });

  it('counts a fortnight in days across the change to summer time', () => {
    // Monday 23 March 2026; clocks go forward on Sunday 29 March.
    expect(firstSyncWindow(new Date('2026-03-25T10:00:00Z'))).toEqual({
      from: '2026-03-22T22:00:00.000Z',
      to: '2026-04-05T21:00:00.000Z',
    });
  });
});

describe('windowBeforePage', () => {
  const row = (id: string, note: string) => ({ id, note });

  it('puts the window first and takes a row in both from the page, read after it', () => {
    const merged = windowBeforePage(
      [row('a', 'window'), row('b', 'window')],
      [row('b', 'page'), row('c', 'page')],
    );
    expect(merged).toEqual([row('a', 'window'), row('b', 'page'), row('c', 'page')]);
  });

  it('is the page itself without a window', () => {
    expect(windowBeforePage([], [row('c', 'page')])).toEqual([row('c', 'page')]);
  });
});
