import { createFileRoute } from '@tanstack/react-router';
import { NewPatientPage } from '../../../features/patients/form/patient-form-pages.tsx';

/** A new patient (spec part 1 §2). Every signed-in role of a clinic registers patients. */
export const Route = createFileRoute('/_authenticated/patients/new')({
  component: NewPatientPage,
});
