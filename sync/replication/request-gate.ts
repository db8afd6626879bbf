/**
 * The one door every sync request goes through. It holds requests back while the device is
 * offline, while there is no usable session, and for a growing pause after failures (1 s, 2 s,
 * 4 s … up to the maximum, with jitter), and lets them through at once when something changes:
 * the network returns, the token is refreshed, the user asks to sync. Pausing or stopping the
 * sync aborts requests in flight and makes waiting ones give up.
 */
import type { SessionGuard } from '../session/session-guard.ts';
import type { Connectivity } from './connectivity.ts';
import { isSyncRequestError, SyncRequestError } from './sync-request-error.ts';

/**
 * The sync's longest pause between attempts while requests fail (issue 18): with ±20 % jitter a
 * server that answers again hears from every waiting device within 5 s. 30 s before, which made
 * a desk wait up to half a minute after an outage for its bookings to leave.
 */
export const DEFAULT_MAX_BACKOFF_MS = 4000;

export interface RequestGateOptions {
  connectivity: Connectivity;
  session: Pick<SessionGuard, 'state' | 'check' | 'tokenRefused'>;
  /** First back-off pause after a failure. */
  minDelayMs: number;
  /** Longest back-off pause. */
  maxDelayMs: number;
  onSuccess(): void;
  onFailure(error: Error): void;
}

export interface RequestGate {
  /** Resolves when a request may go out; throws SyncRequestError('stopped') when paused or stopped. */
  ready(): Promise<void>;
  succeeded(): void;
  /** Records why a request failed and what to wait for before the next one. */
  failed(error: unknown): Promise<void>;
  /** Something changed (network back, token refreshed, sync asked for): stop waiting now. */
  wake(): void;
  pause(): void;
  resume(): void;
  stop(): void;
  /** Aborted when the sync pauses or stops. */
  readonly signal: AbortSignal;
  /** False after a request found no network or no answer, until one succeeds. */
  readonly reachable: boolean;
  /** How many failures were recorded so far. */
  readonly failures: number;
}

export function createRequestGate(options: RequestGateOptions): RequestGate {
  let controller = new AbortController();
  let paused = false;
  let stopped = false;
  let reachable = true;
  let failures = 0;
  let streak = 0;
  let nextAttemptAt = 0;
  let wakeup = signalOnce();

  const wake = (): void => {
    nextAttemptAt = 0;
    const current = wakeup;
    wakeup = signalOnce();
    current.fire();
  };

  const halted = (): SyncRequestError => new SyncRequestError('stopped', 'sync paused or stopped');

  /** Waits for a wake-up, the given time, or a pause/stop, whichever comes first. */
  const sleep = async (ms?: number): Promise<void> => {
    const signal = controller.signal;
    if (signal.aborted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let onAbort: (() => void) | undefined;
    try {
      await Promise.race([
        wakeup.promise,
        new Promise<void>((resolve) => {
          onAbort = () => resolve();
          signal.addEventListener('abort', onAbort, { once: true });
          if (ms !== undefined) timer = setTimeout(resolve, ms);
        }),
      ]);
    } finally {
      if (timer !== undefined) clearTimeout(timer);
      if (onAbort) signal.removeEventListener('abort', onAbort);
    }
  };

  const backOff = (): void => {
    const now = Date.now();
    // Failures of requests sent during one pause (all collections at once) count once.
    if (now < nextAttemptAt) return;
    streak += 1;
    const delay = Math.min(options.maxDelayMs, options.minDelayMs * 2 ** (streak - 1));
    nextAttemptAt = now + delay * (0.8 + Math.random() * 0.4);
  };

  const record = (error: Error): void => {
    failures += 1;
    options.onFailure(error);
  };

  return {
    async ready() {
      for (;;) {
        if (paused || stopped) throw halted();
        if (!options.connectivity.isOnline() || options.session.state.needsSignIn) {
          await sleep();
          continue;
        }
        const wait = nextAttemptAt - Date.now();
        if (wait > 0) {
          await sleep(wait);
          continue;
        }
        const session = await options.session.check();
        if (session === 'ready') return;
        if (paused || stopped) throw halted();
        if (session === 'offline') {
          reachable = false;
          record(new SyncRequestError('offline', 'no network to refresh the session'));
          backOff();
        } else {
          await sleep();
        }
      }
    },
    succeeded() {
      streak = 0;
      nextAttemptAt = 0;
      reachable = true;
      options.onSuccess();
    },
    async failed(error) {
      if (isSyncRequestError(error) && error.kind === 'stopped') return;
      if (paused || stopped) return;
      record(error instanceof Error ? error : new Error(String(error)));
      if (!isSyncRequestError(error)) {
        backOff();
        return;
      }
      switch (error.kind) {
        case 'offline':
        case 'timeout':
          reachable = false;
          backOff();
          return;
        case 'auth': {
          const session = await options.session.tokenRefused();
          if (session === 'offline') {
            reachable = false;
            backOff();
          }
          return;
        }
        case 'server':
          backOff();
          return;
      }
    },
    wake,
    pause() {
      paused = true;
      controller.abort();
    },
    resume() {
      if (stopped) return;
      paused = false;
      controller = new AbortController();
      wake();
    },
    stop() {
      stopped = true;
      controller.abort();
      wake();
    },
    get signal() {
      return controller.signal;
    },
    get reachable() {
      return reachable;
    },
    get failures() {
      return failures;
    },
  };
}

/** A promise and the function that resolves it. */
function signalOnce(): { promise: Promise<void>; fire: () => void } {
  let fire = (): void => {};
  const promise = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { promise, fire };
}
