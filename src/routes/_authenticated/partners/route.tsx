import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { normalizeRole, roleGuardRedirect } from '#lib/roles.ts';

/** Partners are for staff, admin and super_admin (spec part 2 routes); a doctor goes to /appointments. */
export const Route = createFileRoute('/_authenticated/partners')({
  beforeLoad: ({ context }) => {
    const target = roleGuardRedirect(normalizeRole(context.profile?.role), ['staff', 'admin', 'super_admin']);
    if (target) throw redirect({ to: target, replace: true });
  },
  component: Outlet,
});
