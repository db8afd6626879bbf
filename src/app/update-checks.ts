/**
 * When an open app looks for a new build (issue 18): a tablet can stay open on the desk for days,
 * and a browser looks for a new service worker only on navigations. So the app asks on its own:
 * every half hour, when the page comes back into view or gets the focus, and when the network
 * returns, never more than once a minute. A new build found this way waits for the user's word
 * in the update prompt: the app never reloads by itself.
 */

export interface UpdateCheckTiming {
  /** A look every this often while the app is open. */
  everyMs: number;
  /** Focus, visibility and network changes in a burst bring one look. */
  minGapMs: number;
}

export const UPDATE_CHECK_TIMING: UpdateCheckTiming = { everyMs: 30 * 60_000, minGapMs: 60_000 };

export interface UpdateCheckEnvironment {
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  now: () => number;
  setInterval: (run: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

/** Starts looking; the function it returns stops. `look` failing (offline) is only logged. */
export function watchForUpdates(
  look: () => Promise<unknown>,
  env: UpdateCheckEnvironment,
  timing: UpdateCheckTiming = UPDATE_CHECK_TIMING,
): () => void {
  let lastLook = Number.NEGATIVE_INFINITY;
  const lookNow = (): void => {
    const now = env.now();
    if (now - lastLook < timing.minGapMs) return;
    lastLook = now;
    look().catch((error: unknown) => console.warn('Looking for a new version failed', error));
  };
  const onVisible = (): void => {
    if (env.document.visibilityState === 'visible') lookNow();
  };
  env.window.addEventListener('focus', lookNow);
  env.window.addEventListener('online', lookNow);
  env.document.addEventListener('visibilitychange', onVisible);
  const timer = env.setInterval(lookNow, timing.everyMs);
  return () => {
    env.window.removeEventListener('focus', lookNow);
    env.window.removeEventListener('online', lookNow);
    env.document.removeEventListener('visibilitychange', onVisible);
    env.clearInterval(timer);
  };
}
