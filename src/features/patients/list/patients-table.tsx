/**
 * The patient list's table (spec part 1 §2): one page of patients with their picture and name,
 * last appointment, age, creation date, associated doctors, status and row menu; a click on a row
 * opens the patient. Empty, it says it is loading or that nothing was found.
 */
import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { StoredAvatar } from '#clinic-session/stored-avatar.tsx';
import { DataTable, type DataTableColumn } from '#components/ui/data-table.tsx';
import { Icon } from '#components/ui/icons.tsx';
import { LoadingStatus, QueryState } from '#components/ui/query-state.tsx';
import { type LiveQuery, valueOr } from '#lib/live-query.ts';
import type { PatientDoc, UserDoc } from '#sync/api/documents.ts';
import type { PatientListRow } from '#sync/api/patient-list.ts';
import { DoctorAvatars } from './doctor-avatars.tsx';
import { formatAge, formatClinicDate, STATUS_ICONS } from './patient-row-format.ts';
import { PatientRowMenus, PatientRowMenuTrigger } from './patient-row-menu.tsx';
import type { PatientListPageView } from './use-patient-list-page.ts';
import { useStatusLabels } from './use-status-labels.ts';

// Panda extracts class names at build time, so each status colour is written out here.
const STATUS_COLORS: Record<PatientDoc['status'], string> = {
  active: css({ color: 'green.600' }),
  inactive: css({ color: 'red.600' }),
  deceased: css({ color: 'gray.600' }),
};

// Made once, not per row at every render (css() serialises its object on each call).
const NAME_CELL = css({ display: 'flex', alignItems: 'center', gap: '3' });
const NAME = css({ fontWeight: 'medium' });
const NO_WRAP = css({ whiteSpace: 'nowrap' });
const CANCELLED = css({ color: 'muted', fontSize: 'sm', whiteSpace: 'nowrap' });
const PENDING = css({ color: 'muted' });
const SCREEN_READER_ONLY = css({ srOnly: true });
// The loading text with a spinner before it, drawn by CSS so the status holds only its text.
const LOADING_WITH_SPINNER = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '3',
  justifyContent: 'center',
  _before: {
    content: '""',
    width: '6',
    height: '6',
    borderRadius: 'full',
    borderWidth: '3px',
    borderColor: 'brand.100',
    borderTopColor: 'accent',
    animation: 'spin 0.8s linear infinite',
  },
});
const NO_ROWS: PatientListRow[] = [];
const NONE_PENDING: ReadonlySet<string> = new Set();

export function PatientsTable({
  page,
  usersById,
  onOpenPatient,
  onEditPatient,
}: {
  /** The page shown: while it is read, an empty table says it is loading. */
  page: LiveQuery<PatientListPageView>;
  usersById: ReadonlyMap<string, UserDoc>;
  onOpenPatient: (patient: PatientListRow) => void;
  onEditPatient: (patient: PatientListRow) => void;
}) {
  const { t } = useLingui();
  const statusLabels = useStatusLabels();
  const shown = valueOr(page, null);
  const rows = shown?.rows ?? NO_ROWS;
  // Patients whose appointments are still being read: their last visit and doctors wait.
  const visitsPending = shown?.visitsPending ?? NONE_PENDING;

  const columns: DataTableColumn<PatientListRow>[] = [
    {
      key: 'patient',
      header: t`Pacient`,
      cell: (p) => (
        <span className={NAME_CELL}>
          <span aria-hidden="true">
            <StoredAvatar name={p.name} image={p.avatar} />
          </span>
          <span data-testid="patient-name" className={NAME}>
            {p.name}
          </span>
        </span>
      ),
    },
    {
      key: 'last-appointment',
      header: t`Ultima programare`,
      // Header and "(anulată)" may take a second line on a portrait tablet, the date never: the
      // patient's name keeps the room a long surname needs (issue 36's no-sideways-scroll check).
      cell: (p) =>
        visitsPending.has(p.id) ? (
          <VisitsPending testId="patient-last-appointment" />
        ) : (
          <span data-testid="patient-last-appointment">
            <span className={NO_WRAP}>{formatClinicDate(p.last_appointment?.appointment_date)}</span>
            {p.last_appointment?.status === 'cancelled' ? (
              // The space lets "(anulată)" go under the date where the column is narrow.
              <>
                {' '}
                <span className={CANCELLED}>{t`(anulată)`}</span>
              </>
            ) : null}
          </span>
        ),
    },
    {
      key: 'age',
      header: t`Vârstă`,
      nowrap: true,
      cell: (p) => <span data-testid="patient-age">{formatAge(p.age)}</span>,
    },
    {
      key: 'created',
      header: t`Data creării`,
      nowrap: true,
      // The least needed column: a tablet, and a desktop beside the expanded sidebar, keep their
      // room for the patient, the last visit, the doctors, the status and the row's menu; the
      // patient's page says the rest.
      hideBelow: 56,
      cell: (p) => formatClinicDate(p.created_date),
    },
    {
      key: 'doctors',
      header: t`Medici asociați`,
      hideBelow: 40,
      cell: (p) =>
        visitsPending.has(p.id) ? (
          <VisitsPending testId="patient-doctors" />
        ) : (
          <DoctorAvatars doctorIds={p.associated_doctor_ids} usersById={usersById} />
        ),
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
      header: <span className={SCREEN_READER_ONLY}>{t`Acțiuni`}</span>,
      stickyEnd: true,
      cell: (p) => <PatientRowMenuTrigger patientId={p.id} patientName={p.name} />,
    },
  ];

  // A failed read goes to the route's error screen (QueryState throws it).
  const empty = (
    <QueryState query={page} loading="patients" inline className={LOADING_WITH_SPINNER}>
      {() => t`Nu a fost găsit niciun pacient.`}
    </QueryState>
  );

  return (
    <PatientRowMenus
      onEdit={(id) => {
        const patient = rows.find((row) => row.id === id);
        if (patient) onEditPatient(patient);
      }}
    >
      <DataTable
        caption={t`Pacienți`}
        columns={columns}
        rows={rows}
        rowKey={(p) => p.id}
        rowLabel={(p) => p.name}
        onRowClick={onOpenPatient}
        empty={empty}
      />
    </PatientRowMenus>
  );
}

/** A visit cell whose appointments are still being read (a moment after a keystroke). */
function VisitsPending({ testId }: { testId: string }) {
  return (
    <span data-testid={testId} aria-busy="true" className={PENDING}>
      <span aria-hidden="true">…</span>
      <LoadingStatus loading="pending" inline className={SCREEN_READER_ONLY} />
    </span>
  );
}
