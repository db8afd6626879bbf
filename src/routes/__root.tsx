import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../app/router-context.ts';
import { AppToaster } from '../components/ui/toaster.tsx';
import { NotFoundPage } from '../features/shell/not-found-page.tsx';
import { PageSpinner } from '../features/shell/page-spinner.tsx';
import { PwaControls } from '../features/shell/pwa-controls.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
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
