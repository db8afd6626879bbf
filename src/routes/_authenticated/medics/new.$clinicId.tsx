import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { SignedInNotFoundPage } from '#app/shell/not-found-page.tsx';
import { USER_ACCOUNTS } from '#app/user-accounts.ts';
import { NewMedicPage } from '#features/medics/medic-form-pages.tsx';
import { normalizeRole, roleGuardRedirect } from '#lib/roles.ts';

const clinicIdRules = v.pipe(v.string(), v.uuid());

/** A super_admin's new user (an admin, a doctor, staff) for a given clinic (spec part 2 routes). */
export const Route = createFileRoute('/_authenticated/medics/new/$clinicId')({
  beforeLoad: ({ context }) => {
    const target = roleGuardRedirect(normalizeRole(context.profile?.role), ['super_admin'], '/medics');
    if (target) throw redirect({ to: target, replace: true });
  },
  loader: ({ params }) => {
    if (!v.is(clinicIdRules, params.clinicId)) throw notFound();
  },
  notFoundComponent: SignedInNotFoundPage,
  component: NewMedicForClinic,
});

function NewMedicForClinic() {
  const { clinicId } = Route.useParams();
  return <NewMedicPage key={clinicId} actions={USER_ACCOUNTS} clinicId={clinicId} />;
}
