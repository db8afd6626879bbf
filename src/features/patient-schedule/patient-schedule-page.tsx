/**
 * /patient/{id}/schedule (spec part 2, "Patient appointment list"): every appointment of the patient,
 * grouped by year, newest first, the current year without a heading; the header filters; both empty
 * states. A row opens the calendar's appointment dialog (modify, cancel) and the add button books a
 * new one for this patient; the dialog is handed in by the route, since a feature does not import
 * another. Live from the local database, so it works offline and follows other devices' changes.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { StoredAvatar } from '#clinic-session/stored-avatar.tsx';
import { secondaryButton } from '#components/ui/button-styles.ts';
import { DataTable, type DataTableColumn } from '#components/ui/data-table.tsx';
import { FloatingAddButton } from '#components/ui/floating-add-button.tsx';
import { QueryState } from '#components/ui/query-state.tsx';
import { clinicDay } from '#core/bucharest-time.ts';
import { durationLabel } from '#core/duration-options.ts';
import { DEFAULT_LOCALE, isLocale } from '#i18n/locale.ts';
import {
  APPOINTMENT_STATUS_LABELS,
  presenceLabel,
  UNKNOWN_DOCTOR,
  UNKNOWN_SERVICE,
} from '#lib/appointment-labels.ts';
import { formatDateTime } from '#lib/date-locale.ts';
import type { AppointmentDoc, PatientDoc } from '#sync/api/documents.ts';
import { ScheduleFilterBar } from './schedule-filter-bar.tsx';
import { filterSchedule, groupByYear, NO_SCHEDULE_FILTER, type ScheduleFilter } from './schedule-filters.ts';
import { type ScheduleRow, scheduleChoices, scheduleRows } from './schedule-rows.ts';
import { usePatientScheduleData } from './use-patient-schedule-data.ts';

export interface AppointmentDialogProps {
  open: boolean;
  /** The appointment to modify or cancel; null books a new one. */
  appointment: AppointmentDoc | null;
  patientId: string;
  onClose: () => void;
}

/** Which appointment the dialog shows: null while closed, `{ appointment: null }` for a new one. */
type DialogRequest = { appointment: AppointmentDoc | null } | null;

export function PatientSchedulePage({
  patient,
  renderAppointmentDialog,
}: {
  patient: PatientDoc;
  renderAppointmentDialog: (props: AppointmentDialogProps) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const data = usePatientScheduleData(patient.id);
  const [filter, setFilter] = useState<ScheduleFilter>(NO_SCHEDULE_FILTER);
  const [dialog, setDialog] = useState<DialogRequest>(null);

  const usersById = useMemo(
    () => new Map(data.state === 'ready' ? data.value.users.map((user) => [user.id, user]) : []),
    [data],
  );
  const rows = useMemo(() => {
    if (data.state !== 'ready') return [];
    const { appointments, services, clinics } = data.value;
    return scheduleRows({
      appointments,
      usersById,
      servicesById: new Map(services.map((row) => [row.id, row])),
      clinicsById: new Map(clinics.map((row) => [row.id, row])),
      locale,
    });
  }, [data, usersById, locale]);
  const unknownDoctor = i18n._(UNKNOWN_DOCTOR);
  const unknownLocation = t`Locație necunoscută`;
  const choices = useMemo(
    () => scheduleChoices(rows, locale, { doctor: unknownDoctor, location: unknownLocation }),
    [rows, locale, unknownDoctor, unknownLocation],
  );
  const groups = useMemo(
    () => groupByYear(filterSchedule(rows, filter), clinicDay(new Date())),
    [rows, filter],
  );

  if (data.state !== 'ready') return <QueryState query={data} />;

  const doctorName = (row: ScheduleRow) => row.doctorName ?? unknownDoctor;
  const columns: DataTableColumn<ScheduleRow>[] = [
    {
      key: 'date',
      header: t`Data`,
      cell: (row) => (
        <span data-testid="schedule-date" className={css({ whiteSpace: 'nowrap' })}>
          {formatDateTime(row.appointmentDate, locale)}
        </span>
      ),
    },
    {
      key: 'doctor',
      header: t`Medic`,
      cell: (row) => (
        <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
          <StoredAvatar name={doctorName(row)} image={usersById.get(row.doctorId)?.avatar ?? null} />
          {doctorName(row)}
        </span>
      ),
    },
    // A tablet keeps its room for the date, the doctor, the service and the status; the
    // appointment, which the row opens, says the rest.
    {
      key: 'specialization',
      header: t`Specializare`,
      hideBelow: 56,
      cell: (row) => row.specializationName ?? '-',
    },
    { key: 'service', header: t`Serviciu`, cell: (row) => row.serviceName ?? i18n._(UNKNOWN_SERVICE) },
    {
      key: 'duration',
      header: t`Durată`,
      hideBelow: 56,
      nowrap: true,
      cell: (row) => (
        <span data-testid="schedule-duration">{durationLabel(row.appointment.duration_minutes)}</span>
      ),
    },
    { key: 'location', header: t`Locație`, hideBelow: 48, cell: (row) => row.location ?? unknownLocation },
    {
      key: 'status',
      header: t`Status`,
      cell: (row) => <span data-status={row.status}>{i18n._(APPOINTMENT_STATUS_LABELS[row.status])}</span>,
    },
    {
      key: 'presence',
      header: t`Prezență`,
      hideBelow: 48,
      cell: (row) => i18n._(presenceLabel(row.present)),
    },
  ];

  return (
    <section aria-labelledby="schedule-title" className={css({ display: 'grid', gap: '4' })}>
      <h2 id="schedule-title" className={css({ fontWeight: 'semibold', fontSize: 'lg' })}>
        {t`Programări`}
      </h2>
      {rows.length === 0 ? (
        <p data-testid="schedule-empty">
          <Trans>Pacientul nu are încă programări.</Trans>
        </p>
      ) : (
        <>
          <ScheduleFilterBar choices={choices} filter={filter} onChange={setFilter} />
          {groups.length === 0 ? (
            <div className={css({ display: 'grid', gap: '3', justifyItems: 'start' })}>
              <p data-testid="schedule-empty">
                <Trans>Nicio programare nu corespunde filtrelor.</Trans>
              </p>
              <button type="button" className={secondaryButton} onClick={() => setFilter(NO_SCHEDULE_FILTER)}>
                {t`Șterge filtrele`}
              </button>
            </div>
          ) : (
            groups.map((group) => (
              <section
                key={group.year}
                aria-label={group.heading ? undefined : t`Anul curent`}
                aria-labelledby={group.heading ? `schedule-year-${group.year}` : undefined}
                data-testid="schedule-year"
                data-year={group.year}
                className={css({ display: 'grid', gap: '2' })}
              >
                {group.heading ? (
                  <h3 id={`schedule-year-${group.year}`} className={css({ fontWeight: 'semibold' })}>
                    {group.year}
                  </h3>
                ) : null}
                <DataTable
                  caption={t`Programările pacientului din ${group.year}, cele mai recente întâi`}
                  columns={columns}
                  rows={group.entries}
                  rowKey={(row) => row.id}
                  rowLabel={(row) =>
                    t`Deschide programarea din ${formatDateTime(row.appointmentDate, locale)}, ${doctorName(row)}`
                  }
                  onRowClick={(row) => setDialog({ appointment: row.appointment })}
                />
              </section>
            ))
          )}
        </>
      )}
      <FloatingAddButton label={t`Programare nouă`} onClick={() => setDialog({ appointment: null })} />
      {renderAppointmentDialog({
        open: dialog !== null,
        appointment: dialog?.appointment ?? null,
        patientId: patient.id,
        onClose: () => setDialog(null),
      })}
    </section>
  );
}
