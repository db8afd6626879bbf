/**
 * Who may write which record items (issue 13, the choice written in docs/architecture.md): the desk
 * writes administrative items and documents (and marks presence, adds services); diagnoses,
 * investigations, treatments, medication, recommendations and notes are the doctors', and admins
 * may correct any. The server enforces the same in row-level security
 * (supabase/migrations/20261125000300_clinical_roles.sql, private.may_write_record).
 */
import type { Role } from '#lib/roles.ts';
import {
  MEDICAL_RECORD_CATEGORIES,
  type MedicalRecordCategory,
} from '#sync/validation/medical-record-rules.ts';

const DESK_CATEGORIES: ReadonlySet<MedicalRecordCategory> = new Set(['administrative', 'documents']);

export function mayWriteRecordItem(role: Role, category: MedicalRecordCategory): boolean {
  return role !== 'staff' || DESK_CATEGORIES.has(category);
}

/** The categories a role may choose for a new item, in the spec's order. */
export function writableCategories(role: Role): MedicalRecordCategory[] {
  return MEDICAL_RECORD_CATEGORIES.filter((category) => mayWriteRecordItem(role, category));
}
