/**
 * Which main items the sidebar shows (spec part 1 §2 and §6): pure, so the role rules are tested
 * without rendering. Labels live in nav-labels.ts; paths follow the route tables of both spec parts.
 */
import { isAdministrator, type Role } from '#lib/roles.ts';

export type NavItemId =
  | 'appointments'
  | 'patients'
  | 'users'
  | 'medics'
  | 'partners'
  | 'pipeline'
  | 'configurator'
  | 'clinics'
  | 'medical_record'
  | 'medical_history'
  | 'clinic_details'
  | 'services_specializations';

/** The way out of a sub-menu shown under it (spec part 1 §2). */
export type BackLinkId = 'back_to_patients' | 'back_to_main_menu' | 'back_to_clinics';

export interface BackLink {
  id: BackLinkId;
  path: string;
}

/** What the sidebar shows on a path: the items of its menu and the ways back. */
export interface SidebarMenu {
  items: NavItem[];
  back: BackLink[];
}

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
  const administers = isAdministrator(role);
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

const PATIENT_AREA = /^\/patient\/([^/]+)(?:\/|$)/;
const CONFIGURATOR_AREA = '/configurator';

/** The patient whose pages are open (/patient/{id}/…), else null. */
export function patientInPath(pathname: string): string | null {
  const match = PATIENT_AREA.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/**
 * The sidebar's menu on a path: on patient pages the patient's record and history with a way back
 * to the patients; in the configurator its two pages with a way back to the main menu (/patients);
 * elsewhere the role's main items. A super_admin outside the clinics area also gets back-to-clinics.
 */
export function sidebarMenu(role: Role, pathname: string): SidebarMenu {
  const back: BackLink[] = [];
  let items: NavItem[];
  const patientId = patientInPath(pathname);
  if (patientId !== null) {
    const base = `/patient/${encodeURIComponent(patientId)}`;
    items = [
      { id: 'medical_record', path: `${base}/medical-record` },
      { id: 'medical_history', path: `${base}/medical-history` },
    ];
    back.push({ id: 'back_to_patients', path: '/patients' });
  } else if (
    isAdministrator(role) &&
    (pathname === CONFIGURATOR_AREA || pathname.startsWith(`${CONFIGURATOR_AREA}/`))
  ) {
    items = [
      { id: 'clinic_details', path: `${CONFIGURATOR_AREA}/clinic-details` },
      { id: 'services_specializations', path: `${CONFIGURATOR_AREA}/services-specializations` },
    ];
    back.push({ id: 'back_to_main_menu', path: '/patients' });
  } else {
    items = mainNavItems(role, pathname);
  }
  if (showsBackToClinics(role, pathname)) back.push({ id: 'back_to_clinics', path: CLINICS_AREA });
  return { items, back };
}

/** A super_admin working inside a clinic gets a way back to the clinics list. */
export function showsBackToClinics(role: Role, pathname: string): boolean {
  return role === 'super_admin' && !inClinicsArea(pathname);
}

/** Whether a nav item's path is the current page or one of its sub-pages. */
/** The menu paths whose screens exist as routes (the others show the signed-in 404 until they land). */
const ROUTED_PATHS = [
  '/appointments',
  '/patients',
  '/partners',
  '/medics',
  '/pipeline',
  '/clinics',
  '/configurator',
  '/conflicts',
] as const;
export type RoutedPath = (typeof ROUTED_PATHS)[number];

export function isRoutedPath(path: string): path is RoutedPath {
  return (ROUTED_PATHS as readonly string[]).includes(path);
}

export function isActivePath(itemPath: string, pathname: string): boolean {
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}
