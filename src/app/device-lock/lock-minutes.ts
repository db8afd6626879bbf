/**
 * The clinic's idle time before its devices lock (issue 40): read from the server when online and
 * kept on the device per clinic, so the lock keeps the clinic's time offline; 5 minutes until known.
 */
import { supabase } from '../supabase-client.ts';
import { lockMinutesOf } from './idle-rules.ts';

const cacheKey = (clinicId: string) => `cabinet.lock-minutes.${clinicId}`;

export function rememberedLockMinutes(clinicId: string | null): number {
  if (!clinicId) return lockMinutesOf(null);
  try {
    return lockMinutesOf(window.localStorage.getItem(cacheKey(clinicId)));
  } catch {
    return lockMinutesOf(null);
  }
}

function remember(clinicId: string, minutes: number): void {
  try {
    window.localStorage.setItem(cacheKey(clinicId), String(minutes));
  } catch {
    // Storage refused (private mode, full): the time is read again next start.
  }
}

/** The clinic's minutes from the server, remembered; the remembered ones when it cannot be asked. */
export async function refreshLockMinutes(clinicId: string): Promise<number> {
  try {
    const { data, error } = await supabase.rpc('device_lock_minutes');
    if (!error && typeof data === 'number') {
      const minutes = lockMinutesOf(data);
      remember(clinicId, minutes);
      return minutes;
    }
  } catch {
    // Offline: below.
  }
  return rememberedLockMinutes(clinicId);
}

/** Told when an administrator saved new minutes here: the lock takes them at once. */
export const LOCK_MINUTES_CHANGED = 'cabinet-lock-minutes-changed';

/** The clinic details' card (its administrators): read and set online, as the server's rules say. */
export const DEVICE_LOCK_TIME = {
  async load(): Promise<number | null> {
    try {
      const { data, error } = await supabase.rpc('device_lock_minutes');
      return error || typeof data !== 'number' ? null : lockMinutesOf(data);
    } catch {
      return null;
    }
  },
  async save(minutes: number): Promise<void> {
    const { error } = await supabase.rpc('set_device_lock_minutes', { p_minutes: minutes });
    if (error) throw new Error(error.message);
    window.dispatchEvent(new Event(LOCK_MINUTES_CHANGED));
  },
};
