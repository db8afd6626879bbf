/**
 * The patient list (spec part 1 §2 "Patient list"): filters, a search, the table with 30 rows a
 * page, the paginator and the add button. Rows come from the local database (use-patient-list-
 * data.ts); the filtered list is worked out once per data or query change, and only the page
 * shown is rendered, with its patients' appointments (use-patient-list-page.ts).
 */
import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { FloatingAddButton } from '#components/ui/floating-add-button.tsx';
import { Paginator } from '#components/ui/paginator.tsx';
import type { PatientListRow } from '#sync/api/patient-list.ts';
import { PatientFilters } from './patient-filters.tsx';
import { filterFromQuery, type PatientListQuery } from './patient-list-search.ts';
import { PatientsCount } from './patients-count.tsx';
import { PatientsTable } from './patients-table.tsx';
import type { PatientListData } from './use-patient-list-data.ts';
import { usePatientListPage } from './use-patient-list-page.ts';

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
  const { doctors, usersById, hasClinic, hasSynced } = data;

  const view = usePatientListPage(data, filterFromQuery(query), query.page);
  const { rows, page, totalPages, total } = view;
  // Before this device's first full sync an empty clinic is only "not here yet": still loading.
  // Read from what the page is cut from (the index once there), so the two never disagree while
  // the first sync brings patients in.
  const clinicEmpty = (data.index ? data.index.entries.length : (data.newest?.total ?? 0)) === 0;
  const loading = hasClinic && (view.loading || (clinicEmpty && !hasSynced));

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', paddingBlockEnd: '20' })}>
      <PatientFilters
        doctors={doctors}
        query={query}
        onQueryChange={onQueryChange}
        onSearchText={onSearchText}
      />
      {loading ? null : <PatientsCount total={total} />}
      <PatientsTable
        rows={rows}
        visitsPending={view.visitsPending}
        loading={loading}
        usersById={usersById}
        onOpenPatient={onOpenPatient}
        onEditPatient={onEditPatient}
      />
      <Paginator page={page} totalPages={totalPages} onPageChange={(next) => onQueryChange({ page: next })} />
      <FloatingAddButton label={t`Adaugă pacient`} onClick={onAddPatient} />
    </div>
  );
}
