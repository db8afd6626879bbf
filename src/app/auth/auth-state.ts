/**
 * What the route guards ask about the user: is there a session, and what is the profile.
 * The session comes from supabase-js's local storage (no network); the profile is loaded once
 * per signed-in user and loaded again after a token refresh or a user update (spec §4).
 */
import { isAuthRetryableFetchError, type Session } from '@supabase/supabase-js';
import type { Profile } from '#clinic-session/profile.ts';
import { answerWithin, SLOW_AUTH_MS } from '#lib/answer-within.ts';
import { supabase } from '../supabase-client.ts';
import { loadProfile } from './profile.ts';
import { isFreshSession, parseStoredSession } from './stored-session.ts';

export interface AuthState {
  session(): Promise<Session | null>;
  /**
   * The signed-in user's profile, null with no session or no profile row; a guard that has just
   * read the session passes it, so a navigation reads supabase-js's session once, not twice.
   */
  profile(current?: Session | null): Promise<Profile | null>;
}

let cached: { authUserId: string; profile: Promise<Profile | null> } | undefined;

/** True while this tab signs out on the user's word: that sign-out leads on by itself. */
let signingOutHere = false;
const sessionEndedListeners = new Set<() => void>();

supabase.auth.onAuthStateChange((event) => {
  if (event === 'SIGNED_OUT' || event === 'TOKEN_REFRESHED' || event === 'USER_UPDATED') cached = undefined;
  // Outside supabase-js's callback (which holds its lock), so listeners may navigate and read auth.
  if (event === 'SIGNED_OUT' && !signingOutHere)
    for (const listener of sessionEndedListeners) setTimeout(listener, 0);
});

/** Drops the remembered profile (another user's session was put in place: switch user). */
export function forgetCachedProfile(): void {
  cached = undefined;
}

/** Runs the user's own sign-out in this tab, which then is not reported as a session that ended. */
export async function whileSigningOut<T>(work: () => Promise<T>): Promise<T> {
  signingOutHere = true;
  try {
    return await work();
  } finally {
    signingOutHere = false;
  }
}

/**
 * Calls back when the session ends without this tab's user signing out: the server refused the
 * refresh (an account made inactive or deleted, a revoked session) or another tab signed out.
 * The device's unsent changes stay in its database. Returns the unsubscription.
 */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

/**
 * The session supabase-js keeps in localStorage. Far from its token's expiry it is the answer
 * (what getSession would answer, without waiting for its lock on every navigation). With an
 * expired access token and no network, getSession cannot refresh it; the stored session (its
 * refresh token intact) still means a signed-in user, who works offline until the refresh
 * succeeds online. If the server later refuses the refresh token, supabase-js signs out and the
 * session guard asks for a sign-in.
 */
async function session(): Promise<Session | null> {
  const stored = storedSession();
  if (stored && (!navigator.onLine || isFreshSession(stored, Date.now()))) return stored;
  const answer = supabase.auth.getSession().then(({ data, error }) => {
    if (data.session) return data.session;
    if (error && (isAuthRetryableFetchError(error) || !navigator.onLine)) return storedSession();
    return null;
  });
  if (!stored) return answer;
  // With an expired token and an unreachable server supabase-js retries for up to 30 s.
  return answerWithin(answer, SLOW_AUTH_MS, stored);
}

function storedSession(): Session | null {
  const key = (supabase.auth as unknown as { storageKey?: string }).storageKey;
  return parseStoredSession(key ? window.localStorage.getItem(key) : null);
}

async function profile(known?: Session | null): Promise<Profile | null> {
  const current = known === undefined ? await session() : known;
  if (!current) return null;
  const authUserId = current.user.id;
  if (cached?.authUserId !== authUserId) {
    const loading = loadProfile(authUserId).catch((error: unknown) => {
      console.error('Profile fetch failed', error);
      return null;
    });
    cached = { authUserId, profile: loading };
  }
  return cached.profile;
}

export const authState: AuthState = { session, profile };

/** Drops the loaded profile so the next guard reads it again (after the clinic context changes). */
export function forgetLoadedProfile(): void {
  cached = undefined;
}
