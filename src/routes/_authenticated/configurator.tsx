import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { normalizeRole, roleGuardRedirect } from '#lib/roles.ts';

/** The configurator is for admin and super_admin; any other role goes to /appointments (spec part 2 routes). */
export const Route = createFileRoute('/_authenticated/configurator')({
  beforeLoad: ({ context }) => {
    const target = roleGuardRedirect(normalizeRole(context.profile?.role), ['admin', 'super_admin']);
    if (target) throw redirect({ to: target, replace: true });
  },
  component: Outlet,
});
