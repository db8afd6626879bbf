/**
 * Ends the session on this device only. The sync layer's guard (warning about unsent changes,
 * wiping the clinic database) takes this over once the shell opens the local database.
 */
import { supabase } from '../../lib/supabase-client.ts';

export async function signOut(): Promise<void> {
  const { error } = await supabase.auth.signOut({ scope: 'local' });
  // Spec §4: sign-out errors are only logged.
  if (error) console.error('Sign-out failed', error);
}
