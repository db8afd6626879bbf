/**
 * Who may change a patient's medical history: doctors and admins, not the reception desk (the
 * server refuses it too: supabase/migrations/20261125000300_clinical_roles.sql).
 */
import type { Role } from '#lib/roles.ts';

export function mayWriteHistory(role: Role): boolean {
  return role === 'doctor' || role === 'admin' || role === 'super_admin';
}
