/**
 * /configurator/{domainName}/specialization/{id} (spec part 2): the clinic's services of one
 * specialization as a table, built on the clinic's real services (the spec's sample data was a
 * placeholder), with the add button opening the service dialog for this specialization; an unknown
 * specialization says 'Specializarea nu a fost găsită'.
 */
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { DataTable, type DataTableColumn } from '#components/ui/data-table.tsx';
import { FloatingAddButton } from '#components/ui/floating-add-button.tsx';
import { PageHeader } from '#components/ui/page-header.tsx';
import { notify } from '#components/ui/toaster.tsx';
import { DEFAULT_LOCALE, isLocale } from '#i18n/locale.ts';
import { formatPrice } from '#lib/format-price.ts';
import { specializationName } from '#lib/specialization-name.ts';
import type { ServiceDoc } from '#sync/api/documents.ts';
import { saveService } from './save-service.ts';
import { ServiceDialog } from './service-dialog.tsx';
import {
  emptyServiceForm,
  type ServiceFormInput,
  type ServiceSave,
  serviceFormInput,
} from './service-form-values.ts';
import { useServicesData } from './use-services-data.ts';

type Editing = { service: ServiceDoc | null; initial: ServiceFormInput } | null;

export function SpecializationPage({ specializationId }: { specializationId: string }) {
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const { db } = useClinicSession();
  const data = useServicesData();
  const [editing, setEditing] = useState<Editing>(null);

  const rows = useMemo(
    () =>
      data.state === 'ready'
        ? data.value.services.filter((service) => service.specialization_id === specializationId)
        : [],
    [data, specializationId],
  );

  if (data.state === 'loading') {
    return (
      <>
        <PageHeader title={t`Specializare`} />
        <p role="status">{t`Se încarcă...`}</p>
      </>
    );
  }
  const { specializations, doctorServices, users } = data.value;
  const specialization = specializations.find((row) => row.id === specializationId);
  if (!specialization) {
    return (
      <>
        <PageHeader title={t`Specializare`} />
        <p role="alert" data-testid="specialization-not-found">{t`Specializarea nu a fost găsită`}</p>
      </>
    );
  }
  const title = specializationName(specialization, locale);
  const doctors = users.filter((user) => user.role === 'doctor');
  const termsOf = (serviceId: string) => doctorServices.filter((terms) => terms.service_id === serviceId);
  const decimal = locale === 'en' ? '.' : ',';
  const priceRange = (service: ServiceDoc) => {
    const prices = termsOf(service.id).map((terms) => terms.price);
    if (prices.length === 0) return '-';
    const format = (amount: number) => formatPrice(amount, service.currency, locale);
    const low = Math.min(...prices);
    const high = Math.max(...prices);
    return low === high ? format(low) : `${format(low)} – ${format(high)}`;
  };

  const save = async (values: ServiceSave): Promise<boolean> => {
    if (!db) return false;
    const service = editing?.service ?? null;
    try {
      await saveService(db, service ? { service, terms: termsOf(service.id) } : null, values);
      notify.success(
        service ? t`Serviciul a fost actualizat cu succes` : t`Serviciul a fost adăugat cu succes`,
      );
      return true;
    } catch (error) {
      console.error('Saving the service failed', error);
      notify.error(service ? t`Eroare la actualizarea serviciului` : t`Eroare la adăugarea serviciului`);
      return false;
    }
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
      <div className={css({ maxWidth: '5xl' })}>
        <DataTable
          caption={t`Serviciile clinicii pentru ${title}`}
          columns={columns}
          rows={rows}
          rowKey={(service) => service.id}
          rowLabel={(service) => t`Modifică ${service.name}`}
          onRowClick={(service) =>
            setEditing({ service, initial: serviceFormInput(service, termsOf(service.id), decimal) })
          }
          empty={t`Clinica nu are încă servicii pentru această specializare.`}
        />
      </div>
      <FloatingAddButton
        label={t`Serviciu nou`}
        onClick={() => setEditing({ service: null, initial: emptyServiceForm(specializationId) })}
      />
      <ServiceDialog
        open={editing !== null}
        editing={editing?.service != null}
        initial={editing?.initial ?? emptyServiceForm(specializationId)}
        specializations={specializations.map((row) => ({
          value: row.id,
          label: specializationName(row, locale),
        }))}
        doctors={doctors}
        onSave={save}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      />
    </>
  );
}
