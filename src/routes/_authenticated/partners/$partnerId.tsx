import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { SignedInNotFoundPage } from '#app/shell/not-found-page.tsx';
import { EditPartnerPage } from '#features/partners/partner-form-pages.tsx';
import { normalizeRole, roleGuardRedirect } from '#lib/roles.ts';

const partnerIdRules = v.pipe(v.string(), v.uuid());

/**
 * Editing a partner is for admin and super_admin (spec part 2 routes); staff go back to the list.
 * Partner ids are UUIDs, so any other segment is a page that does not exist.
 */
export const Route = createFileRoute('/_authenticated/partners/$partnerId')({
  beforeLoad: ({ context }) => {
    const target = roleGuardRedirect(
      normalizeRole(context.profile?.role),
      ['admin', 'super_admin'],
      '/partners',
    );
    if (target) throw redirect({ to: target, replace: true });
  },
  loader: ({ params }) => {
    if (!v.is(partnerIdRules, params.partnerId)) throw notFound();
  },
  notFoundComponent: SignedInNotFoundPage,
  component: EditPartnerRoute,
});

function EditPartnerRoute() {
  const { partnerId } = Route.useParams();
  // Keyed by id: another partner's form starts afresh, never with this one's edits.
  return <EditPartnerPage key={partnerId} partnerId={partnerId} />;
}
