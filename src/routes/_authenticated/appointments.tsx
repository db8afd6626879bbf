import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { CALENDAR_FEED } from '#app/calendar-feed.ts';
import { PageHeader } from '#components/ui/page-header.tsx';
import { CalendarPage } from '#features/appointments/calendar/calendar-page.tsx';
import { type CalendarSearch, parseCalendarSearch } from '#features/appointments/calendar/calendar-search.ts';
import { CalendarFeedDialog } from '#features/calendar-feed/calendar-feed-dialog.tsx';

// The week and the doctor live in the URL, validated so a bad value falls back to the current
// week and the default doctor.
export const Route = createFileRoute('/_authenticated/appointments')({
  validateSearch: parseCalendarSearch,
  component: AppointmentsPage,
});

function AppointmentsPage() {
  const { t } = useLingui();
  const navigate = Route.useNavigate();
  const search = Route.useSearch();
  const { profile } = Route.useRouteContext();
  const onSearchChange = useCallback(
    (next: CalendarSearch) => {
      void navigate({ search: next, replace: true });
    },
    [navigate],
  );
  return (
    <>
      <PageHeader title={t`Programări`} />
      <CalendarPage
        search={search}
        onSearchChange={onSearchChange}
        tools={
          profile?.role === 'doctor' ? (
            <CalendarFeedDialog doctorId={profile.id} actions={CALENDAR_FEED} />
          ) : null
        }
      />
    </>
  );
}
