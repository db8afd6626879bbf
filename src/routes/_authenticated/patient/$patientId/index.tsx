import { createFileRoute, redirect } from '@tanstack/react-router';

/** /patient/{id} opens the patient's medical record (spec part 2 routes). */
export const Route = createFileRoute('/_authenticated/patient/$patientId/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/patient/$patientId/medical-record', params, replace: true });
  },
});
