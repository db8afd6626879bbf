import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SignedInNotFoundPage } from '#app/shell/not-found-page.tsx';
import { PatientAreaLayout } from '#features/patients/area/patient-area-layout.tsx';

/** The patient area (spec part 1 §2): the patient in context for every page under /patient/{id}. */
export const Route = createFileRoute('/_authenticated/patient/$patientId')({
  component: PatientAreaRoute,
  // A page of the area that does not exist (yet) keeps the patient's frame around the 404.
  notFoundComponent: SignedInNotFoundPage,
});

function PatientAreaRoute() {
  const { patientId } = Route.useParams();
  return (
    <PatientAreaLayout patientId={patientId}>
      <Outlet />
    </PatientAreaLayout>
  );
}
