import { useLingui } from '@lingui/react/macro';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { PageHeader } from '../../features/shell/page-header.tsx';
import { normalizeRole, roleGuardRedirect } from '../../lib/roles.ts';

// The clinics list (the super_admin's clinic context) comes later in issue 4; the guard is real now.
export const Route = createFileRoute('/_authenticated/clinics')({
  beforeLoad: ({ context }) => {
    const target = roleGuardRedirect(normalizeRole(context.profile?.role), ['super_admin']);
    if (target) throw redirect({ to: target, replace: true });
  },
  component: ClinicsPage,
});

function ClinicsPage() {
  const { t } = useLingui();
  return <PageHeader title={t`Clinici`} />;
}
