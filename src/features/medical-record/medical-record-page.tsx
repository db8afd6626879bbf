/**
 * /patient/{id}/medical-record (issue 13): the patient's visits, newest first, with the doctor,
 * specialization, main service, presence and how much of the record was written. A row opens the
 * appointment detail. Live from the local database, so it works offline and shows other devices'
 * changes as they sync.
 */

import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { useRecordAccess } from '#clinic-session/use-record-access.ts';
import { DataTable, type DataTableColumn } from '#components/ui/data-table.tsx';
import { QueryState } from '#components/ui/query-state.tsx';
import { DEFAULT_LOCALE, isLocale } from '#i18n/locale.ts';
import { presenceLabel, UNKNOWN_DOCTOR, UNKNOWN_SERVICE } from '#lib/appointment-labels.ts';
import { formatDateTime } from '#lib/date-locale.ts';
import { specializationLabel } from '#lib/specialization-name.ts';
import type { PatientDoc } from '#sync/api/documents.ts';
import { appointmentDetailPath } from './record-paths.ts';
import { useVisitListData } from './use-visit-list-data.ts';
import { type VisitRow, visitRows } from './visit-rows.ts';

export function MedicalRecordPage({ patient }: { patient: PatientDoc }) {
  useRecordAccess({ action: 'open', subject: 'medical_record', recordId: patient.id, patientId: patient.id });
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const router = useRouter();
  const data = useVisitListData(patient.id);

  const rows = useMemo(() => {
    if (data.state !== 'ready') return [];
    const { appointments, records, documents, users, services } = data.value;
    return visitRows({
      appointments,
      records,
      documents,
      usersById: new Map(users.map((user) => [user.id, user])),
      servicesById: new Map(services.map((service) => [service.id, service])),
    });
  }, [data]);

  if (data.state !== 'ready') return <QueryState query={data} />;
  const doctorName = (row: VisitRow) => row.doctorName ?? i18n._(UNKNOWN_DOCTOR);
  const columns: DataTableColumn<VisitRow>[] = [
    {
      key: 'date',
      header: t`Data`,
      nowrap: true,
      cell: (row) => (
        <span data-testid="visit-date" className={css({ whiteSpace: 'nowrap' })}>
          {formatDateTime(row.appointmentDate, locale)}
        </span>
      ),
    },
    { key: 'doctor', header: t`Medic`, cell: doctorName },
    {
      key: 'specialization',
      header: t`Specializare`,
      // The doctor and the service say it. A tablet keeps its room for the visit's date, who saw
      // the patient, the service ('Electroencefalogramă' is one word) and the presence; the
      // visit, which the row opens, says what was recorded.
      hideBelow: 56,
      cell: (row) => specializationLabel(row.specializationId, locale),
    },
    { key: 'service', header: t`Serviciu`, cell: (row) => row.serviceName ?? i18n._(UNKNOWN_SERVICE) },
    {
      key: 'presence',
      header: t`Prezență`,
      cell: (row) => <span data-presence={String(row.present)}>{i18n._(presenceLabel(row.present))}</span>,
    },
    {
      key: 'items',
      header: t`Înregistrări`,
      hideBelow: 48,
      cell: (row) => <span data-testid="visit-items">{row.recordItems}</span>,
    },
    {
      key: 'documents',
      header: t`Documente`,
      hideBelow: 48,
      cell: (row) => <span data-testid="visit-documents">{row.documents}</span>,
    },
  ];

  return (
    <section aria-labelledby="visits-title" className={css({ display: 'grid', gap: '3' })}>
      <h2 id="visits-title" className={css({ fontWeight: 'semibold', fontSize: 'lg' })}>
        {t`Vizite`}
      </h2>
      <DataTable
        caption={t`Vizitele pacientului, cele mai recente întâi`}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowLabel={(row) =>
          t`Deschide vizita din ${formatDateTime(row.appointmentDate, locale)}, ${doctorName(row)}`
        }
        onRowClick={(row) => router.history.push(appointmentDetailPath(patient.id, row.id))}
        empty={t`Pacientul nu are încă vizite.`}
      />
    </section>
  );
}
