import { createFileRoute, Outlet, redirect, useNavigate } from '@tanstack/react-router';
import { signOut } from '../features/auth/sign-out.ts';
import { AppLayout } from '../features/shell/app-layout.tsx';
import { normalizeRole } from '../lib/roles.ts';

/** Every route under this one needs a signed-in user; a visitor is sent to /auth (spec §2). */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context }) => {
    if (!(await context.auth.session())) throw redirect({ to: '/auth', replace: true });
    return { profile: await context.auth.profile() };
  },
  component: AuthenticatedLayout,
});

function AuthenticatedLayout() {
  const { profile } = Route.useRouteContext();
  const navigate = useNavigate();
  const leave = async () => {
    await signOut();
    await navigate({ to: '/auth', replace: true });
  };
  return (
    <AppLayout
      role={normalizeRole(profile?.role)}
      clinicName={profile?.clinicName ?? null}
      userName={profile?.name ?? null}
      avatar={profile?.avatar ?? null}
      onSignOut={() => void leave()}
    >
      <Outlet />
    </AppLayout>
  );
}
