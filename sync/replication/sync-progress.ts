/**
 * The progress of the sync's opening pass (issue 19): for each collection, the rows the server
 * still had for this device when its first pull of the session began (`sync_backlog`), and the
 * rows stored since. Shown for a device's first sync whatever its size, and for a catch-up of at
 * least LARGE_CATCH_UP_ROWS (a tablet closed for days); it ends with the opening pass.
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
  stored: number;
  expected: number;
  /** In dependency order, only the collections the server had rows for. */
  collections: CollectionProgress[];
}

export interface SyncProgressTracker {
  readonly progress$: Observable<SyncProgress | null>;
  /** The server had `rows` for this collection past the device's cursor. */
  expect(name: CollectionName, rows: number): void;
  /** Whether this collection's count is still to be asked for (and from now on, it is being asked). */
  claimCount(name: CollectionName): boolean;
  /** A page of `rows` was handed to the local database. */
  stored(name: CollectionName, rows: number): void;
  /** Whether the device never completed a sync of this clinic (then any size shows). */
  firstSync(first: boolean): void;
  /** The opening pass is done: the bar goes. */
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
    expected: total,
    stored: collections.reduce((sum, entry) => sum + entry.stored, 0),
    collections,
  };
}

export function createSyncProgress(): SyncProgressTracker {
  const expected = new Map<CollectionName, number>();
  const asked = new Set<CollectionName>();
  const stored = new Map<CollectionName, number>();
  let first = false;
  let finished = false;
  const progress$ = new BehaviorSubject<SyncProgress | null>(null);
  const publish = () => {
    if (!finished) progress$.next(summarizeProgress(expected, stored, first));
  };
  return {
    progress$: progress$.asObservable(),
    expect(name, rows) {
      expected.set(name, rows);
      publish();
    },
    claimCount(name) {
      if (asked.has(name) || finished) return false;
      asked.add(name);
      return true;
    },
    stored(name, rows) {
      if (finished || rows === 0) return;
      stored.set(name, (stored.get(name) ?? 0) + rows);
      if (expected.has(name)) publish();
    },
    firstSync(value) {
      first = value;
      publish();
    },
    finish() {
      finished = true;
      progress$.next(null);
    },
  };
}
