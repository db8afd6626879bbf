/**
 * Who may do what to an account (spec part 2 §6, issue 15), decided apart from any I/O so it is
 * tested alone: a super_admin creates and manages admins, doctors and staff of any clinic; an
 * admin creates and manages doctors and staff of the own clinic; nobody else manages accounts,
 * and nobody deactivates or deletes their own. A target outside the caller's reach answers the
 * same as a target that does not exist, so a refusal never tells what another clinic holds.
 */

export const ROLES = ['doctor', 'staff', 'admin', 'super_admin'] as const;
export type Role = (typeof ROLES)[number];

export interface Caller {
  profileId: string;
  role: Role;
  clinicId: string | null;
}

export interface TargetProfile {
  id: string;
  role: Role;
  clinic_id: string | null;
  deleted: boolean;
}

export type Refusal = 'not_allowed' | 'not_found';

export function isRole(value: unknown): value is Role {
  return ROLES.some((role) => role === value);
}

/**
 * The roles a caller may give: super_admin admin, doctor, staff; admin doctor, staff. The app's
 * form offers the same (src/lib/roles.ts): a deployed function bundles only supabase/functions,
 * so the two cannot share one file; both are unit-tested against the spec's list.
 */
export function assignableRoles(role: Role): readonly Role[] {
  if (role === 'super_admin') return ['admin', 'doctor', 'staff'];
  if (role === 'admin') return ['doctor', 'staff'];
  return [];
}

/** May the caller create an account with this role in this clinic? */
export function mayCreate(caller: Caller, role: Role, clinicId: string | null): Refusal | null {
  if (!assignableRoles(caller.role).includes(role)) return 'not_allowed';
  if (clinicId === null) return 'not_allowed';
  if (caller.role === 'admin' && clinicId !== caller.clinicId) return 'not_allowed';
  return null;
}

/** May the caller reset, deactivate, reactivate or delete this account? */
export function mayManage(caller: Caller, target: TargetProfile | null): Refusal | null {
  if (caller.role !== 'admin' && caller.role !== 'super_admin') return 'not_allowed';
  if (!target || target.deleted) return 'not_found';
  if (!assignableRoles(caller.role).includes(target.role)) return 'not_found';
  if (caller.role === 'admin' && target.clinic_id !== caller.clinicId) return 'not_found';
  if (target.id === caller.profileId) return 'not_allowed';
  return null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** The profile columns a new account may carry (never auth_user_id, status or deleted). */
export const PROFILE_COLUMNS = [
  'first_name',
  'last_name',
  'gender',
  'phone',
  'personal_email',
  'clinic_email',
  'avatar',
  'specialization',
  'professional_grade',
  'collaboration_type',
  'birth_date',
  'id_series',
  'id_number',
  'cnp',
  'id_address',
  'id_issue_date',
  'id_expiry_date',
  'id_issued_by',
  'email_notifications',
  'sms_notifications',
] as const;

export interface NewAccount {
  id: string;
  role: Role;
  clinicId: string | null;
  /** The sign-in address: the clinic email, lower-cased. */
  email: string;
  name: string;
  columns: Record<string, unknown>;
}

/**
 * The new account a request describes, or which field is missing or malformed. The database's
 * checks decide the rest of the columns (phone, CNP, the fixed lists).
 */
export function readNewAccount(body: unknown): NewAccount | { invalid: string } {
  if (typeof body !== 'object' || body === null) return { invalid: 'profile' };
  const profile = body as Record<string, unknown>;
  if (!isUuid(profile.id)) return { invalid: 'id' };
  if (!isRole(profile.role)) return { invalid: 'role' };
  const text = (name: string) => (typeof profile[name] === 'string' ? (profile[name] as string).trim() : '');
  const first = text('first_name');
  const last = text('last_name');
  if (first === '') return { invalid: 'first_name' };
  if (last === '') return { invalid: 'last_name' };
  const email = text('clinic_email').toLowerCase();
  if (!EMAIL.test(email)) return { invalid: 'clinic_email' };
  const clinicId = profile.clinic_id === undefined || profile.clinic_id === null ? null : profile.clinic_id;
  if (clinicId !== null && !isUuid(clinicId)) return { invalid: 'clinic_id' };
  const columns: Record<string, unknown> = {};
  for (const column of PROFILE_COLUMNS) if (profile[column] !== undefined) columns[column] = profile[column];
  return {
    id: profile.id,
    role: profile.role,
    clinicId,
    email,
    name: `${first} ${last}`,
    columns: { ...columns, first_name: first, last_name: last, clinic_email: email },
  };
}
