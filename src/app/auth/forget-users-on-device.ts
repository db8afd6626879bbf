/**
 * What signed-in users leave in this browser's storage besides the local database and
 * supabase-js's session: each one's remembered profile (name, role, clinic, avatar), the super
 * administrator's list of clinics, the clinics on the device and a context not yet sent, and the
 * appointment popup's draft. Removed at sign-out (issue
 * 17, finding 11), so the next person at a shared tablet finds nothing of anyone before them.
 * Device preferences (language, sidebar) stay.
 */
import { APPOINTMENT_DRAFT_KEY } from '#features/appointments/popup/appointment-draft.ts';
import { CLINIC_LIST_KEY } from '../clinic-context.ts';
import { ON_DEVICE_KEY_PREFIX, PENDING_KEY_PREFIX } from '../pending-clinic-context.ts';
import { PROFILE_KEY_PREFIX } from './profile.ts';

type KeyedStorage = Pick<Storage, 'length' | 'key' | 'removeItem'>;

export function forgetUsersOnDevice(
  local: KeyedStorage = window.localStorage,
  session: Pick<Storage, 'removeItem'> = window.sessionStorage,
): void {
  const keys: string[] = [];
  for (let index = 0; index < local.length; index += 1) {
    const key = local.key(index);
    if (
      [PROFILE_KEY_PREFIX, PENDING_KEY_PREFIX, ON_DEVICE_KEY_PREFIX].some((prefix) => key?.startsWith(prefix))
    )
      keys.push(key as string);
  }
  for (const key of [...keys, CLINIC_LIST_KEY]) local.removeItem(key);
  session.removeItem(APPOINTMENT_DRAFT_KEY);
}
