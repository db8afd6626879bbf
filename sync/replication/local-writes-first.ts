/**
 * A desk's own writes go before the pull's (issue 42). A first sync writes pages of thousands of
 * rows back to back, and the device's IndexedDB commits one write after another, so an edit made
 * meanwhile waited for every page the pull queued before it: on the large clinic a patient's
 * edit took 2.7 s to be stored (its mark 1.2 s behind the pages of every collection, its write
 * 1.5 s behind the patients' next page). A local write holds the pull's next write from the
 * moment its mark begins until its write event, so at most the pages already under way go first.
 *
 * A write refused after its mark (the device full, a conflicting insert) sends no event: each hold
 * ends by itself after `maxHoldMs`, so the pull can never wait longer than that for a write.
 */

/** How long one local write may hold the pull at most. */
export const LOCAL_WRITE_MAX_HOLD_MS = 2000;

export interface LocalWritesFirst {
  /** A local write of the document begins (its pre-write hook). */
  begin(key: string): void;
  /** The document's write is stored (its write event): its holds end. */
  end(key: string): void;
  /** Resolves once no local write is under way (at once when none is). */
  idle(): Promise<void>;
  /** Documents with a local write under way. */
  readonly underWay: number;
}

export function createLocalWritesFirst(maxHoldMs = LOCAL_WRITE_MAX_HOLD_MS): LocalWritesFirst {
  const holds = new Map<string, Set<ReturnType<typeof setTimeout>>>();
  let waiting: (() => void)[] = [];

  const released = (key: string): void => {
    holds.delete(key);
    if (holds.size > 0) return;
    const resolve = waiting;
    waiting = [];
    for (const release of resolve) release();
  };

  return {
    begin(key) {
      const timers = holds.get(key) ?? new Set();
      holds.set(key, timers);
      // This write's own limit: a later write of the same document keeps its hold.
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (timers.size === 0 && holds.get(key) === timers) released(key);
      }, maxHoldMs);
      timers.add(timer);
    },
    end(key) {
      const timers = holds.get(key);
      if (!timers) return;
      for (const timer of timers) clearTimeout(timer);
      released(key);
    },
    idle() {
      if (holds.size === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        waiting.push(resolve);
      });
    },
    get underWay() {
      return holds.size;
    },
  };
}
