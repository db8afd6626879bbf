import { useLingui } from '@lingui/react/macro';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import * as v from 'valibot';
import {
  type ClinicListRow,
  leaveClinicContext,
  loadClinicList,
  openClinicContext,
} from '#app/clinic-context.ts';
import { runSave } from '#components/form/run-save.ts';
import { FloatingAddButton } from '#components/ui/floating-add-button.tsx';
import { PageHeader } from '#components/ui/page-header.tsx';
import { notify } from '#components/ui/toaster.tsx';
import type { ClinicListQuery } from '#features/clinics/clinic-list.ts';
import { ClinicsList } from '#features/clinics/clinics-list.tsx';
import { failed, type LiveQuery, LOADING, ready } from '#lib/live-query.ts';

// Filters, search and page live in the URL; a bad value falls back to "none" instead of breaking the page.
const stringList = v.fallback(v.optional(v.array(v.string())), undefined);
const clinicsSearchSchema = v.object({
  city: stringList,
  status: stringList,
  q: v.fallback(v.optional(v.string()), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});

type ClinicsSearch = v.InferOutput<typeof clinicsSearchSchema>;

export const Route = createFileRoute('/_authenticated/clinics/')({
  validateSearch: (search) => v.parse(clinicsSearchSchema, search),
  component: ClinicsPage,
});

function ClinicsPage() {
  const { t } = useLingui();
  const router = useRouter();
  const navigate = Route.useNavigate();
  const search = Route.useSearch();
  const { profile } = Route.useRouteContext();
  const [clinics, setClinics] = useState<LiveQuery<readonly ClinicListRow[]>>(LOADING);
  const hadContext = profile?.clinicId != null;
  const authUserId = profile?.authUserId ?? null;

  // Opening the list leaves any clinic (spec part 2 §4): the context is cleared on the server (or,
  // offline, on this device until the server can be told) and the profile reloaded, so the clinic
  // session closes; then the list is read.
  useEffect(() => {
    let cancelled = false;
    (async () => {
      if (hadContext && authUserId) {
        await leaveClinicContext(authUserId);
        await router.invalidate();
      }
      const list = await loadClinicList();
      if (cancelled) return;
      setClinics(
        list === null
          ? failed(new Error('Neither the server nor this device has the clinics list'))
          : ready(list),
      );
    })().catch((error: unknown) => console.error('Clinics list failed', error));
    return () => {
      cancelled = true;
    };
  }, [hadContext, authUserId, router]);

  const query: ClinicListQuery = {
    cities: search.city ?? [],
    statuses: search.status ?? [],
    q: search.q ?? '',
    page: search.page ?? 1,
  };

  const onQueryChange = (change: Partial<ClinicListQuery>) => {
    const next = { ...query, ...change };
    const params: ClinicsSearch = {
      city: next.cities.length > 0 ? [...next.cities] : undefined,
      status: next.statuses.length > 0 ? [...next.statuses] : undefined,
      q: next.q !== '' ? next.q : undefined,
      page: next.page > 1 ? next.page : undefined,
    };
    void navigate({ search: params, replace: true });
  };

  const openClinic = async (clinic: ClinicListRow) => {
    if (!authUserId) return;
    // Offline, a clinic this device has synced opens from its local database; the server's
    // context follows when the network returns, before that clinic's sync sends anything.
    const opened = await runSave(() => openClinicContext(authUserId, clinic), {
      failed: t`Clinica nu a putut fi deschisă. Verifică conexiunea și încearcă din nou.`,
      log: 'Setting the clinic context failed',
    });
    if (!opened.ok) return;
    if (opened.value === 'needs_network') {
      notify.error(
        t`${clinic.name} nu este încă pe acest dispozitiv: prima deschidere are nevoie de conexiune.`,
      );
      return;
    }
    // The guard reads the fresh profile on this navigation; the clinic session switches databases.
    router.history.push('/patients');
  };

  return (
    <>
      <PageHeader title={t`Clinici`} />
      <div className={css({ padding: '6' })}>
        <ClinicsList
          clinics={clinics}
          query={query}
          onQueryChange={onQueryChange}
          onOpenClinic={(clinic) => void openClinic(clinic)}
          onEditClinic={(clinic) => router.history.push(`/clinics/${clinic.id}`)}
        />
        <FloatingAddButton label={t`Clinică nouă`} onClick={() => router.history.push('/clinics/new')} />
      </div>
    </>
  );
}
