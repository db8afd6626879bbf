import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { NewPasswordPage } from '#app/auth/new-password-page.tsx';

export const Route = createFileRoute('/reset-password')({
  // supabase-js has read the recovery session from the link's fragment before this resolves.
  loader: async ({ context }) => ({ hasSession: (await context.auth.session()) !== null }),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { hasSession } = Route.useLoaderData();
  const navigate = useNavigate();
  const goToSignIn = useCallback(() => void navigate({ to: '/auth', replace: true }), [navigate]);
  return <NewPasswordPage hasSession={hasSession} goToSignIn={goToSignIn} />;
}
