/**
 * The patient list (spec part 1 §2 "Patient list"): filters, a search, the table with 30 rows a
 * page, the paginator and the add button. Rows come from the local database (use-patient-list-
 * data.ts); the filtered list is worked out once per data or query change, and only the page
 * shown is rendered.
 */
import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { StoredAvatar } from '#clinic-session/stored-avatar.tsx';
import { DataTable, type DataTableColumn } from '#components/ui/data-table.tsx';
import { FilterButton } from '#components/ui/filter-button.tsx';
import { FloatingAddButton } from '#components/ui/floating-add-button.tsx';
import { Icon } from '#components/ui/icons.tsx';
import { Paginator } from '#components/ui/paginator.tsx';
import { SearchBox } from '#components/ui/search-box.tsx';
import type { PatientDoc } from '#sync/api/documents.ts';
import type { PatientListRow } from '#sync/api/patient-list.ts';
import { DoctorAvatars } from './doctor-avatars.tsx';
import { pageOfRows } from './patient-list-page.ts';
import {
  AGE_BAND_OPTIONS,
  filterFromQuery,
  GENDER_OPTIONS,
  LAST_APPOINTMENT_OPTIONS,
  type PatientListQuery,
  STATUS_OPTIONS,
} from './patient-list-search.ts';
import { formatAge, formatClinicDate, STATUS_ICONS } from './patient-row-format.ts';
import { PatientRowMenu } from './patient-row-menu.tsx';
import { useFilteredPatients } from './use-filtered-patients.ts';
import type { PatientListData } from './use-patient-list-data.ts';

// Panda extracts class names at build time, so each status colour is written out here.
const STATUS_COLORS: Record<PatientDoc['status'], string> = {
  active: css({ color: 'green.600' }),
  inactive: css({ color: 'red.600' }),
  deceased: css({ color: 'gray.600' }),
};

export function PatientsList({
  data,
  query,
  onQueryChange,
  onSearchText,
  onOpenPatient,
  onEditPatient,
  onAddPatient,
}: {
  data: PatientListData;
  query: PatientListQuery;
  onQueryChange: (change: Partial<PatientListQuery>) => void;
  onSearchText: (text: string) => void;
  onOpenPatient: (patient: PatientListRow) => void;
  onEditPatient: (patient: PatientListRow) => void;
  onAddPatient: () => void;
}) {
  const { t } = useLingui();
  const { index, doctors, usersById, hasClinic, hasSynced } = data;

  const filtered = useFilteredPatients(index, filterFromQuery(query));
  const { rows, page, totalPages, total } = pageOfRows(filtered, query.page);
  // Before this device's first full sync an empty clinic is only "not here yet": still loading.
  const loading = hasClinic && (index === null || (index.entries.length === 0 && !hasSynced));

  const statusLabels: Record<PatientDoc['status'], string> = {
    active: t`Activ`,
    inactive: t`Inactiv`,
    deceased: t`Decedat`,
  };
  const lastAppointmentLabels = {
    today: t`Astăzi`,
    last_week: t`Ultima săptămână`,
    last_month: t`Ultima lună`,
  };
  const ageLabels = { under_30: t`Sub 30 de ani`, '30_50': t`30–50 de ani`, over_50: t`Peste 50 de ani` };
  const genderLabels = { male: t`Masculin`, female: t`Feminin` };

  const columns: DataTableColumn<PatientListRow>[] = [
    {
      key: 'patient',
      header: t`Pacient`,
      cell: (p) => (
        <span className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
          <span aria-hidden="true">
            <StoredAvatar name={p.name} image={p.avatar} />
          </span>
          <span data-testid="patient-name" className={css({ fontWeight: 'medium' })}>
            {p.name}
          </span>
        </span>
      ),
    },
    {
      key: 'last-appointment',
      header: t`Ultima programare`,
      cell: (p) => (
        <span data-testid="patient-last-appointment">
          {formatClinicDate(p.last_appointment?.appointment_date)}
          {p.last_appointment?.status === 'cancelled' ? (
            <span className={css({ marginInlineStart: '2', color: 'muted', fontSize: 'sm' })}>
              {t`(anulată)`}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'age',
      header: t`Vârstă`,
      cell: (p) => <span data-testid="patient-age">{formatAge(p.age)}</span>,
    },
    { key: 'created', header: t`Data creării`, cell: (p) => formatClinicDate(p.created_date) },
    {
      key: 'doctors',
      header: t`Medici asociați`,
      cell: (p) => <DoctorAvatars doctorIds={p.associated_doctor_ids} usersById={usersById} />,
    },
    {
      key: 'status',
      header: t`Status`,
      cell: (p) => (
        <span
          role="img"
          data-testid="patient-status"
          data-status={p.status}
          aria-label={statusLabels[p.status]}
          title={statusLabels[p.status]}
          className={STATUS_COLORS[p.status]}
        >
          <Icon name={STATUS_ICONS[p.status]} size={22} />
        </span>
      ),
    },
    {
      key: 'menu',
      header: <span className={css({ srOnly: true })}>{t`Acțiuni`}</span>,
      cell: (p) => <PatientRowMenu patientName={p.name} onEdit={() => onEditPatient(p)} />,
    },
  ];

  const empty = loading ? (
    <span
      role="status"
      className={css({ display: 'inline-flex', alignItems: 'center', gap: '3', justifyContent: 'center' })}
    >
      <span
        aria-hidden="true"
        className={css({
          width: '6',
          height: '6',
          borderRadius: 'full',
          borderWidth: '3px',
          borderColor: 'brand.100',
          borderTopColor: 'accent',
          animation: 'spin 0.8s linear infinite',
        })}
      />
      {t`Se încarcă pacienții...`}
    </span>
  ) : (
    t`Nu a fost găsit niciun pacient.`
  );

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', paddingBlockEnd: '20' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
        <FilterButton
          selection="single"
          searchable={false}
          label={t`Ultima programare`}
          options={LAST_APPOINTMENT_OPTIONS.map((value) => ({ value, label: lastAppointmentLabels[value] }))}
          selected={query.lastAppointment ? [query.lastAppointment] : []}
          onChange={(chosen) =>
            onQueryChange({
              lastAppointment: LAST_APPOINTMENT_OPTIONS.find((value) => chosen.includes(value)) ?? null,
              page: 1,
            })
          }
        />
        <FilterButton
          label={t`Medici asociați`}
          options={doctors.map((doctor) => ({
            value: doctor.id,
            label: doctor.name ?? t`Medic fără nume`,
            icon: <StoredAvatar name={doctor.name} image={doctor.avatar} />,
          }))}
          selected={query.doctorIds}
          onChange={(doctorIds) => onQueryChange({ doctorIds, page: 1 })}
        />
        <FilterButton
          label={t`Status`}
          options={STATUS_OPTIONS.map((value) => ({ value, label: statusLabels[value] }))}
          selected={query.statuses}
          onChange={(chosen) =>
            onQueryChange({ statuses: STATUS_OPTIONS.filter((value) => chosen.includes(value)), page: 1 })
          }
        />
        <FilterButton
          label={t`Vârstă`}
          options={AGE_BAND_OPTIONS.map((value) => ({ value, label: ageLabels[value] }))}
          selected={query.ageBands}
          onChange={(chosen) =>
            onQueryChange({ ageBands: AGE_BAND_OPTIONS.filter((value) => chosen.includes(value)), page: 1 })
          }
        />
        <FilterButton
          label={t`Gen`}
          options={GENDER_OPTIONS.map((value) => ({ value, label: genderLabels[value] }))}
          selected={query.genders}
          onChange={(chosen) =>
            onQueryChange({ genders: GENDER_OPTIONS.filter((value) => chosen.includes(value)), page: 1 })
          }
        />
        <SearchBox
          label={t`Caută pacienți`}
          placeholder={t`Caută după nume, CNP, telefon sau email`}
          value={query.q}
          onChange={onSearchText}
        />
      </div>
      {loading ? null : (
        <p
          aria-live="polite"
          data-testid="patients-count"
          className={css({ color: 'muted', fontSize: 'sm' })}
        >
          {t`Pacienți găsiți: ${total}`}
        </p>
      )}
      <DataTable
        caption={t`Pacienți`}
        columns={columns}
        rows={rows}
        rowKey={(p) => p.id}
        rowLabel={(p) => p.name}
        onRowClick={onOpenPatient}
        empty={empty}
      />
      <Paginator page={page} totalPages={totalPages} onPageChange={(next) => onQueryChange({ page: next })} />
      <FloatingAddButton label={t`Adaugă pacient`} onClick={onAddPatient} />
    </div>
  );
}
