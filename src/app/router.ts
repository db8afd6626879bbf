/** The router: the generated file-route tree, the guards' context, the translated error screen. */
import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen.ts';
import { authState } from './auth/auth-state.ts';
import { ErrorPage } from './shell/error-page.tsx';

export const router = createRouter({
  routeTree,
  context: { auth: authState },
  defaultPreload: false,
  scrollRestoration: true,
  // Any route that fails shows the translated error screen, never the router's English default.
  defaultErrorComponent: ErrorPage,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
