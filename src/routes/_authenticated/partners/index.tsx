import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import * as v from 'valibot';
import { PageHeader } from '#components/ui/page-header.tsx';
import type { PartnerFilter } from '#features/partners/partner-list.ts';
import { PartnersList } from '#features/partners/partners-list.tsx';
import { usePartnersData } from '#features/partners/use-partners-data.ts';
import { isAdministrator, normalizeRole } from '#lib/roles.ts';

// Filters and search live in the URL; a bad value falls back to "none" instead of breaking the page.
const stringList = v.fallback(v.optional(v.array(v.string())), undefined);
const partnersSearchSchema = v.object({
  type: stringList,
  status: stringList,
  q: v.fallback(v.optional(v.string()), undefined),
});

type PartnersSearch = v.InferOutput<typeof partnersSearchSchema>;

export const Route = createFileRoute('/_authenticated/partners/')({
  validateSearch: (search) => v.parse(partnersSearchSchema, search),
  component: PartnersPage,
});

function PartnersPage() {
  const { t } = useLingui();
  const navigate = Route.useNavigate();
  const search = Route.useSearch();
  const { profile } = Route.useRouteContext();
  const role = normalizeRole(profile?.role);
  const partners = usePartnersData();
  const filter: PartnerFilter = {
    types: search.type ?? [],
    statuses: search.status ?? [],
    search: search.q ?? '',
  };

  const onFilterChange = (change: Partial<PartnerFilter>) => {
    const next = { ...filter, ...change };
    const params: PartnersSearch = {
      type: next.types.length > 0 ? [...next.types] : undefined,
      status: next.statuses.length > 0 ? [...next.statuses] : undefined,
      q: next.search !== '' ? next.search : undefined,
    };
    void navigate({ search: params, replace: true });
  };

  return (
    <>
      <PageHeader title={t`Parteneri`} />
      <div className={css({ padding: '6' })}>
        <PartnersList
          partners={partners}
          filter={filter}
          onFilterChange={onFilterChange}
          canEdit={isAdministrator(role)}
          onEditPartner={(partner) =>
            void navigate({ to: '/partners/$partnerId', params: { partnerId: partner.id } })
          }
          onAddPartner={() => void navigate({ to: '/partners/new' })}
        />
      </div>
    </>
  );
}
