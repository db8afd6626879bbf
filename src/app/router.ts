/** The router: the generated file-route tree, the guards' context, the spinner while guards wait. */
import { createRouter } from '@tanstack/react-router';
import { authState } from '../features/auth/auth-state.ts';
import { routeTree } from '../routeTree.gen.ts';

export const router = createRouter({
  routeTree,
  context: { auth: authState },
  defaultPreload: false,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
