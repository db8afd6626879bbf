/** The user roles (spec §6) and where each lands after sign-in; a missing or unknown role counts as doctor. */
export const ROLES = ['doctor', 'staff', 'admin', 'super_admin'] as const;
export type Role = (typeof ROLES)[number];

/** The default target of a role guard (spec §2). */
export const DEFAULT_GUARD_REDIRECT = '/appointments';

/** Whether a value names one of the roles (not a system author such as 'database'). */
export function isRole(value: unknown): value is Role {
  return ROLES.some((role) => role === value);
}

export function normalizeRole(value: unknown): Role {
  return ROLES.find((role) => role === value) ?? 'doctor';
}

/** An administrator of a clinic (admin) or of every clinic (super_admin): the people are 'Users' to them, not 'Medics'. */
export function isAdministrator(role: Role): boolean {
  return role === 'admin' || role === 'super_admin';
}

/** Where `/` sends a signed-in user: super_admin to /clinics, everyone else to /appointments. */
export function landingPath(role: Role): '/clinics' | '/appointments' {
  return role === 'super_admin' ? '/clinics' : '/appointments';
}

/** Where /auth sends a user after sign-in: super_admin to /clinics, others to / (which then redirects). */
export function afterSignInPath(role: Role): '/clinics' | '/' {
  return role === 'super_admin' ? '/clinics' : '/';
}

/**
 * A role guard: undefined when the role may open the page, otherwise the path to send it to.
 */
export function roleGuardRedirect(
  role: Role,
  allowed: readonly Role[],
  redirectTo: string = DEFAULT_GUARD_REDIRECT,
): string | undefined {
  return allowed.includes(role) ? undefined : redirectTo;
}

/**
 * The roles a user may give when creating or editing a user (spec part 2 §6): a super_admin
 * admin, doctor and staff; an admin doctor and staff; nobody else any. The server decides the
 * same (the user-accounts function's account-rules.ts, the users policies).
 */
export function assignableRoles(role: Role): readonly Exclude<Role, 'super_admin'>[] {
  if (role === 'super_admin') return ['admin', 'doctor', 'staff'];
  if (role === 'admin') return ['doctor', 'staff'];
  return [];
}

/** Who edits and whom: the signed-in user, and the stored user they open. */
export interface UserEditor {
  id: string;
  role: Role;
  clinicId: string | null;
}
export interface EditedUser {
  id: string;
  role: string;
  clinic_id: string | null;
}

/**
 * Whether `me` may save changes to `target`, by the server's own rules (the users policies of
 * migration 20261121000200): anyone their own profile; an admin the doctors and staff of their
 * clinic; a super_admin any admin, doctor or staff. Nobody another admin's or a super_admin's
 * profile but the super_admin. The form follows it, so the device never says "saved" for a change
 * the server refuses at sync.
 */
export function mayEditUser(me: UserEditor, target: EditedUser): boolean {
  if (me.id === target.id) return true;
  if (me.role === 'super_admin') return target.role !== 'super_admin';
  if (me.role === 'admin') {
    return (
      me.clinicId !== null &&
      target.clinic_id === me.clinicId &&
      (target.role === 'doctor' || target.role === 'staff')
    );
  }
  return false;
}

/**
 * The roles the form offers for `target`: one's own role stays (the server refuses a change of
 * it, protect_user_identity), otherwise what `me` may give.
 */
export function rolesWhenEditing(me: UserEditor, target: EditedUser): readonly Role[] {
  if (me.id === target.id) return [normalizeRole(target.role)];
  return assignableRoles(me.role);
}
