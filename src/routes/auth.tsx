import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { AuthPage } from '#app/auth/auth-page.tsx';
import { afterSignInPath } from '#lib/roles.ts';

export const Route = createFileRoute('/auth')({
  // An existing session goes where a fresh sign-in would (spec §2).
  beforeLoad: async ({ context }) => {
    const current = await context.auth.session();
    if (!current) return;
    const profile = await context.auth.profile(current);
    throw redirect({ to: profile ? afterSignInPath(profile.role) : '/', replace: true });
  },
  component: AuthRoute,
});

function AuthRoute() {
  const navigate = useNavigate();
  return <AuthPage onSignedIn={(path) => void navigate({ to: path, replace: true })} />;
}
