import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '#app/router-context.ts';
import { ErrorPage } from '#app/shell/error-page.tsx';
import { NotFoundPage } from '#app/shell/not-found-page.tsx';
import { PageSpinner } from '#app/shell/page-spinner.tsx';
import { PwaControls } from '#app/shell/pwa-controls.tsx';
import { AppToaster } from '#components/ui/toaster.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
  pendingComponent: PageSpinner,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <AppToaster />
      {/* On every page, /auth included: a new version or the install offer is not only for signed-in users. */}
      <PwaControls />
    </>
  );
}
