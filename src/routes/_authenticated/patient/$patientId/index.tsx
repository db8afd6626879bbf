import { createFileRoute } from '@tanstack/react-router';
import { PatientOverviewPage } from '#features/patients/area/patient-overview-page.tsx';

/**
 * The area's first page. Spec part 2 sends /patient/{id} to the medical record; until that page
 * lands with its issue, the overview of the patient is what a row click opens.
 */
export const Route = createFileRoute('/_authenticated/patient/$patientId/')({
  component: PatientOverviewPage,
});
