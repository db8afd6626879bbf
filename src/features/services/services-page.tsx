/**
 * /configurator/services-specializations (spec part 2 "Services and specializations"): a
 * collapsible group per specialization that has services; each service collapsible, with its
 * doctors, their minutes and price. The add button and each service's Edit open the service
 * dialog; Delete asks first ('Ești sigur?') and says how many bookings ahead use the service, which
 * stay booked. Every write goes to the device's database, so it works offline.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { StoredAvatar } from '#clinic-session/stored-avatar.tsx';
import { runSave } from '#components/form/run-save.ts';
import { secondaryButton } from '#components/ui/button-styles.ts';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { FloatingAddButton } from '#components/ui/floating-add-button.tsx';
import { PageHeader } from '#components/ui/page-header.tsx';
import { QueryState } from '#components/ui/query-state.tsx';
import { sectionCard } from '#components/ui/section-card.ts';
import { SpecializationIcon } from '#components/ui/specialization-icon.tsx';
import { durationLabel } from '#core/duration-options.ts';
import { SPECIALIZATIONS } from '#core/specialization-list.ts';
import { DEFAULT_LOCALE, isLocale } from '#i18n/locale.ts';
import { formatPrice } from '#lib/format-price.ts';
import { specializationDescription, specializationName } from '#lib/specialization-name.ts';
import { upcomingAppointments } from '#sync/api/appointment-queries.ts';
import type { DoctorServiceDoc, ServiceDoc, UserDoc } from '#sync/api/documents.ts';
import { removeService } from './save-service.ts';
import { ServiceDialog } from './service-dialog.tsx';
import { servicesBySpecialization } from './services-by-specialization.ts';
import { clinicSlug, specializationPath } from './specialization-path.ts';
import { useServiceEditing } from './use-service-editing.ts';
import { useServicesData } from './use-services-data.ts';

type Deleting = { service: ServiceDoc; bookedAhead: number } | null;

export function ServicesPage() {
  const { t } = useLingui();
  const data = useServicesData();
  return (
    <>
      <PageHeader title={t`Servicii și specializări`} />
      <QueryState query={data}>
        {({ services, doctorServices, users }) => (
          <ServicesCatalog services={services} doctorServices={doctorServices} users={users} />
        )}
      </QueryState>
    </>
  );
}

/** The groups, the dialog and the delete question, once the clinic's services are read. */
function ServicesCatalog({
  services,
  doctorServices,
  users,
}: {
  services: readonly ServiceDoc[];
  doctorServices: readonly DoctorServiceDoc[];
  users: readonly UserDoc[];
}) {
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const { db, profile } = useClinicSession();
  const router = useRouter();
  const { openNew, openEdit, dialog } = useServiceEditing(doctorServices);
  const [deleting, setDeleting] = useState<Deleting>(null);

  const nameOf = (id: string) => specializationName(id, locale);
  const groups = useMemo(
    () => servicesBySpecialization(services, doctorServices, users, (id) => specializationName(id, locale)),
    [services, doctorServices, users, locale],
  );
  const doctors = users.filter((user) => user.role === 'doctor');

  const askDelete = async (service: ServiceDoc) => {
    let bookedAhead = 0;
    if (db) {
      const ahead = await upcomingAppointments(
        db,
        doctors.map((doctor) => doctor.id),
        new Date().toISOString(),
      ).catch(() => []);
      bookedAhead = ahead.filter((appointment) => appointment.service_id === service.id).length;
    }
    setDeleting({ service, bookedAhead });
  };
  const remove = async () => {
    const service = deleting?.service;
    setDeleting(null);
    if (!db || !service) return;
    await runSave(() => removeService(db, service.id), {
      failed: t`Eroare la ștergerea serviciului`,
      succeeded: t`Serviciul a fost șters cu succes`,
      log: 'Deleting the service failed',
    });
  };

  const specializationOptions = SPECIALIZATIONS.map((row) => ({ value: row.id, label: nameOf(row.id) }));
  const slug = clinicSlug(profile?.clinicName ?? null);

  return (
    <>
      {groups.length === 0 ? <p data-testid="services-empty">{t`Clinica nu are încă servicii.`}</p> : null}
      <div className={css({ display: 'grid', gap: '4', maxWidth: '5xl' })}>
        {groups.map((group) => (
          <details
            key={group.specializationId}
            open
            className={sectionCard}
            data-testid="specialization-group"
            data-specialization={group.specializationId}
          >
            <summary
              className={css({
                fontWeight: 'semibold',
                fontSize: 'lg',
                cursor: 'pointer',
                minHeight: '11',
                display: 'flex',
                alignItems: 'center',
                gap: '2',
              })}
            >
              <SpecializationIcon id={group.specializationId} badge />
              {nameOf(group.specializationId)}
              <span className={css({ color: 'muted', fontWeight: 'normal', fontSize: 'sm' })}>
                ({group.services.length})
              </span>
            </summary>
            <p className={css({ color: 'muted' })}>
              {specializationDescription(group.specializationId, locale)}
            </p>
            <a
              href={specializationPath(slug, group.specializationId)}
              className={css({
                color: 'accent',
                textDecoration: 'underline',
                display: 'inline-flex',
                minHeight: '11',
                alignItems: 'center',
              })}
              onClick={(event) => {
                event.preventDefault();
                router.history.push(specializationPath(slug, group.specializationId));
              }}
            >
              {t`Pagina specializării ${nameOf(group.specializationId)}`}
            </a>
            <ul className={css({ display: 'grid', gap: '2' })}>
              {group.services.map(({ service, doctors: offered }) => (
                <li key={service.id}>
                  <details
                    data-testid="service"
                    data-service-id={service.id}
                    className={css({
                      borderWidth: '1px',
                      borderColor: 'border',
                      borderRadius: 'md',
                      padding: '3',
                    })}
                  >
                    <summary
                      className={css({
                        cursor: 'pointer',
                        fontWeight: 'medium',
                        minHeight: '11',
                        display: 'flex',
                        alignItems: 'center',
                      })}
                    >
                      {service.name}
                      {service.sku_code ? (
                        <span className={css({ color: 'muted', marginInlineStart: '2' })}>
                          {service.sku_code}
                        </span>
                      ) : null}
                    </summary>
                    <div className={css({ display: 'grid', gap: '3', paddingBlockStart: '2' })}>
                      {offered.length === 0 ? (
                        <p className={css({ color: 'muted' })}>{t`Niciun medic nu oferă încă serviciul.`}</p>
                      ) : (
                        <ul className={css({ display: 'grid', gap: '1' })}>
                          {offered.map((doctor) => (
                            <li
                              key={doctor.doctorServiceId}
                              data-testid="service-doctor"
                              data-doctor-id={doctor.doctorId}
                              className={css({
                                display: 'flex',
                                alignItems: 'center',
                                gap: '2',
                                flexWrap: 'wrap',
                              })}
                            >
                              <StoredAvatar name={doctor.name} image={doctor.avatar} />
                              <span>{doctor.name ?? t`Medic fără nume`}</span>
                              <span data-testid="service-doctor-terms" className={css({ color: 'muted' })}>
                                {durationLabel(doctor.durationMinutes)} ·{' '}
                                {formatPrice(doctor.price, service.currency, locale)}
                              </span>
                            </li>
                          ))}
                        </ul>
                      )}
                      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
                        <button
                          type="button"
                          className={secondaryButton}
                          aria-label={t`Modifică ${service.name}`}
                          onClick={() => openEdit(service)}
                        >
                          {t`Modifică`}
                        </button>
                        <button
                          type="button"
                          className={secondaryButton}
                          aria-label={t`Șterge ${service.name}`}
                          onClick={() => void askDelete(service)}
                        >
                          {t`Șterge`}
                        </button>
                      </div>
                    </div>
                  </details>
                </li>
              ))}
            </ul>
          </details>
        ))}
      </div>
      <FloatingAddButton label={t`Serviciu nou`} onClick={openNew} />
      <ServiceDialog {...dialog} specializations={specializationOptions} doctors={doctors} />
      <ConfirmDialog
        open={deleting !== null}
        title={t`Ești sigur?`}
        description={
          deleting && deleting.bookedAhead > 0
            ? `${t`Ești sigur că vrei să ștergi acest serviciu?`} ${plural(deleting.bookedAhead, {
                one: '# programare viitoare îl folosește: rămâne programată, dar serviciul nu mai poate fi ales pentru programări noi.',
                few: '# programări viitoare îl folosesc: rămân programate, dar serviciul nu mai poate fi ales pentru programări noi.',
                other:
                  '# de programări viitoare îl folosesc: rămân programate, dar serviciul nu mai poate fi ales pentru programări noi.',
              })}`
            : t`Ești sigur că vrei să ștergi acest serviciu?`
        }
        onConfirm={() => void remove()}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
      />
    </>
  );
}
