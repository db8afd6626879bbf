/**
 * The patient area's first page: who the patient is, how to reach them, what they agreed to be
 * notified about, and their last and next appointment with the doctors seen. All local reads.
 */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { combineLiveQueries, throwIfFailed } from '#clinic-session/live-query.ts';
import { useLiveQuery } from '#clinic-session/use-live-query.ts';
import { sectionCard } from '#components/ui/section-card.ts';
import { formatDate } from '#lib/date-locale.ts';
import { patientAppointments$ } from '#sync/api/appointment-queries.ts';
import type { AppointmentDoc } from '#sync/api/documents.ts';
import { doctors$ } from '#sync/api/user-queries.ts';
import { DoctorAvatars } from '../list/doctor-avatars.tsx';
import { usePatientInContext } from './patient-in-context.tsx';
import { summarizeVisits } from './patient-overview.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    // The value column may shrink below its content: a long email wraps instead of widening the page.
    <div className={css({ display: 'grid', gridTemplateColumns: '10rem minmax(0, 1fr)', gap: '2' })}>
      <dt className={css({ color: 'muted' })}>{label}</dt>
      <dd className={css({ overflowWrap: 'anywhere' })}>{children}</dd>
    </div>
  );
}

const text = (value: string | null | undefined) => (value?.trim() ? value : '-');

export function PatientOverviewPage() {
  const { t, i18n } = useLingui();
  const patient = usePatientInContext();
  const { db } = useClinicSession();
  const data = throwIfFailed(
    combineLiveQueries({
      appointments: useLiveQuery(() => (db ? patientAppointments$(db, patient.id) : null), [db, patient.id]),
      doctors: useLiveQuery(() => (db ? doctors$(db) : null), [db]),
    }),
  );
  if (data.state === 'loading') return <p role="status">{t`Se încarcă...`}</p>;
  const { appointments, doctors } = data.value;
  const visits = summarizeVisits(appointments, new Date());
  const doctorsById = new Map(doctors.map((doctor) => [doctor.id, doctor]));
  const doctorName = (id: string) => doctorsById.get(id)?.name ?? null;
  const when = (appointment: AppointmentDoc | null) =>
    appointment
      ? `${i18n.date(new Date(appointment.appointment_date), {
          timeZone: 'Europe/Bucharest',
          day: '2-digit',
          month: '2-digit',
          year: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
        })} · ${doctorName(appointment.doctor_id) ?? '-'}${appointment.status === 'cancelled' ? ` · ${t`anulată`}` : ''}`
      : '-';
  const gender = patient.gender === 'male' ? t`Masculin` : patient.gender === 'female' ? t`Feminin` : '-';
  const yesNo = (value: boolean) => (value ? t`Da` : t`Nu`);

  return (
    <div
      className={css({
        display: 'grid',
        gap: '4',
        gridTemplateColumns: { base: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' },
      })}
    >
      <section className={sectionCard} aria-labelledby="patient-identity">
        <h2 id="patient-identity" className={css({ fontWeight: 'semibold' })}>
          {t`Date personale`}
        </h2>
        <dl className={css({ display: 'grid', gap: '2' })}>
          <Fact label={t`Gen`}>{gender}</Fact>
          <Fact label={t`Data nașterii`}>{formatDate(patient.birthday)}</Fact>
          <Fact label={t`CNP`}>{text(patient.cnp)}</Fact>
          <Fact label={t`Act de identitate`}>
            {patient.series || patient.number
              ? `${patient.series ?? ''} ${patient.number ?? ''}`.trim()
              : '-'}
          </Fact>
          <Fact label={t`Adresă`}>{text(patient.address)}</Fact>
        </dl>
      </section>
      <section className={sectionCard} aria-labelledby="patient-contact">
        <h2 id="patient-contact" className={css({ fontWeight: 'semibold' })}>
          {t`Contact și notificări`}
        </h2>
        <dl className={css({ display: 'grid', gap: '2' })}>
          <Fact label={t`Telefon`}>{text(patient.phone)}</Fact>
          <Fact label={t`Email`}>{text(patient.email)}</Fact>
          <Fact label={t`Notificări email`}>{yesNo(patient.email_notifications)}</Fact>
          <Fact label={t`Notificări SMS`}>{yesNo(patient.sms_notifications)}</Fact>
        </dl>
      </section>
      <section className={sectionCard} aria-labelledby="patient-visits">
        <h2 id="patient-visits" className={css({ fontWeight: 'semibold' })}>
          {t`Programări`}
        </h2>
        <dl className={css({ display: 'grid', gap: '2' })}>
          <Fact label={t`Ultima programare`}>
            <span data-testid="patient-last-appointment">{when(visits.last)}</span>
          </Fact>
          <Fact label={t`Următoarea programare`}>{when(visits.next)}</Fact>
          <Fact label={t`Total programări`}>{visits.total}</Fact>
          <Fact label={t`Medici asociați`}>
            <DoctorAvatars doctorIds={visits.doctorIds} usersById={doctorsById} />
          </Fact>
        </dl>
      </section>
    </div>
  );
}
