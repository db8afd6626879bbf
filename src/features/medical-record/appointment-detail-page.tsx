/**
 * /patient/{id}/medical-record/{appointmentId} (spec part 2, appointment detail; issue 13): who
 * saw the patient, when and where, the presence tile, the services and the record items with their
 * documents. Reads and writes only the local database, so a doctor records a visit offline; the
 * replication sends it when it can.
 */

import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { StoredAvatar } from '#clinic-session/stored-avatar.tsx';
import { useRecordAccess } from '#clinic-session/use-record-access.ts';
import { runSave } from '#components/form/run-save.ts';
import { secondaryButton } from '#components/ui/button-styles.ts';
import { Fact, FactList } from '#components/ui/fact-list.tsx';
import { QueryState } from '#components/ui/query-state.tsx';
import { sectionCard } from '#components/ui/section-card.ts';
import { DEFAULT_LOCALE, isLocale } from '#i18n/locale.ts';
import { UNKNOWN_DOCTOR } from '#lib/appointment-labels.ts';
import { formatDateTime } from '#lib/date-locale.ts';
import { specializationLabel } from '#lib/specialization-name.ts';
import { updateAppointment } from '#sync/api/appointment-commands.ts';
import type { MedicalRecordDoc, PatientDoc } from '#sync/api/documents.ts';
import {
  createMedicalRecord,
  deleteMedicalRecord,
  updateMedicalRecord,
} from '#sync/api/medical-record-commands.ts';
import { visitNames } from '#sync/api/visit-names.ts';
import { withExtraServices, withoutExtraService } from './extra-services.ts';
import { PresenceTile } from './presence-tile.tsx';
import type { RecordItemFields } from './record-item-form.ts';
import { RecordItemsSection } from './record-items-section.tsx';
import { medicalRecordPath } from './record-paths.ts';
import { ServicesSection } from './services-section.tsx';
import { useAppointmentDetailData } from './use-appointment-detail-data.ts';

export function AppointmentDetailPage({
  patient,
  appointmentId,
}: {
  /** The patient in context of the area, handed in by the route (live). */
  patient: PatientDoc;
  appointmentId: string;
}) {
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const router = useRouter();
  const { db, profile } = useClinicSession();
  const data = useAppointmentDetailData(patient.id, appointmentId);
  useRecordAccess({ action: 'open', subject: 'visit', recordId: appointmentId, patientId: patient.id });

  if (data.state !== 'ready') return <QueryState query={data} />;
  const { appointment, records, documents, users, services, clinics } = data.value;
  const backToVisits = (
    <a
      href={medicalRecordPath(patient.id)}
      className={secondaryButton}
      onClick={(event) => {
        event.preventDefault();
        router.history.push(medicalRecordPath(patient.id));
      }}
    >
      {t`Înapoi la vizite`}
    </a>
  );
  if (!appointment || appointment.patient_id !== patient.id || !db || !profile) {
    return (
      <div className={css({ display: 'grid', gap: '4', justifyItems: 'start' })}>
        <p role="alert" data-testid="appointment-not-found">
          {t`Programarea nu a fost găsită.`}
        </p>
        {backToVisits}
      </div>
    );
  }

  const usersById = new Map(users.map((user) => [user.id, user]));
  const doctor = usersById.get(appointment.doctor_id);
  const names = visitNames(appointment, usersById, new Map(services.map((row) => [row.id, row])));
  const clinic = clinics.find((row) => row.id === appointment.clinic_id);
  const specialization = specializationLabel(names.specializationId, locale);
  const doctorName = names.doctorName ?? i18n._(UNKNOWN_DOCTOR);
  const createdBy = appointment.created_by ? usersById.get(appointment.created_by)?.name : undefined;
  const recordIds = new Set(records.map((record) => record.id));
  const itemDocuments = documents.filter((document) => recordIds.has(document.medical_record_id));
  // Not cancelled: services and presence belong to a visit that happens.
  const canChangeVisit = appointment.status !== 'cancelled';

  // Each write's failure and success words are the spec's; the log line is the same for all.
  const write = async (action: () => Promise<unknown>, failed: string, succeeded?: string) =>
    (await runSave(action, { failed, succeeded, log: 'Saving the appointment detail failed' })).ok;

  const changeServices = (change: { add: string[] } | { remove: string }) =>
    void write(
      () =>
        updateAppointment(db, appointment.id, {
          additional_services:
            'add' in change
              ? withExtraServices(appointment.additional_services, change.add, appointment.service_id)
              : withoutExtraService(appointment.additional_services, change.remove),
        }),
      t`Nu s-au putut salva serviciile`,
    );

  const createItem = (fields: RecordItemFields, id: string) =>
    write(
      () =>
        createMedicalRecord(db, {
          ...fields,
          id,
          appointment_id: appointment.id,
          patient_id: patient.id,
          created_by: profile.id,
        }),
      t`Nu s-a putut salva înregistrarea`,
      t`Înregistrarea a fost adăugată`,
    );
  const updateItem = (item: MedicalRecordDoc, fields: RecordItemFields) =>
    write(
      () => updateMedicalRecord(db, item.id, fields),
      t`Nu s-a putut salva înregistrarea`,
      t`Înregistrarea a fost actualizată`,
    );
  const deleteItem = (item: MedicalRecordDoc) =>
    write(
      () => deleteMedicalRecord(db, item.id),
      t`Nu s-a putut șterge înregistrarea`,
      t`Înregistrarea a fost ștearsă`,
    );

  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <div>{backToVisits}</div>
      <section className={sectionCard} aria-labelledby="visit-title" data-testid="appointment-detail">
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
          <StoredAvatar name={doctorName} image={doctor?.avatar ?? null} />
          <div>
            <h2 id="visit-title" className={css({ fontWeight: 'semibold' })} data-testid="detail-doctor">
              {doctorName}
            </h2>
            <p className={css({ color: 'muted' })}>{specialization}</p>
          </div>
        </div>
        <FactList minColumn="12rem">
          <Fact label={t`Data`}>
            <span data-testid="detail-date">{formatDateTime(appointment.appointment_date, locale)}</span>
          </Fact>
          <Fact label={t`Locație`}>
            {clinic ? [clinic.name, clinic.city].filter(Boolean).join(', ') : '-'}
          </Fact>
          <Fact label={t`Trimis de`}>{createdBy ?? '-'}</Fact>
          <Fact label={t`Specializare`}>{specialization}</Fact>
        </FactList>
        {appointment.status === 'cancelled' ? (
          <p className={css({ color: 'danger' })}>{t`Programarea a fost anulată.`}</p>
        ) : null}
      </section>
      {canChangeVisit ? (
        <PresenceTile
          present={appointment.patient_present}
          onSave={(present) =>
            write(
              () => updateAppointment(db, appointment.id, { patient_present: present }),
              t`Prezența nu a putut fi salvată`,
              t`Prezența a fost salvată`,
            )
          }
        />
      ) : null}
      <ServicesSection
        mainServiceId={appointment.service_id}
        extras={appointment.additional_services}
        services={services}
        canEdit={canChangeVisit}
        onChange={changeServices}
      />
      <RecordItemsSection
        items={records}
        documents={itemDocuments}
        patientId={patient.id}
        role={profile.role}
        onCreate={createItem}
        onUpdate={updateItem}
        onDelete={deleteItem}
      />
    </div>
  );
}
