/**
 * Sets the new password of the recovery session, then ends that session on this device so
 * the user signs in again with the new password (spec §8).
 */
import { supabase } from '../supabase-client.ts';

export type UpdatePasswordOutcome = { ok: true } | { ok: false; message: string };

export async function updatePassword(password: string): Promise<UpdatePasswordOutcome> {
  const { error } = await supabase.auth.updateUser({ password });
  if (error) return { ok: false, message: error.message };
  await supabase.auth.signOut({ scope: 'local' });
  return { ok: true };
}
