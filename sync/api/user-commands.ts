import type { ClinicDatabase } from '../collections/collection-registry.ts';
import type { UserDoc } from '../collections/users-collection.ts';
import { clinicDatabaseContext } from '../database/clinic-database-context.ts';
import {
  type CreateInput,
  definedOnly,
  insertDocument,
  newRowColumns,
  nowIso,
  patchDocument,
  removeDocument,
  type UpdatePatch,
} from './document-commands.ts';

/**
 * A new profile (role doctor unless given). clinic_id defaults to the database's clinic; a
 * super_admin may name another (spec part 2: "clinicId on create").
 */
export type UserInput = CreateInput<UserDoc, never> & { clinic_id?: string | null };
export type UserPatch = UpdatePatch<UserDoc>;

export async function createUser(db: ClinicDatabase, input: UserInput): Promise<UserDoc> {
  const now = nowIso();
  const { id, clinic_id, ...fields } = input;
  return insertDocument(db.users, {
    auth_user_id: null,
    role: 'doctor',
    name: null,
    first_name: null,
    last_name: null,
    gender: null,
    phone: null,
    personal_email: null,
    clinic_email: null,
    email: null,
    avatar: null,
    specialization: null,
    professional_grade: null,
    collaboration_type: null,
    birth_date: null,
    id_series: null,
    id_number: null,
    cnp: null,
    id_address: null,
    id_issue_date: null,
    id_expiry_date: null,
    id_issued_by: null,
    email_notifications: true,
    sms_notifications: true,
    status: 'active',
    ...definedOnly(fields),
    ...newRowColumns(id, now),
    clinic_id: clinic_id === undefined ? clinicDatabaseContext(db).clinicId : clinic_id,
  });
}

export function updateUser(db: ClinicDatabase, id: string, patch: UserPatch): Promise<UserDoc> {
  return patchDocument(db.users, id, patch);
}

export function deleteUser(db: ClinicDatabase, id: string): Promise<UserDoc> {
  return removeDocument(db.users, id);
}
