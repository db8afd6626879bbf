import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import * as v from 'valibot';
import { PageHeader } from '#components/ui/page-header.tsx';
import type { MedicListQuery } from '#features/medics/medic-list.ts';
import { MedicsList } from '#features/medics/medics-list.tsx';
import { useClinicUsers } from '#features/medics/use-medics-data.ts';
import { isAdministrator, normalizeRole } from '#lib/roles.ts';

// Filters, search and page live in the URL; a bad value falls back to "none" instead of breaking the page.
const stringList = v.fallback(v.optional(v.array(v.string())), undefined);
const medicsSearchSchema = v.object({
  specialization: stringList,
  status: stringList,
  q: v.fallback(v.optional(v.string()), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});

type MedicsSearch = v.InferOutput<typeof medicsSearchSchema>;

/** The users of the clinic: every signed-in role reads it (spec part 2 routes); only administrators change it. */
export const Route = createFileRoute('/_authenticated/medics/')({
  validateSearch: (search) => v.parse(medicsSearchSchema, search),
  component: MedicsPage,
});

function MedicsPage() {
  const { t } = useLingui();
  const navigate = Route.useNavigate();
  const search = Route.useSearch();
  const { profile } = Route.useRouteContext();
  const role = normalizeRole(profile?.role);
  const administers = isAdministrator(role);
  const users = useClinicUsers();
  const query: MedicListQuery = {
    specializations: search.specialization ?? [],
    statuses: search.status ?? [],
    q: search.q ?? '',
    page: search.page ?? 1,
  };

  const onQueryChange = (change: Partial<MedicListQuery>) => {
    const next = { ...query, ...change };
    const params: MedicsSearch = {
      specialization: next.specializations.length > 0 ? [...next.specializations] : undefined,
      status: next.statuses.length > 0 ? [...next.statuses] : undefined,
      q: next.q !== '' ? next.q : undefined,
      page: next.page > 1 ? next.page : undefined,
    };
    void navigate({ search: params, replace: true });
  };

  return (
    <>
      <PageHeader title={administers ? t`Utilizatori` : t`Medici`} />
      <div className={css({ padding: '6' })}>
        <MedicsList
          users={users}
          administers={administers}
          query={query}
          onQueryChange={onQueryChange}
          onEditUser={(user) => void navigate({ to: '/medics/$medicId', params: { medicId: user.id } })}
          onAddUser={() => void navigate({ to: '/medics/new' })}
        />
      </div>
    </>
  );
}
