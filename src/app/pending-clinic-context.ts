/**
 * A super_admin's clinic context chosen on this device while the server could not be told
 * (issue 37, point 4): opening a clinic already on the device, or leaving it for the clinics list,
 * with the network off. Remembered per auth user (localStorage), laid over the profile so the app
 * opens that clinic's local database at once, and sent to the server (set_clinic_context) before
 * that clinic's sync makes any request: pulling or pushing under another context would read or
 * write another clinic's rows, so the sync waits for it (clinic-session-store.ts).
 */
import * as v from 'valibot';
import type { Profile } from '#clinic-session/profile.ts';

export const PENDING_KEY_PREFIX = 'cabinet.pending-clinic-context.';
const key = (authUserId: string) => `${PENDING_KEY_PREFIX}${authUserId}`;

type KeyedStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
const local = (): KeyedStorage => window.localStorage;

const pendingSchema = v.object({ clinicId: v.nullable(v.string()), clinicName: v.nullable(v.string()) });
/** The clinic chosen (null: the clinics list, no clinic). */
export type PendingClinicContext = v.InferOutput<typeof pendingSchema>;

export function pendingClinicContext(
  authUserId: string,
  storage: KeyedStorage = local(),
): PendingClinicContext | null {
  try {
    const parsed = v.safeParse(pendingSchema, JSON.parse(storage.getItem(key(authUserId)) ?? 'null'));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export function rememberPendingClinicContext(
  authUserId: string,
  context: PendingClinicContext,
  storage: KeyedStorage = local(),
): void {
  storage.setItem(key(authUserId), JSON.stringify(context));
}

/** Forgets the pending context, unless another was chosen meanwhile (`sent` is what the server now has). */
export function clearPendingClinicContext(
  authUserId: string,
  sent?: PendingClinicContext,
  storage: KeyedStorage = local(),
): void {
  const now = pendingClinicContext(authUserId, storage);
  if (sent && now && now.clinicId !== sent.clinicId) return;
  storage.removeItem(key(authUserId));
}

/** The profile as this device has it: a super_admin's pending context over the server's. */
export function withPendingClinicContext(
  profile: Profile | null,
  storage: KeyedStorage = local(),
): Profile | null {
  if (profile?.role !== 'super_admin') return profile;
  const pending = pendingClinicContext(profile.authUserId, storage);
  if (!pending) return profile;
  const { clinicDeleted: _deleted, ...rest } = profile;
  return { ...rest, clinicId: pending.clinicId, clinicName: pending.clinicName };
}

// The clinics a super_admin's device holds, synced at least once: the ones it may open offline.
export const ON_DEVICE_KEY_PREFIX = 'cabinet.clinics-on-device.';

export function clinicsOnDevice(authUserId: string, storage: KeyedStorage = local()): string[] {
  try {
    const parsed = v.safeParse(
      v.array(v.string()),
      JSON.parse(storage.getItem(`${ON_DEVICE_KEY_PREFIX}${authUserId}`) ?? '[]'),
    );
    return parsed.success ? parsed.output : [];
  } catch {
    return [];
  }
}

export function rememberClinicOnDevice(
  authUserId: string,
  clinicId: string,
  storage: KeyedStorage = local(),
): void {
  const known = clinicsOnDevice(authUserId, storage);
  if (known.includes(clinicId)) return;
  storage.setItem(`${ON_DEVICE_KEY_PREFIX}${authUserId}`, JSON.stringify([...known, clinicId]));
}
