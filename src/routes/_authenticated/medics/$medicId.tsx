import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { loadAccessHistory } from '#app/access-history.ts';
import { CALENDAR_FEED } from '#app/calendar-feed.ts';
import { SignedInNotFoundPage } from '#app/shell/not-found-page.tsx';
import { USER_ACCOUNTS } from '#app/user-accounts.ts';
import { UserAccessHistory } from '#features/access-history/user-access-history.tsx';
import { CalendarFeedCard } from '#features/calendar-feed/calendar-feed-card.tsx';
import { EditMedicPage } from '#features/medics/medic-form-pages.tsx';
import { normalizeRole, roleGuardRedirect } from '#lib/roles.ts';

const medicIdRules = v.pipe(v.string(), v.uuid());

/**
 * Editing a user: admin and super_admin (spec part 2 routes; the server's policies say the same),
 * others go back to the list. User ids are UUIDs, so any other segment is a page that does not exist.
 */
export const Route = createFileRoute('/_authenticated/medics/$medicId')({
  beforeLoad: ({ context }) => {
    const target = roleGuardRedirect(
      normalizeRole(context.profile?.role),
      ['admin', 'super_admin'],
      '/medics',
    );
    if (target) throw redirect({ to: target, replace: true });
  },
  loader: ({ params }) => {
    if (!v.is(medicIdRules, params.medicId)) throw notFound();
  },
  notFoundComponent: SignedInNotFoundPage,
  component: EditMedicRoute,
});

function EditMedicRoute() {
  const { medicId } = Route.useParams();
  // Keyed by id: another user's form starts afresh, never with this one's edits.
  return (
    <>
      <EditMedicPage
        key={medicId}
        userId={medicId}
        actions={USER_ACCOUNTS}
        doctorCalendar={(doctorId) => <CalendarFeedCard doctorId={doctorId} actions={CALENDAR_FEED} />}
      />
      <UserAccessHistory key={`history-${medicId}`} userId={medicId} load={loadAccessHistory} />
    </>
  );
}
