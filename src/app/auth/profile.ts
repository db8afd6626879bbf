/**
 * The signed-in user's profile (table users, with the clinic's name): role, name, avatar and
 * clinic. Read from the server when online and remembered on this device (localStorage, per
 * auth user), so a reload with no network still knows the role and clinic.
 */
import * as v from 'valibot';
import type { Profile } from '#clinic-session/profile.ts';
import { answerWithin, SLOW_AUTH_MS } from '#lib/answer-within.ts';
import { normalizeRole } from '#lib/roles.ts';
import { withPendingClinicContext } from '../pending-clinic-context.ts';
import { supabase } from '../supabase-client.ts';

const profileRowSchema = v.object({
  id: v.string(),
  auth_user_id: v.string(),
  role: v.nullish(v.string()),
  name: v.nullish(v.string()),
  avatar: v.nullish(v.string()),
  clinic_id: v.nullish(v.string()),
  clinics: v.nullish(v.object({ name: v.nullish(v.string()) })),
});

const profileSchema = v.object({
  id: v.string(),
  authUserId: v.string(),
  role: v.picklist(['doctor', 'staff', 'admin', 'super_admin']),
  name: v.nullable(v.string()),
  avatar: v.nullable(v.string()),
  clinicId: v.nullable(v.string()),
  clinicName: v.nullable(v.string()),
  clinicDeleted: v.optional(v.boolean()),
});

/** Every remembered profile's key starts so (one per auth user who signed in on this device). */
export const PROFILE_KEY_PREFIX = 'cabinet.profile.';
const cacheKey = (authUserId: string) => `${PROFILE_KEY_PREFIX}${authUserId}`;

export function profileFromRow(row: unknown): Profile | null {
  const parsed = v.safeParse(profileRowSchema, row);
  if (!parsed.success) return null;
  const r = parsed.output;
  return {
    id: r.id,
    authUserId: r.auth_user_id,
    role: normalizeRole(r.role),
    name: r.name ?? null,
    avatar: r.avatar ?? null,
    // A clinic the user belongs to but cannot see was deleted (row-level security hides it).
    clinicId: r.clinic_id && r.clinics ? r.clinic_id : null,
    clinicName: r.clinics?.name ?? null,
    ...(r.clinic_id && !r.clinics ? { clinicDeleted: true } : {}),
  };
}

function rememberedProfile(authUserId: string): Profile | null {
  const stored = window.localStorage.getItem(cacheKey(authUserId));
  if (!stored) return null;
  try {
    const parsed = v.safeParse(profileSchema, JSON.parse(stored));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export function forgetProfile(authUserId: string): void {
  window.localStorage.removeItem(cacheKey(authUserId));
}

/**
 * The profile of an auth user: the server's copy when it answers, the remembered one when it
 * cannot be reached, null when the user has no profile row.
 */
export async function loadProfile(authUserId: string): Promise<Profile | null> {
  // A super_admin's clinic chosen offline counts on this device until the server has it.
  return withPendingClinicContext(await loadServerProfile(authUserId));
}

async function loadServerProfile(authUserId: string): Promise<Profile | null> {
  // Offline: no request that can only fail; the device's copy opens the app on local data.
  if (!navigator.onLine) return rememberedProfile(authUserId);
  const remembered = rememberedProfile(authUserId);
  const fresh = fetchProfile(authUserId);
  if (!remembered) return fresh;
  // A server that cannot be reached keeps supabase-js retrying for up to 30 s: open on the
  // remembered copy meanwhile (the fresh one is still stored when it arrives).
  return answerWithin(fresh, SLOW_AUTH_MS, remembered);
}

async function fetchProfile(authUserId: string): Promise<Profile | null> {
  const { data, error } = await supabase
    .from('users')
    .select('id, auth_user_id, role, name, avatar, clinic_id, clinics(name)')
    .eq('auth_user_id', authUserId)
    .maybeSingle();
  if (error) {
    // Spec §8: a profile fetch error is only logged; the profile stays as it was.
    console.error('Profile fetch failed', error);
    return rememberedProfile(authUserId);
  }
  const profile = profileFromRow(data);
  if (profile) window.localStorage.setItem(cacheKey(authUserId), JSON.stringify(profile));
  return profile;
}
