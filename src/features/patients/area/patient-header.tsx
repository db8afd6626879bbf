/**
 * The patient header of the area (issue 13: what the overview page held, now on every page of the
 * patient): picture, name and status, then who they are and how to reach them, and their next
 * appointment. Local reads only.
 */
import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { StoredAvatar } from '#clinic-session/stored-avatar.tsx';
import { useLiveQuery } from '#clinic-session/use-live-query.ts';
import { Fact, FactList } from '#components/ui/fact-list.tsx';
import { sectionCard } from '#components/ui/section-card.ts';
import { DEFAULT_LOCALE, isLocale } from '#i18n/locale.ts';
import { formatDate, formatDateTime } from '#lib/date-locale.ts';
import { valueOr } from '#lib/live-query.ts';
import { patientAppointments$ } from '#sync/api/appointment-queries.ts';
import type { PatientDoc } from '#sync/api/documents.ts';
import { summarizeVisits } from './patient-overview.ts';

const text = (value: string | null | undefined) => (value?.trim() ? value : '-');

export function PatientHeader({ patient }: { patient: PatientDoc }) {
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const { db } = useClinicSession();
  const appointments = valueOr(
    useLiveQuery(() => (db ? patientAppointments$(db, patient.id) : null), [db, patient.id]),
    [],
  );
  const next = summarizeVisits(appointments, new Date()).next;
  const gender = patient.gender === 'male' ? t`Masculin` : patient.gender === 'female' ? t`Feminin` : '-';

  return (
    <section
      className={`${sectionCard} ${css({ marginBlockEnd: '4' })}`}
      aria-label={t`Pacientul`}
      data-testid="patient-header"
    >
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
        <StoredAvatar name={patient.name} image={patient.avatar} />
        <div>
          <p className={css({ fontWeight: 'semibold' })} data-testid="patient-area-name">
            {patient.name}
          </p>
          {patient.status !== 'active' ? (
            <p className={css({ fontSize: 'sm', color: 'muted' })}>
              {patient.status === 'inactive' ? t`Inactiv` : t`Decedat`}
            </p>
          ) : null}
        </div>
      </div>
      <FactList minColumn="10rem">
        <Fact label={t`Gen`}>{gender}</Fact>
        <Fact label={t`Data nașterii`}>{formatDate(patient.birthday)}</Fact>
        <Fact label={t`CNP`}>{text(patient.cnp)}</Fact>
        <Fact label={t`Telefon`}>{text(patient.phone)}</Fact>
        <Fact label={t`Email`}>{text(patient.email)}</Fact>
        <Fact label={t`Următoarea programare`}>
          <span data-testid="patient-next-appointment">
            {next ? formatDateTime(next.appointment_date, locale) : '-'}
          </span>
        </Fact>
      </FactList>
    </section>
  );
}
