import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { normalizeRole, roleGuardRedirect } from '#lib/roles.ts';

/** The clinics area is the super_admin's (spec part 2 routes); any other role goes to /appointments. */
export const Route = createFileRoute('/_authenticated/clinics')({
  beforeLoad: ({ context }) => {
    const target = roleGuardRedirect(normalizeRole(context.profile?.role), ['super_admin']);
    if (target) throw redirect({ to: target, replace: true });
  },
  component: Outlet,
});
