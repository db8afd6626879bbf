/**
 * The signed-in session as the sync layer needs it (DESIGN.md, sync rules): an expired access
 * token never blocks local reads and writes (the database is local; only requests wait), sync
 * resumes by itself when supabase-js refreshes the token, and a refused refresh asks the user to
 * sign in again while every unsent change stays in the local database. Sign-out warns about
 * unsent changes, then wipes this user's local data on this device.
 */
import { isAuthRetryableFetchError, type SupabaseClient } from '@supabase/supabase-js';
import { BehaviorSubject, type Observable } from 'rxjs';

export interface SessionState {
  /** The user this device syncs for (the first one seen signed in), null before that. */
  userId: string | null;
  /** The session ended without the user signing out (a revoked or refused refresh token). */
  needsSignIn: boolean;
}

/** Whether a request may go out as the user: yes, not now (no network), or not until sign-in. */
export type SessionCheck = 'ready' | 'offline' | 'signed_out';

/** Something holding this user's local data, which sign-out stops and wipes. */
export interface SignOutTarget {
  /** Unsent changes it holds (every tab's, where tabs share them). */
  pendingChanges(): number | Promise<number>;
  /**
   * Sends, while the network allows, what sign-out would otherwise wipe unasked (the access
   * events); never throws, and ends within its own bound.
   */
  sendBeforeWipe?(): Promise<void>;
  stop(): Promise<void>;
  wipe(): Promise<void>;
}

export type SignOutResult = { ok: true; pendingChanges: number } | { ok: false; pendingChanges: number };

export interface SessionGuard {
  readonly state$: Observable<SessionState>;
  readonly state: SessionState;
  /** Before a request: is there a usable session? Refreshes an expiring token through supabase-js. */
  check(): Promise<SessionCheck>;
  /** The server refused the access token (HTTP 401): asks supabase-js for a new one. */
  tokenRefused(): Promise<SessionCheck>;
  /** The network is back: a refresh that failed for lack of network may be tried again at once. */
  networkBack(): void;
  /** Calls back when requests may go out again (token refreshed, signed in again). */
  onResume(listener: () => void): () => void;
  /** Registers local data that sign-out must stop and wipe; returns the unregistration. */
  attach(target: SignOutTarget): () => void;
  /**
   * Signs out on this device. With unsent changes and without `force`, does nothing and
   * answers `{ ok: false, pendingChanges }` so the UI can warn; otherwise stops sync, ends the
   * session through supabase-js and wipes every attached local store.
   */
  signOut(options?: { force?: boolean }): Promise<SignOutResult>;
  dispose(): void;
}

/**
 * How long a session check may wait for a refresh of the access token: with an expired token and
 * a network that does not answer (a reload in airplane mode where the browser still says online,
 * Wi-Fi without internet), supabase-js retries the refresh for up to 30 s while holding its lock.
 * The sync counts that as offline after this long, so the indicator says so and the back-off
 * runs; a refresh that succeeds later resumes the sync (TOKEN_REFRESHED). A check that is slow
 * for another reason (a main thread busy storing a first sync) is waited for, as before.
 */
export const SESSION_CHECK_TIMEOUT_MS = 3_000;

export function createSessionGuard(
  supabase: SupabaseClient,
  { checkTimeoutMs = SESSION_CHECK_TIMEOUT_MS }: { checkTimeoutMs?: number } = {},
): SessionGuard {
  const state$ = new BehaviorSubject<SessionState>({ userId: null, needsSignIn: false });
  const resumeListeners = new Set<() => void>();
  const targets = new Set<SignOutTarget>();
  let signingOut = false;

  const update = (patch: Partial<SessionState>): void => {
    const next = { ...state$.value, ...patch };
    if (next.userId !== state$.value.userId || next.needsSignIn !== state$.value.needsSignIn)
      state$.next(next);
  };
  // Outside supabase-js's auth callback (which holds its lock): listeners may call auth methods.
  const resume = (): void => {
    setTimeout(() => {
      for (const listener of resumeListeners) listener();
    }, 0);
  };
  /** A session of the user this device syncs for (or the first one seen). */
  const accept = (userId: string): boolean => {
    const current = state$.value.userId;
    if (current !== null && current !== userId) return false;
    const wasWaiting = state$.value.needsSignIn;
    update({ userId, needsSignIn: false });
    return wasWaiting || current === null;
  };
  const lost = (): void => {
    if (!signingOut && state$.value.userId !== null) update({ needsSignIn: true });
  };

  const { data: subscription } = supabase.auth.onAuthStateChange((event, session) => {
    if (event === 'SIGNED_OUT') {
      lost();
      return;
    }
    if (session && (event === 'SIGNED_IN' || event === 'TOKEN_REFRESHED' || event === 'INITIAL_SESSION')) {
      accept(session.user.id);
      resume();
    }
  });

  const networkBack = (): void => {
    // supabase-js remembers a failed refresh for 60 s, even one that failed only for lack of
    // network; without forgetting it, sync would stay stuck for a minute after reconnecting.
    const cached: unknown = Reflect.get(supabase.auth, 'lastRefreshFailure');
    if (typeof cached !== 'object' || cached === null) return;
    const result: unknown = Reflect.get(cached, 'result');
    const error: unknown =
      typeof result === 'object' && result !== null ? Reflect.get(result, 'error') : null;
    if (isAuthRetryableFetchError(error)) Reflect.set(supabase.auth, 'lastRefreshFailure', null);
  };

  const settle = ({
    data,
    error,
  }: Awaited<ReturnType<SupabaseClient['auth']['getSession']>>): SessionCheck => {
    if (data.session) {
      if (!accept(data.session.user.id) && state$.value.userId !== data.session.user.id) return 'signed_out';
      return 'ready';
    }
    if (error && isAuthRetryableFetchError(error)) return 'offline';
    lost();
    return 'signed_out';
  };

  // supabase-js's refresh in flight (a private field, as lastRefreshFailure above).
  const refreshing = (): boolean => Reflect.get(supabase.auth, 'refreshingDeferred') != null;

  const check = async (): Promise<SessionCheck> => {
    const pending = supabase.auth.getSession();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const answer = await Promise.race([
      pending,
      new Promise<'slow'>((resolve) => {
        timer = setTimeout(() => resolve('slow'), checkTimeoutMs);
      }),
    ]).finally(() => clearTimeout(timer));
    if (answer !== 'slow') return settle(answer);
    return refreshing() ? 'offline' : settle(await pending);
  };

  return {
    state$: state$.asObservable(),
    get state() {
      return state$.value;
    },
    check,
    async tokenRefused() {
      networkBack();
      const { data, error } = await supabase.auth.refreshSession();
      if (data.session) return check();
      if (error && isAuthRetryableFetchError(error)) return 'offline';
      lost();
      return 'signed_out';
    },
    networkBack,
    onResume(listener) {
      resumeListeners.add(listener);
      return () => resumeListeners.delete(listener);
    },
    attach(target) {
      targets.add(target);
      return () => targets.delete(target);
    },
    async signOut(options = {}) {
      let pendingChanges = 0;
      for (const target of targets) pendingChanges += await target.pendingChanges();
      if (pendingChanges > 0 && options.force !== true) return { ok: false, pendingChanges };
      signingOut = true;
      // Stopping a sync detaches it: wipe what was attached when sign-out began.
      const wiping = [...targets];
      try {
        for (const target of wiping) await target.sendBeforeWipe?.();
        for (const target of wiping) await target.stop();
        // Local scope: this device only (the default would end the user's sessions everywhere).
        // Offline, supabase-js still drops the local session; the server's expires on its own.
        await supabase.auth.signOut({ scope: 'local' });
        for (const target of wiping) {
          await target.wipe();
          targets.delete(target);
        }
        update({ userId: null, needsSignIn: false });
        return { ok: true, pendingChanges };
      } finally {
        signingOut = false;
      }
    },
    dispose() {
      subscription.subscription.unsubscribe();
      resumeListeners.clear();
      targets.clear();
      state$.complete();
    },
  };
}
