import { createFileRoute } from '@tanstack/react-router';
import { PatientSettingsPage } from '#features/patients/area/patient-settings-page.tsx';

export const Route = createFileRoute('/_authenticated/patient/$patientId/patient-settings')({
  component: PatientSettingsPage,
});
