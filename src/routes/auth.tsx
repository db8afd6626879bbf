import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { AuthPage } from '#app/auth/auth-page.tsx';
import { safeAppPath } from '#lib/app-path.ts';
import { afterSignInPath } from '#lib/roles.ts';

/**
 * `redirect`: the page a visitor opened before being sent here (a link from a colleague, a
 * bookmark, a reload after the session ended), where the sign-in then leads instead of the role's
 * landing page. Only a path of this app; the page's own guard still turns away a role it is not for.
 */
const searchSchema = v.object({
  redirect: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(safeAppPath))), undefined),
});

export const Route = createFileRoute('/auth')({
  validateSearch: searchSchema,
  // An existing session goes where a fresh sign-in would (spec §2).
  beforeLoad: async ({ context, search }) => {
    const current = await context.auth.session();
    if (!current) return;
    const profile = await context.auth.profile(current);
    throw redirect({
      href: search.redirect ?? (profile ? afterSignInPath(profile.role) : '/'),
      replace: true,
    });
  },
  component: AuthRoute,
});

function AuthRoute() {
  const navigate = useNavigate();
  const { redirect: requested } = Route.useSearch();
  return <AuthPage onSignedIn={(path) => void navigate({ href: requested ?? path, replace: true })} />;
}
