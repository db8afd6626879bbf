import { createFileRoute, useRouter } from '@tanstack/react-router';
import { CLINIC_SERVER } from '#app/clinic-admin.ts';
import { ClinicAdminPage } from '#features/clinics/admin/clinic-admin-page.tsx';

export const Route = createFileRoute('/_authenticated/clinics/new')({
  component: NewClinicRoute,
});

/** A new clinic, created on the server. */
function NewClinicRoute() {
  const router = useRouter();
  return (
    <ClinicAdminPage clinicId={null} server={CLINIC_SERVER} onDone={() => router.history.push('/clinics')} />
  );
}
