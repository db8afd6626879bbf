import { createFileRoute } from '@tanstack/react-router';
import { MedicalRecordPage } from '#features/medical-record/medical-record-page.tsx';
import { usePatientInContext } from '#features/patients/area/patient-in-context.tsx';

export const Route = createFileRoute('/_authenticated/patient/$patientId/medical-record/')({
  component: MedicalRecordRoute,
});

/** The visits of the patient whose area is open. */
function MedicalRecordRoute() {
  return <MedicalRecordPage patient={usePatientInContext()} />;
}
