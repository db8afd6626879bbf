/**
 * Which pages work in one clinic's database. A super_admin has none open until they pick a clinic
 * in /clinics (spec part 2: opening the list resets the context), so on these pages they are asked
 * to pick one instead of waiting on a database that never opens. Pure.
 */
import type { Role } from '#lib/roles.ts';

const CLINIC_PAGES = [
  '/appointments',
  '/patients',
  '/patient',
  '/pipeline',
  '/partners',
  '/medics',
  '/configurator',
  '/conflicts',
];

/** /medics/new/{clinicId} creates an account in a clinic named by the path, on the server. */
const NAMED_CLINIC_PAGE = /^\/medics\/new\/[^/]+\/?$/;

export function needsClinicChoice(role: Role, clinicId: string | null, pathname: string): boolean {
  if (role !== 'super_admin' || clinicId !== null) return false;
  if (NAMED_CLINIC_PAGE.test(pathname)) return false;
  return CLINIC_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}
