/**
 * The progress of a large pull (issue 19): for each collection, the rows the server still had for
 * this device when its pass began (`sync_backlog`), and the rows stored since. Shown for a
 * device's first sync whatever its size, ending with the opening pass; and for a catch-up of at
 * least LARGE_CATCH_UP_ROWS, at a start (a tablet closed for days) or while the app stays open (a
 * long outage, then the network back), ending when every collection counted has pulled through.
 */
import { BehaviorSubject, type Observable } from 'rxjs';
import { type CollectionName, SYNCED_COLLECTIONS } from '../collections/collection-registry.ts';

/** Below this a catch-up is over before a bar would mean anything. */
export const LARGE_CATCH_UP_ROWS = 1000;

export interface CollectionProgress {
  name: CollectionName;
  stored: number;
  expected: number;
}

export interface SyncProgress {
  /** A device's first sync of the clinic, or a catch-up of one that synced before. */
  firstSync: boolean;
  stored: number;
  expected: number;
  /** In dependency order, only the collections the server had rows for. */
  collections: CollectionProgress[];
}

export interface SyncProgressTracker {
  readonly progress$: Observable<SyncProgress | null>;
  /** The server had `rows` for this collection past the device's cursor (a count it claimed). */
  expect(name: CollectionName, rows: number): void;
  /** Whether this collection's count is still to be asked for (and from now on, it is being asked). */
  claimCount(name: CollectionName): boolean;
  /** The same for the first sync's up-front counts: none once the opening pass is over. */
  claimOpeningCount(name: CollectionName): boolean;
  /** A page of `rows` was handed to the local database. */
  stored(name: CollectionName, rows: number): void;
  /** This collection's pull reached the end of what the server had (a short page). */
  passEnded(name: CollectionName): void;
  /** Whether the device never completed a sync of this clinic (then any size shows). */
  firstSync(first: boolean): void;
  /** The opening pass is done: its bar goes, and later catch-ups count on their own. */
  finish(): void;
}

export function summarizeProgress(
  expected: ReadonlyMap<CollectionName, number>,
  stored: ReadonlyMap<CollectionName, number>,
  firstSync: boolean,
): SyncProgress | null {
  const collections: CollectionProgress[] = [];
  for (const name of SYNCED_COLLECTIONS) {
    const rows = expected.get(name);
    if (rows === undefined || rows === 0) continue;
    // A page may hold rows written after the count: never more than all of them.
    collections.push({ name, expected: rows, stored: Math.min(stored.get(name) ?? 0, rows) });
  }
  const total = collections.reduce((sum, entry) => sum + entry.expected, 0);
  if (total === 0 || (!firstSync && total < LARGE_CATCH_UP_ROWS)) return null;
  return {
    firstSync,
    expected: total,
    stored: collections.reduce((sum, entry) => sum + entry.stored, 0),
    collections,
  };
}

export function createSyncProgress(): SyncProgressTracker {
  const expected = new Map<CollectionName, number>();
  const asked = new Set<CollectionName>();
  const through = new Set<CollectionName>();
  const stored = new Map<CollectionName, number>();
  let first = false;
  let opening = true;
  const progress$ = new BehaviorSubject<SyncProgress | null>(null);
  const publish = () => progress$.next(summarizeProgress(expected, stored, first && opening));
  const claimCount = (name: CollectionName): boolean => {
    if (asked.has(name)) return false;
    asked.add(name);
    return true;
  };
  const reset = () => {
    expected.clear();
    asked.clear();
    through.clear();
    stored.clear();
    progress$.next(null);
  };
  return {
    progress$: progress$.asObservable(),
    expect(name, rows) {
      // A count that comes back after its pass ended belongs to nothing shown any more.
      if (!asked.has(name) || through.has(name)) return;
      expected.set(name, rows);
      publish();
    },
    claimCount,
    claimOpeningCount(name) {
      // A small clinic's opening pass can end before its counts are all asked: a count claimed
      // after it would stand in a bar no pass ever ends.
      return opening && claimCount(name);
    },
    stored(name, rows) {
      // The opening pass counts every page (a first sync counts its collections one after
      // another while they all pull); a later catch-up only the collections it counted.
      if (rows === 0 || (!opening && !asked.has(name))) return;
      stored.set(name, (stored.get(name) ?? 0) + rows);
      if (expected.has(name)) publish();
    },
    passEnded(name) {
      if (opening || !asked.has(name)) return;
      through.add(name);
      if ([...asked].every((claimed) => through.has(claimed))) reset();
    },
    firstSync(value) {
      first = value;
      publish();
    },
    finish() {
      opening = false;
      reset();
    },
  };
}
