import { describe, expect, it } from 'vitest';
import {
  afterSignInPath,
  assignableRoles,
  isAdministrator,
  landingPath,
  mayEditUser,
  normalizeRole,
  roleGuardRedirect,
  rolesWhenEditing,
} from './roles.ts';

describe('roles', () => {
  it('treats a missing or unknown role as doctor', () => {
    expect(normalizeRole(null)).toBe('doctor');
    expect(normalizeRole(undefined)).toBe('doctor');
    expect(normalizeRole('nurse')).toBe('doctor');
    expect(normalizeRole('admin')).toBe('admin');
  });

  it('lands a super_admin on /clinics and everyone else on /appointments', () => {
    expect(landingPath('super_admin')).toBe('/clinics');
    expect(landingPath('admin')).toBe('/appointments');
    expect(landingPath('staff')).toBe('/appointments');
    expect(landingPath('doctor')).toBe('/appointments');
    expect(afterSignInPath('super_admin')).toBe('/clinics');
    expect(afterSignInPath('doctor')).toBe('/');
  });

  it('lets allowed roles through and redirects the others, to /appointments by default', () => {
    expect(roleGuardRedirect('admin', ['admin', 'super_admin'])).toBeUndefined();
    expect(roleGuardRedirect('doctor', ['admin', 'super_admin'])).toBe('/appointments');
    expect(roleGuardRedirect('staff', ['super_admin'], '/patients')).toBe('/patients');
  });

  it('lets a super_admin give admin, doctor and staff, an admin doctor and staff, others nothing', () => {
    expect(assignableRoles('super_admin')).toEqual(['admin', 'doctor', 'staff']);
    expect(assignableRoles('admin')).toEqual(['doctor', 'staff']);
    expect(assignableRoles('staff')).toEqual([]);
    expect(assignableRoles('doctor')).toEqual([]);
  });
});

describe('isAdministrator', () => {
  it('is admin and super_admin only', () => {
    expect(isAdministrator('admin')).toBe(true);
    expect(isAdministrator('super_admin')).toBe(true);
    expect(isAdministrator('staff')).toBe(false);
    expect(isAdministrator('doctor')).toBe(false);
  });
});

describe('mayEditUser: the users policies', () => {
  const clinic = 'c1';
  const admin = { id: 'a1', role: 'admin' as const, clinicId: clinic };
  const superAdmin = { id: 's1', role: 'super_admin' as const, clinicId: clinic };
  const user = (id: string, role: string, clinicId: string | null = clinic) => ({
    id,
    role,
    clinic_id: clinicId,
  });

  it('an admin edits the doctors and staff of their own clinic, and themselves', () => {
    expect(mayEditUser(admin, user('d1', 'doctor'))).toBe(true);
    expect(mayEditUser(admin, user('t1', 'staff'))).toBe(true);
    expect(mayEditUser(admin, user('a1', 'admin'))).toBe(true);
  });

  it('an admin never edits another admin, a super_admin, or another clinic’s people', () => {
    expect(mayEditUser(admin, user('a2', 'admin'))).toBe(false);
    expect(mayEditUser(admin, user('s1', 'super_admin'))).toBe(false);
    expect(mayEditUser(admin, user('d9', 'doctor', 'c2'))).toBe(false);
    expect(mayEditUser({ ...admin, clinicId: null }, user('d1', 'doctor', null))).toBe(false);
  });

  it('a super_admin edits any admin, doctor or staff, never another super_admin; doctors and staff only themselves', () => {
    expect(mayEditUser(superAdmin, user('a2', 'admin', 'c2'))).toBe(true);
    expect(mayEditUser(superAdmin, user('s2', 'super_admin'))).toBe(false);
    expect(mayEditUser({ id: 'd1', role: 'doctor', clinicId: clinic }, user('d2', 'doctor'))).toBe(false);
    expect(mayEditUser({ id: 't1', role: 'staff', clinicId: clinic }, user('t1', 'staff'))).toBe(true);
  });

  it('one’s own role is offered alone: the server refuses changing it', () => {
    expect(rolesWhenEditing(admin, user('a1', 'admin'))).toEqual(['admin']);
    expect(rolesWhenEditing(admin, user('d1', 'doctor'))).toEqual(['doctor', 'staff']);
  });
});
