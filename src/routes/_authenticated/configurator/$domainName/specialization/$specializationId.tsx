import { createFileRoute } from '@tanstack/react-router';
import { SpecializationPage } from '#features/services/specialization-page.tsx';

export const Route = createFileRoute(
  '/_authenticated/configurator/$domainName/specialization/$specializationId',
)({
  component: SpecializationRoute,
});

/** One specialization's services in the clinic (the domain name in the path is the clinic's, as the spec builds it). */
function SpecializationRoute() {
  const { specializationId } = Route.useParams();
  return <SpecializationPage specializationId={specializationId} />;
}
