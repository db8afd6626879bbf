import { describe, expect, it } from 'vitest';
import {
  afterSignInPath,
  assignableRoles,
  isAdministrator,
  landingPath,
  normalizeRole,
  roleGuardRedirect,
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
