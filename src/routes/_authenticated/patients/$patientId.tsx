import { createFileRoute, notFound, useLocation } from '@tanstack/react-router';
import { useMemo } from 'react';
import { SignedInNotFoundPage } from '#app/shell/not-found-page.tsx';
import { handedOverPatient } from '#features/patients/form/handed-over-patient.ts';
import { EditPatientPage } from '#features/patients/form/patient-form-pages.tsx';
import { isPatientId } from '#features/patients/form/patient-route-params.ts';

/**
 * Editing a patient (spec part 1 §2). Patient ids are UUIDs, so any other segment is a page that
 * does not exist (the 404 inside the layout); a well-formed id the device does not hold is the
 * form's own "could not load" state.
 */
export const Route = createFileRoute('/_authenticated/patients/$patientId')({
  loader: ({ params }) => {
    if (!isPatientId(params.patientId)) throw notFound();
  },
  notFoundComponent: SignedInNotFoundPage,
  component: EditPatientRoute,
});

function EditPatientRoute() {
  const { patientId } = Route.useParams();
  const state = useLocation({ select: (location) => location.state });
  const handedOver = useMemo(() => handedOverPatient(state, patientId), [state, patientId]);
  // Keyed by id: another patient's form starts afresh, never with this one's edits.
  return <EditPatientPage key={patientId} patientId={patientId} handedOver={handedOver} />;
}
