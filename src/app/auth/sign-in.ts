/** Signs in with email and password and works out where the user lands (spec §2: /clinics or /). */
import { afterSignInPath } from '#lib/roles.ts';
import { supabase } from '../supabase-client.ts';
import { loadProfile } from './profile.ts';
import { signInWaitSeconds } from './sign-in-refusal.ts';

export type SignInOutcome =
  | { ok: true; landing: '/clinics' | '/' }
  /**
   * `inactive`: the account was deactivated or deleted (the server's ban); `waitSeconds`: too many
   * attempts, try again after that long; otherwise the server's message.
   */
  | { ok: false; message: string; inactive: boolean; waitSeconds: number | null };

export async function signIn(email: string, password: string): Promise<SignInOutcome> {
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) {
    return {
      ok: false,
      message: error.message,
      inactive: error.code === 'user_banned',
      waitSeconds: signInWaitSeconds(error),
    };
  }
  // If the role lookup fails the user goes to / (spec §2), which asks again.
  const profile = await loadProfile(data.user.id).catch(() => null);
  return { ok: true, landing: profile ? afterSignInPath(profile.role) : '/' };
}
