import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * `/configurator` opens the clinic details (spec part 2 routes). That screen comes with its own
 * issue, so until then the redirect target shows the 404 page; `href` keeps the typed route tree
 * from rejecting a path it does not have yet.
 */
export const Route = createFileRoute('/_authenticated/configurator/')({
  beforeLoad: () => {
    throw redirect({ href: '/configurator/clinic-details', replace: true });
  },
});
