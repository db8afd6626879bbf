import { createFileRoute } from '@tanstack/react-router';
import { ServicesPage } from '#features/services/services-page.tsx';

/** The clinic's services by specialization, with each doctor's minutes and price (admin, super_admin). */
export const Route = createFileRoute('/_authenticated/configurator/services-specializations')({
  component: ServicesPage,
});
