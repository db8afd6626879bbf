import { createFileRoute, redirect } from '@tanstack/react-router';
import { USER_ACCOUNTS } from '#app/user-accounts.ts';
import { NewMedicPage } from '#features/medics/medic-form-pages.tsx';
import { normalizeRole, roleGuardRedirect } from '#lib/roles.ts';

/** A new user of the own clinic: admin and super_admin (spec part 2 routes); others go back to the list. */
export const Route = createFileRoute('/_authenticated/medics/new/')({
  beforeLoad: ({ context }) => {
    const target = roleGuardRedirect(
      normalizeRole(context.profile?.role),
      ['admin', 'super_admin'],
      '/medics',
    );
    if (target) throw redirect({ to: target, replace: true });
  },
  component: () => <NewMedicPage actions={USER_ACCOUNTS} />,
});
