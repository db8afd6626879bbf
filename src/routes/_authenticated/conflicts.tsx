import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ConflictsPage } from '../../features/conflicts/conflicts-page.tsx';
import { PageHeader } from '../../features/shell/page-header.tsx';

// Every signed-in role has a device whose changes the server may refuse, so no role guard here.
export const Route = createFileRoute('/_authenticated/conflicts')({
  component: ConflictsRoute,
});

function ConflictsRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Conflicte`} />
      <ConflictsPage />
    </>
  );
}
