/**
 * Where the patient form goes after Save or Cancel. Normally the list (spec); when another screen
 * sent the user here to register a patient on the way (the appointment popup's "new patient"), back
 * to that screen, with the new patient's id so it can pick them. Only a path of this app is taken,
 * so a crafted link cannot send the user to another site.
 */
import { safeAppPath } from '#lib/app-path.ts';

export const PATIENTS_PATH = '/patients';

export function pathAfterForm(returnTo: string | undefined, newPatientId?: string): string {
  const target = safeAppPath(returnTo);
  if (!target) return PATIENTS_PATH;
  if (!newPatientId) return target;
  const [path, query = ''] = target.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  params.set('newPatientId', newPatientId);
  return `${path}?${params.toString()}`;
}
