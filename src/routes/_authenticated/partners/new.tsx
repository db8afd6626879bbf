import { createFileRoute, redirect } from '@tanstack/react-router';
import { NewPartnerPage } from '#features/partners/partner-form-pages.tsx';
import { normalizeRole, roleGuardRedirect } from '#lib/roles.ts';

/** Creating a partner is for admin and super_admin (spec part 2 routes); staff go back to the list. */
export const Route = createFileRoute('/_authenticated/partners/new')({
  beforeLoad: ({ context }) => {
    const target = roleGuardRedirect(
      normalizeRole(context.profile?.role),
      ['admin', 'super_admin'],
      '/partners',
    );
    if (target) throw redirect({ to: target, replace: true });
  },
  component: NewPartnerPage,
});
