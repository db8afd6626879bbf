/**
 * /configurator/{domainName}/specialization/{id} (spec part 2): the clinic's services of one
 * specialization as a table, built on the clinic's real services (the spec's sample data was a
 * placeholder), with the add button opening the service dialog for this specialization; an unknown
 * specialization says 'Specializarea nu a fost găsită'.
 */
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { DataTable, type DataTableColumn } from '#components/ui/data-table.tsx';
import { FloatingAddButton } from '#components/ui/floating-add-button.tsx';
import { PageHeader } from '#components/ui/page-header.tsx';
import { QueryState } from '#components/ui/query-state.tsx';
import { SpecializationIcon } from '#components/ui/specialization-icon.tsx';
import { SPECIALIZATIONS } from '#core/specialization-list.ts';
import { isKnownSpecialization } from '#core/specializations.ts';
import { DEFAULT_LOCALE, isLocale } from '#i18n/locale.ts';
import { formatPrice } from '#lib/format-price.ts';
import { specializationDescription, specializationName } from '#lib/specialization-name.ts';
import type { DoctorServiceDoc, ServiceDoc, UserDoc } from '#sync/api/documents.ts';
import { ServiceDialog } from './service-dialog.tsx';
import { useServiceEditing } from './use-service-editing.ts';
import { useServicesData } from './use-services-data.ts';

export function SpecializationPage({ specializationId }: { specializationId: string }) {
  const { t } = useLingui();
  const data = useServicesData();
  if (data.state !== 'ready' || !isKnownSpecialization(specializationId)) {
    return (
      <>
        <PageHeader title={t`Specializare`} />
        <QueryState query={data}>
          {() => (
            <p role="alert" data-testid="specialization-not-found">{t`Specializarea nu a fost găsită`}</p>
          )}
        </QueryState>
      </>
    );
  }
  return <SpecializationServices specializationId={specializationId} {...data.value} />;
}

/** The table and the dialog, once the clinic's services are read. */
function SpecializationServices({
  specializationId,
  services,
  doctorServices,
  users,
}: {
  specializationId: string;
  services: readonly ServiceDoc[];
  doctorServices: readonly DoctorServiceDoc[];
  users: readonly UserDoc[];
}) {
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const { termsOf, openNew, openEdit, dialog } = useServiceEditing(doctorServices, specializationId);
  const rows = useMemo(
    () => services.filter((service) => service.specialization_id === specializationId),
    [services, specializationId],
  );
  const title = specializationName(specializationId, locale);
  const doctors = users.filter((user) => user.role === 'doctor');
  const priceRange = (service: ServiceDoc) => {
    const prices = termsOf(service.id).map((terms) => terms.price);
    if (prices.length === 0) return '-';
    const format = (amount: number) => formatPrice(amount, service.currency, locale);
    const low = Math.min(...prices);
    const high = Math.max(...prices);
    return low === high ? format(low) : `${format(low)} – ${format(high)}`;
  };

  const columns: DataTableColumn<ServiceDoc>[] = [
    { key: 'name', header: t`Serviciu`, cell: (service) => service.name },
    { key: 'sku', header: t`Cod SKU`, cell: (service) => service.sku_code ?? '-' },
    { key: 'doctors', header: t`Medici`, cell: (service) => termsOf(service.id).length },
    { key: 'price', header: t`Preț`, cell: priceRange },
  ];

  return (
    <>
      <PageHeader title={title} />
      <p className={css({ display: 'flex', alignItems: 'center', gap: '2', marginBlockEnd: '4' })}>
        <SpecializationIcon id={specializationId} badge />
        {specializationDescription(specializationId, locale)}
      </p>
      <div className={css({ maxWidth: '5xl' })}>
        <DataTable
          caption={t`Serviciile clinicii pentru ${title}`}
          columns={columns}
          rows={rows}
          rowKey={(service) => service.id}
          rowLabel={(service) => t`Modifică ${service.name}`}
          onRowClick={openEdit}
          empty={t`Clinica nu are încă servicii pentru această specializare.`}
        />
      </div>
      <FloatingAddButton label={t`Serviciu nou`} onClick={openNew} />
      <ServiceDialog
        {...dialog}
        specializations={SPECIALIZATIONS.map((row) => ({
          value: row.id,
          label: specializationName(row.id, locale),
        }))}
        doctors={doctors}
      />
    </>
  );
}
