import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadAccessHistory } from '#app/access-history.ts';
import { PatientAccessHistoryPage } from '#features/access-history/patient-access-history-page.tsx';
import { usePatientInContext } from '#features/patients/area/patient-in-context.tsx';
import { normalizeRole, roleGuardRedirect } from '#lib/roles.ts';

/** The patient's access history is for the clinic's administrators (issue 39); others go to /appointments. */
export const Route = createFileRoute('/_authenticated/patient/$patientId/access-history')({
  beforeLoad: ({ context }) => {
    const target = roleGuardRedirect(normalizeRole(context.profile?.role), ['admin', 'super_admin']);
    if (target) throw redirect({ to: target, replace: true });
  },
  component: AccessHistoryRoute,
});

function AccessHistoryRoute() {
  return <PatientAccessHistoryPage patient={usePatientInContext()} load={loadAccessHistory} />;
}
