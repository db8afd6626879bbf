/**
 * What the route guards ask about the user: is there a session, and what is the profile.
 * The session comes from supabase-js's local storage (no network); the profile is loaded once
 * per signed-in user and loaded again after a token refresh or a user update (spec §4).
 */
import type { Session } from '@supabase/supabase-js';
import { supabase } from '../../lib/supabase-client.ts';
import { loadProfile, type Profile } from './profile.ts';

export interface AuthState {
  session(): Promise<Session | null>;
  /** The signed-in user's profile, null with no session or no profile row. */
  profile(): Promise<Profile | null>;
}

let cached: { authUserId: string; profile: Promise<Profile | null> } | undefined;

supabase.auth.onAuthStateChange((event) => {
  if (event === 'SIGNED_OUT' || event === 'TOKEN_REFRESHED' || event === 'USER_UPDATED') cached = undefined;
});

async function session(): Promise<Session | null> {
  const { data } = await supabase.auth.getSession();
  return data.session;
}

async function profile(): Promise<Profile | null> {
  const current = await session();
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
