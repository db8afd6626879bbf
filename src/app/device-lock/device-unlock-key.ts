/**
 * The server's key for this user on this device (issue 40, device_unlock_key): asked right after a
 * password sign-in, base64 of 32 random bytes. Null when it cannot be had (offline, the sign-in's
 * password older than five minutes, a server of an earlier build): the PIN alone then unlocks.
 */
import { base64ToBytes } from '#sync/encryption/base64.ts';
import { supabase } from '../supabase-client.ts';

export async function fetchDeviceUnlockKey(deviceKeyId: string): Promise<Uint8Array<ArrayBuffer> | null> {
  try {
    const { data, error } = await supabase.rpc('device_unlock_key', { p_device_key_id: deviceKeyId });
    if (error || typeof data !== 'string') return null;
    const bytes = base64ToBytes(data);
    return bytes.length === 32 ? bytes : null;
  } catch {
    return null;
  }
}

/** Forgets the server's key for this device (the user's data here is gone); best effort. */
export async function forgetDeviceUnlockKey(deviceKeyId: string): Promise<void> {
  try {
    await supabase.rpc('forget_device_unlock_key', { p_device_key_id: deviceKeyId });
  } catch {
    // Offline: the key stays on the server, wrapping nothing that still exists.
  }
}
