/**
 * The background pushes under way in this service worker, and the page's request that they give
 * way to a new version (GIVE_WAY). A new version activates only once this worker's events are
 * done, and a push may wait up to a minute for the visible page to go: a page taking an update
 * aborts them so Reload reloads at once. A push the browser starts after that request (it retries
 * a failed one on its own schedule) gives way as it starts: it would hold the update just the same.
 */

/** How long after a page's request new pushes give way: the update is under way by then. */
export const GIVE_WAY_MS = 60_000;

export interface BackgroundPushes {
  /** A push starts: its signal, aborted at once while the worker is giving way. */
  start(): { signal: AbortSignal; done: () => void };
  /** A page takes an update: every push under way, and those started soon after, give way. */
  giveWay(): void;
  /** Pushes under way. */
  readonly size: number;
}

export function createBackgroundPushes(now: () => number = Date.now): BackgroundPushes {
  const underWay = new Set<AbortController>();
  let givenWayAt = Number.NEGATIVE_INFINITY;
  return {
    start() {
      const push = new AbortController();
      if (now() - givenWayAt < GIVE_WAY_MS) push.abort();
      else underWay.add(push);
      return { signal: push.signal, done: () => underWay.delete(push) };
    },
    giveWay() {
      givenWayAt = now();
      for (const push of underWay) push.abort();
      underWay.clear();
    },
    get size() {
      return underWay.size;
    },
  };
}
