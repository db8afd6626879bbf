/** The router: the generated file-route tree, the guards' context, the spinner while guards wait. */
import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen.ts';
import { authState } from './auth/auth-state.ts';

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
