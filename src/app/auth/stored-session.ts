/**
 * The session supabase-js keeps in localStorage, read without supabase-js: the route guards ask
 * on every navigation, and supabase-js's getSession waits for a cross-tab lock each time.
 */
import type { Session } from '@supabase/supabase-js';

/**
 * How long before its access token expires a stored session is answered as it is: supabase-js
 * refreshes within 90 s of expiry (EXPIRY_MARGIN_MS), so further off getSession would answer
 * the same stored session; nearer, the guard asks supabase-js, which refreshes it.
 */
export const FRESH_SESSION_MS = 3 * 60_000;

/** The stored session, if the stored text is one (a refresh token and a user). */
export function parseStoredSession(stored: string | null): Session | null {
  if (!stored) return null;
  try {
    const parsed = JSON.parse(stored) as Partial<Session> | null;
    return parsed?.refresh_token && parsed.user?.id ? (parsed as Session) : null;
  } catch {
    return null;
  }
}

/** Whether the session's access token is far enough from expiry to use without supabase-js. */
export function isFreshSession(session: Pick<Session, 'expires_at'>, nowMs: number): boolean {
  return session.expires_at !== undefined && session.expires_at * 1000 - nowMs > FRESH_SESSION_MS;
}
