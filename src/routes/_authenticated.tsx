import { useLingui } from '@lingui/react/macro';
import {
  createFileRoute,
  notFound,
  Outlet,
  redirect,
  rootRouteId,
  useLocation,
  useNavigate,
  useRouter,
} from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { forgetCachedProfile, onSessionEnded } from '#app/auth/auth-state.ts';
import { ClinicSessionProvider } from '#app/clinic-session/clinic-session-provider.tsx';
import { DeviceLockGate } from '#app/device-lock/device-lock-gate.tsx';
import { forgetSignedOutUser } from '#app/device-lock/device-lock-store.ts';
import { AppLayout } from '#app/shell/app-layout.tsx';
import { needsClinicChoice } from '#app/shell/clinic-choice.ts';
import { ClinicChoicePage } from '#app/shell/clinic-choice-page.tsx';
import { ClinicDeletedPage } from '#app/shell/clinic-deleted-page.tsx';
import { ErrorPage } from '#app/shell/error-page.tsx';
import { useSignOut } from '#app/shell/sign-out-dialog.tsx';
import { notify } from '#components/ui/toaster.tsx';
import { normalizeRole } from '#lib/roles.ts';

/**
 * Every route under this one needs a signed-in user; a visitor is sent to /auth (spec §2), which
 * leads back to the page they opened once they are signed in. Unknown
 * paths land on this layout's catch-all ($.tsx), so a signed-in user keeps the menu on the 404.
 * The session is read from this device's storage, so offline (even with an expired access token)
 * a signed-in user stays in and works on the local database with the remembered profile.
 */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context, matches, location }) => {
    const current = await context.auth.session();
    if (!current) {
      // An unknown path is a 404 for a visitor too (spec §2); only real pages send them to sign in,
      // and the sign-in leads back to the page they opened (the home page needs no such note).
      if (matches.some((match) => match.routeId === '/_authenticated/$'))
        throw notFound({ routeId: rootRouteId });
      const back = location.pathname === '/' ? undefined : location.href;
      throw redirect({ to: '/auth', search: { redirect: back }, replace: true });
    }
    return {
      profile: await context.auth.profile(current),
      authUserId: current.user.id,
      email: current.user.email ?? '',
    };
  },
  component: AuthenticatedLayout,
  // The layout's own failure (its clinic database cannot open): no sidebar, the same screen.
  errorComponent: ErrorPage,
});

function AuthenticatedLayout() {
  // Only the profile: the route context is a new object after every navigation's guard, and the
  // whole shell would render again with it.
  const profile = Route.useRouteContext({ select: (context) => context.profile });
  const authUserId = Route.useRouteContext({ select: (context) => context.authUserId });
  const email = Route.useRouteContext({ select: (context) => context.email });
  const navigate = useNavigate();
  const router = useRouter();
  const role = normalizeRole(profile?.role);
  const choosing = useLocation({
    select: (location) => needsClinicChoice(role, profile?.clinicId ?? null, location.pathname),
  });
  const { t } = useLingui();
  const toSignIn = useCallback(() => void navigate({ to: '/auth', replace: true }), [navigate]);
  const { signOut, dialog } = useSignOut(() => {
    // The user's PIN and key on this device go with their data.
    void forgetSignedOutUser(authUserId).finally(toSignIn);
  });
  const switched = useCallback(() => {
    forgetCachedProfile();
    void router.invalidate().then(() => navigate({ to: '/', replace: true }));
  }, [navigate, router]);
  // The server ended the session (an account made inactive, a revoked sign-in): to sign-in, with
  // what this device has not sent yet kept in its database for the next sign-in.
  useEffect(
    () =>
      onSessionEnded(() => {
        notify.error(
          t`Sesiunea s-a încheiat. Autentifică-te din nou; modificările nesincronizate au rămas pe acest dispozitiv.`,
        );
        void navigate({ to: '/auth', replace: true });
      }),
    [navigate, t],
  );
  if (profile?.clinicDeleted && role !== 'super_admin') {
    return (
      <>
        <ClinicDeletedPage onSignOut={signOut} />
        {dialog}
      </>
    );
  }
  return (
    <>
      <DeviceLockGate
        identity={{ userId: authUserId, email, displayName: profile?.name ?? email }}
        avatar={profile?.avatar ?? null}
        clinicId={profile?.clinicId ?? null}
        onSignOut={signOut}
        onSignedOut={toSignIn}
        onSwitched={switched}
      >
        {(sealer) => (
          <ClinicSessionProvider profile={profile} sealer={sealer}>
            <AppLayout
              role={role}
              clinicName={profile?.clinicName ?? null}
              userName={profile?.name ?? null}
              avatar={profile?.avatar ?? null}
              onSignOut={signOut}
            >
              {choosing ? <ClinicChoicePage /> : <Outlet />}
            </AppLayout>
          </ClinicSessionProvider>
        )}
      </DeviceLockGate>
      {dialog}
    </>
  );
}
