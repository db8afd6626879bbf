import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../features/shell/page-header.tsx';

// The weekly calendar arrives with its issue; until then the landing page is a titled placeholder.
export const Route = createFileRoute('/_authenticated/appointments')({
  component: AppointmentsPage,
});

function AppointmentsPage() {
  const { t } = useLingui();
  return <PageHeader title={t`Programări`} />;
}
