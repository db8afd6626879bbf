import { createFileRoute, useRouter } from '@tanstack/react-router';
import { CLINIC_SERVER } from '#app/clinic-admin.ts';
import { ClinicAdminPage } from '#features/clinics/admin/clinic-admin-page.tsx';

export const Route = createFileRoute('/_authenticated/clinics/$clinicId')({
  component: EditClinicRoute,
});

/** A clinic as the super administrator edits it, on the server. */
function EditClinicRoute() {
  const { clinicId } = Route.useParams();
  const router = useRouter();
  return (
    <ClinicAdminPage
      clinicId={clinicId}
      server={CLINIC_SERVER}
      onDone={() => router.history.push('/clinics')}
    />
  );
}
