/**
 * The super_admin's clinic context (spec part 2, §4) and the clinics list it picks from. A
 * super_admin without a context has no clinic database open, so the list is read from the server
 * here (supabase-js, online) and the last answer is remembered in localStorage for offline use.
 */
import * as v from 'valibot';
import { forgetLoadedProfile } from './auth/auth-state.ts';
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

function rememberedClinics(): ClinicListRow[] {
  try {
    const parsed = v.safeParse(
      v.array(clinicRowSchema),
      JSON.parse(window.localStorage.getItem(CLINIC_LIST_KEY) ?? '[]'),
    );
    return parsed.success ? parsed.output : [];
  } catch {
    return [];
  }
}

/** Every clinic (not deleted), by name: the server's list online, the remembered one offline. */
export async function loadClinicList(): Promise<ClinicListRow[]> {
  if (!navigator.onLine) return rememberedClinics();
  const { data, error } = await supabase
    .from('clinics')
    .select('id, name, medical_director, phone, email, address, city, status, created_at')
    .eq('deleted', false)
    .order('name');
  if (error) {
    console.error('Clinics fetch failed', error);
    return rememberedClinics();
  }
  const parsed = v.safeParse(v.array(clinicRowSchema), data);
  if (!parsed.success) return rememberedClinics();
  window.localStorage.setItem(CLINIC_LIST_KEY, JSON.stringify(parsed.output));
  return parsed.output;
}

/**
 * Sets (a clinic id) or clears (null) the super_admin's clinic context on the server, then drops
 * the loaded profile so the next navigation reads it and the clinic session follows.
 */
export async function setClinicContext(clinicId: string | null): Promise<void> {
  const { error } = await supabase.rpc('set_clinic_context', { p_clinic_id: clinicId });
  if (error) throw error;
  forgetLoadedProfile();
}
