import { createFileRoute } from '@tanstack/react-router';
import { MedicalHistoryPage } from '#features/medical-history/medical-history-page.tsx';
import { usePatientInContext } from '#features/patients/area/patient-in-context.tsx';

export const Route = createFileRoute('/_authenticated/patient/$patientId/medical-history')({
  component: MedicalHistoryRoute,
});

/** The medical history of the patient whose area is open. */
function MedicalHistoryRoute() {
  return <MedicalHistoryPage patient={usePatientInContext()} />;
}
