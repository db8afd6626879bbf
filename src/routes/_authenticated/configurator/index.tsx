import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/configurator` opens the clinic details (spec part 2 routes). */
export const Route = createFileRoute('/_authenticated/configurator/')({
  beforeLoad: () => {
    throw redirect({ to: '/configurator/clinic-details', replace: true });
  },
});
