/**
 * The super_admin's clinic context (spec part 2, §4) and the clinics list it picks from. A
 * super_admin without a context has no clinic database open, so the list is read from the server
 * here (supabase-js, online) and the last answer is remembered in localStorage for offline use.
 */
import * as v from 'valibot';
import { forgetLoadedProfile } from './auth/auth-state.ts';
import {
  clearPendingClinicContext,
  clinicsOnDevice,
  type PendingClinicContext,
  pendingClinicContext,
  rememberPendingClinicContext,
} from './pending-clinic-context.ts';
import { supabase } from './supabase-client.ts';

const clinicRowSchema = v.object({
  id: v.string(),
  name: v.string(),
  medical_director: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  email: v.nullable(v.string()),
  address: v.nullable(v.string()),
  city: v.nullable(v.string()),
  status: v.picklist(['active', 'inactive']),
  created_at: v.nullable(v.string()),
});

export type ClinicListRow = v.InferOutput<typeof clinicRowSchema>;

export const CLINIC_LIST_KEY = 'cabinet.clinics-list';

/** The last list this device read, or null when it never read one. */
function rememberedClinics(): ClinicListRow[] | null {
  try {
    const stored = window.localStorage.getItem(CLINIC_LIST_KEY);
    if (stored === null) return null;
    const parsed = v.safeParse(v.array(clinicRowSchema), JSON.parse(stored));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/**
 * Every clinic (not deleted), by name: the server's list online, the remembered one offline; null
 * when neither can be had (the list then says 'Nu s-au putut încărca clinicile').
 */
export async function loadClinicList(): Promise<ClinicListRow[] | null> {
  if (!navigator.onLine) return rememberedClinics();
  try {
    const { data, error } = await supabase
      .from('clinics')
      .select('id, name, medical_director, phone, email, address, city, status, created_at')
      .eq('deleted', false)
      .order('name');
    if (error) throw error;
    const parsed = v.safeParse(v.array(clinicRowSchema), data);
    if (!parsed.success) throw new Error('The clinics list has an unexpected shape');
    window.localStorage.setItem(CLINIC_LIST_KEY, JSON.stringify(parsed.output));
    return parsed.output;
  } catch (error) {
    console.error('Clinics fetch failed', error);
    return rememberedClinics();
  }
}

/**
 * Sets (a clinic id) or clears (null) the super_admin's clinic context on the server, then drops
 * the loaded profile so the next navigation reads it and the clinic session follows.
 */
export async function setClinicContext(clinicId: string | null, authUserId: string): Promise<void> {
  const { error } = await supabase.rpc('set_clinic_context', { p_clinic_id: clinicId });
  if (error) throw error;
  // Told directly: a context chosen offline before is no longer to be sent.
  clearPendingClinicContext(authUserId);
  forgetLoadedProfile();
}

/**
 * Chooses the context on this device only, while the server cannot be told (a clinic already on
 * the device, or none): the profile follows at the next navigation, the server when it answers.
 */
export function chooseClinicContextOffline(authUserId: string, context: PendingClinicContext): void {
  rememberPendingClinicContext(authUserId, context);
  forgetLoadedProfile();
}

let sending: Promise<'ready' | 'offline'> | undefined;

/**
 * Tells the server a context chosen offline, once: 'ready' when the server has this device's
 * context (or there was nothing to tell), 'offline' while it cannot be told. The clinic's sync asks
 * this before every request, so nothing is pulled or pushed under another clinic's context. A
 * context the server refuses for good (a clinic deleted meanwhile) is dropped: the server's own
 * profile then decides at the next navigation.
 */
export function ensureServerClinicContext(authUserId: string): Promise<'ready' | 'offline'> {
  const pending = pendingClinicContext(authUserId);
  if (!pending) return Promise.resolve('ready');
  if (!navigator.onLine) return Promise.resolve('offline');
  sending ??= (async () => {
    try {
      const { error } = await supabase.rpc('set_clinic_context', { p_clinic_id: pending.clinicId });
      if (!error) {
        clearPendingClinicContext(authUserId, pending);
        return pendingClinicContext(authUserId) ? 'offline' : 'ready';
      }
      // PostgREST answered: the server refuses this context; anything else is the network.
      if (error.code && error.code !== 'PGRST000' && !/fetch|network/i.test(error.message)) {
        console.error('The server refused the clinic chosen offline', error);
        clearPendingClinicContext(authUserId, pending);
        forgetLoadedProfile();
      }
      return 'offline';
    } catch (error) {
      console.warn('The clinic chosen offline could not be sent yet', error);
      return 'offline';
    } finally {
      sending = undefined;
    }
  })();
  return sending;
}

/**
 * Opens a clinic as the context: on the server when online; offline, from this device when it has
 * synced that clinic (the server follows later). 'needs_network' when it has not; throws when the
 * server refuses or cannot be reached online.
 */
export async function openClinicContext(
  authUserId: string,
  clinic: { id: string; name: string },
): Promise<'opened' | 'needs_network'> {
  if (navigator.onLine) {
    await setClinicContext(clinic.id, authUserId);
    return 'opened';
  }
  if (!clinicsOnDevice(authUserId).includes(clinic.id)) return 'needs_network';
  chooseClinicContextOffline(authUserId, { clinicId: clinic.id, clinicName: clinic.name });
  return 'opened';
}

/** Leaves any clinic (the clinics list, spec part 2 §4): on the server, or on this device until it can be told. */
export async function leaveClinicContext(authUserId: string): Promise<void> {
  try {
    if (navigator.onLine) {
      await setClinicContext(null, authUserId);
      return;
    }
  } catch (error) {
    console.error('Clearing the clinic context failed; leaving it on this device', error);
  }
  chooseClinicContextOffline(authUserId, { clinicId: null, clinicName: null });
}
