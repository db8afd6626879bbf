import { createFileRoute, redirect } from '@tanstack/react-router';
import { landingPath, normalizeRole } from '#lib/roles.ts';

/** `/`: super_admin to /clinics, everyone else to /appointments, history replaced (spec §2). */
export const Route = createFileRoute('/_authenticated/')({
  beforeLoad: ({ context }) => {
    throw redirect({ to: landingPath(normalizeRole(context.profile?.role)), replace: true });
  },
});
