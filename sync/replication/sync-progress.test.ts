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
    tracker.stored('patients', 500);
    tracker.expect('patients', 1200);
    tracker.stored('patients', 500);
    expect(seen.at(-1)).toEqual({
      stored: 1000,
      expected: 1200,
      collections: [{ name: 'patients', stored: 1000, expected: 1200 }],
    });
    tracker.finish();
    tracker.stored('patients', 200);
    tracker.expect('tasks', 5000);
    expect(seen.at(-1)).toBeNull();
  });
});
