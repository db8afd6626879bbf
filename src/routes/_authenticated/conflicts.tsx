import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { PageHeader } from '#components/ui/page-header.tsx';
import { rebookWithNotice } from '#features/appointments/calendar/rebook-with-notice.ts';
import { ConflictsPage } from '#features/conflicts/conflicts-page.tsx';

// Every signed-in role has a device whose changes the server may refuse, so no role guard here.
export const Route = createFileRoute('/_authenticated/conflicts')({
  component: ConflictsRoute,
});

function ConflictsRoute() {
  const { t, i18n } = useLingui();
  const { db, sync } = useClinicSession();
  // The calendar's one-step rebook, handed to the list so the two features stay apart.
  const rebook = db
    ? async (appointmentId: string) => {
        await rebookWithNotice(db, sync?.conflicts ?? null, appointmentId, i18n);
      }
    : undefined;
  return (
    <>
      <PageHeader title={t`Conflicte`} />
      <ConflictsPage {...(rebook ? { rebookAppointment: rebook } : {})} />
    </>
  );
}
