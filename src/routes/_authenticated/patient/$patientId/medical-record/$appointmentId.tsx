import { createFileRoute } from '@tanstack/react-router';
import { AppointmentDetailPage } from '#features/medical-record/appointment-detail-page.tsx';
import { usePatientInContext } from '#features/patients/area/patient-in-context.tsx';

export const Route = createFileRoute('/_authenticated/patient/$patientId/medical-record/$appointmentId')({
  component: AppointmentDetailRoute,
});

/** One visit of the patient whose area is open (the calendar's "View details" leads here). */
function AppointmentDetailRoute() {
  const { appointmentId } = Route.useParams();
  return <AppointmentDetailPage patient={usePatientInContext()} appointmentId={appointmentId} />;
}
