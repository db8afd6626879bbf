/**
 * Which main items the sidebar shows (spec part 1 §2 and §6): pure, so the role rules are tested
 * without rendering. Labels live in nav-labels.ts; paths follow the route tables of both spec parts.
 */
import type { Role } from '../../lib/roles.ts';

export type NavItemId =
  | 'appointments'
  | 'patients'
  | 'users'
  | 'medics'
  | 'partners'
  | 'pipeline'
  | 'configurator'
  | 'clinics';

export interface NavItem {
  id: NavItemId;
  path: string;
}

const CLINICS_AREA = '/clinics';

function inClinicsArea(pathname: string): boolean {
  return pathname === CLINICS_AREA || pathname.startsWith(`${CLINICS_AREA}/`);
}

/** The main items of a role on a path; a super_admin in the clinics area sees only Clinics. */
export function mainNavItems(role: Role, pathname: string): NavItem[] {
  if (role === 'super_admin' && inClinicsArea(pathname)) return [{ id: 'clinics', path: CLINICS_AREA }];
  const administers = role === 'admin' || role === 'super_admin';
  const items: (NavItem | false)[] = [
    { id: 'appointments', path: '/appointments' },
    { id: 'patients', path: '/patients' },
    // One list of people at /medics, labelled Users for administrators and Medics for the others.
    { id: administers ? 'users' : 'medics', path: '/medics' },
    role !== 'doctor' && { id: 'partners', path: '/partners' },
    { id: 'pipeline', path: '/pipeline' },
    administers && { id: 'configurator', path: '/configurator' },
  ];
  return items.filter((item) => item !== false);
}

/** A super_admin working inside a clinic gets a way back to the clinics list. */
export function showsBackToClinics(role: Role, pathname: string): boolean {
  return role === 'super_admin' && !inClinicsArea(pathname);
}

/** Whether a nav item's path is the current page or one of its sub-pages. */
export function isActivePath(itemPath: string, pathname: string): boolean {
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}
