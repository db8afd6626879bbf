import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { css } from 'styled-system/css';

// The weekly calendar arrives with its issue; until then the landing page is a titled placeholder.
export const Route = createFileRoute('/_authenticated/appointments')({
  component: AppointmentsPage,
});

function AppointmentsPage() {
  return (
    <h1 className={css({ fontSize: '2xl', fontWeight: 'semibold' })}>
      <Trans>Programări</Trans>
    </h1>
  );
}
