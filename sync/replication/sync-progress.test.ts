import { describe, expect, it } from 'vitest';
import type { CollectionName } from '../collections/collection-registry.ts';
import {
  createSyncProgress,
  LARGE_CATCH_UP_ROWS,
  type SyncProgress,
  summarizeProgress,
} from './sync-progress.ts';

const counts = (entries: Array<[CollectionName, number]>) => new Map(entries);

describe('summarizeProgress', () => {
  it('adds the collections up in dependency order, leaving out those with nothing to bring', () => {
    const progress = summarizeProgress(
      counts([
        ['appointments', 200],
        ['patients', 20],
        ['tasks', 0],
      ]),
      counts([
        ['patients', 20],
        ['appointments', 50],
      ]),
      true,
    );
    expect(progress).toEqual({
      firstSync: true,
      stored: 70,
      expected: 220,
      collections: [
        { name: 'patients', stored: 20, expected: 20 },
        { name: 'appointments', stored: 50, expected: 200 },
      ],
    });
  });

  it('never counts more stored than expected (rows written after the count)', () => {
    expect(summarizeProgress(counts([['tasks', 10]]), counts([['tasks', 12]]), true)?.stored).toBe(10);
  });

  it('shows a first sync of any size, a later catch-up only from LARGE_CATCH_UP_ROWS', () => {
    const small = counts([['tasks', 5]]);
    expect(summarizeProgress(small, new Map(), true)).not.toBeNull();
    expect(summarizeProgress(small, new Map(), false)).toBeNull();
    expect(summarizeProgress(counts([['tasks', LARGE_CATCH_UP_ROWS]]), new Map(), false)).not.toBeNull();
    expect(summarizeProgress(new Map(), new Map(), true)).toBeNull();
  });
});

describe('createSyncProgress', () => {
  it('follows the pages stored, counting those stored before the count arrived, and ends with the pass', () => {
    const tracker = createSyncProgress();
    const seen: Array<SyncProgress | null> = [];
    tracker.progress$.subscribe((value) => seen.push(value));
    tracker.firstSync(true);
    expect(tracker.claimCount('patients')).toBe(true);
    tracker.stored('patients', 500);
    tracker.expect('patients', 1200);
    tracker.stored('patients', 500);
    expect(seen.at(-1)).toEqual({
      firstSync: true,
      stored: 1000,
      expected: 1200,
      collections: [{ name: 'patients', stored: 1000, expected: 1200 }],
    });
    tracker.finish();
    tracker.stored('patients', 200);
    tracker.expect('tasks', 5000);
    expect(seen.at(-1)).toBeNull();
  });

  it('keeps the opening pass whole while some collections are already through', () => {
    const tracker = createSyncProgress();
    tracker.firstSync(true);
    expect(tracker.claimCount('patients')).toBe(true);
    tracker.expect('patients', 10);
    tracker.stored('patients', 10);
    tracker.passEnded('patients');
    expect(tracker.claimCount('patients')).toBe(false);
    let last: SyncProgress | null | undefined;
    tracker.progress$.subscribe((value) => {
      last = value;
    });
    expect(last).toEqual({
      firstSync: true,
      stored: 10,
      expected: 10,
      collections: [{ name: 'patients', stored: 10, expected: 10 }],
    });
  });

  it('shows a large catch-up while the app stays open, until every collection it counted is through', () => {
    const tracker = createSyncProgress();
    tracker.firstSync(false);
    tracker.finish();
    let last: SyncProgress | null | undefined;
    tracker.progress$.subscribe((value) => {
      last = value;
    });
    // A round after a long outage: the first page of appointments was full.
    expect(tracker.claimCount('appointments')).toBe(true);
    tracker.stored('appointments', 500);
    tracker.stored('tasks', 20); // a collection that caught up in one page: not part of the bar
    tracker.expect('appointments', 3000);
    expect(last).toEqual({
      firstSync: false,
      stored: 500,
      expected: 3000,
      collections: [{ name: 'appointments', stored: 500, expected: 3000 }],
    });
    expect(tracker.claimCount('patients')).toBe(true);
    tracker.expect('patients', 1500);
    tracker.stored('appointments', 2500);
    tracker.passEnded('appointments');
    expect(last?.stored).toBe(3000);
    tracker.stored('patients', 1500);
    tracker.passEnded('patients');
    expect(last).toBeNull();
    // The next catch-up counts afresh.
    expect(tracker.claimCount('appointments')).toBe(true);
  });

  it('shows no bar for a small catch-up, and ignores a count that comes back after its pass', () => {
    const tracker = createSyncProgress();
    tracker.finish();
    let last: SyncProgress | null | undefined;
    tracker.progress$.subscribe((value) => {
      last = value;
    });
    tracker.claimCount('tasks');
    tracker.stored('tasks', 500);
    tracker.expect('tasks', LARGE_CATCH_UP_ROWS - 1);
    expect(last).toBeNull();
    tracker.stored('tasks', 100);
    tracker.passEnded('tasks');
    tracker.claimCount('appointments');
    tracker.passEnded('appointments');
    tracker.expect('appointments', 5000);
    expect(last).toBeNull();
  });

  it('takes no up-front count of a first sync once its opening pass is over', () => {
    const tracker = createSyncProgress();
    tracker.firstSync(true);
    expect(tracker.claimOpeningCount('clinics')).toBe(true);
    tracker.finish();
    expect(tracker.claimOpeningCount('patients')).toBe(false);
    let last: SyncProgress | null | undefined;
    tracker.progress$.subscribe((value) => {
      last = value;
    });
    tracker.expect('clinics', 1);
    tracker.expect('patients', 1);
    expect(last).toBeNull();
  });
});
