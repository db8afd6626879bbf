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
import { type LiveQuery, valueOr } from '#lib/live-query.ts';
import type { UserDoc } from '#sync/api/documents.ts';
import type { PatientListRow } from '#sync/api/patient-list.ts';
import { PatientFilters } from './patient-filters.tsx';
import { filterFromQuery, type PatientListQuery } from './patient-list-search.ts';
import { PatientsCount } from './patients-count.tsx';
import { PatientsTable } from './patients-table.tsx';
import type { PatientListData } from './use-patient-list-data.ts';
import { usePatientListPage } from './use-patient-list-page.ts';

const NO_DOCTORS: readonly UserDoc[] = [];
const NO_USERS: ReadonlyMap<string, UserDoc> = new Map();

export function PatientsList({
  data,
  query,
  onQueryChange,
  onSearchText,
  onOpenPatient,
  onEditPatient,
  onAddPatient,
}: {
  data: LiveQuery<PatientListData>;
  query: PatientListQuery;
  onQueryChange: (change: Partial<PatientListQuery>) => void;
  onSearchText: (text: string) => void;
  onOpenPatient: (patient: PatientListRow) => void;
  onEditPatient: (patient: PatientListRow) => void;
  onAddPatient: () => void;
}) {
  const { t } = useLingui();
  const view = usePatientListPage(data, filterFromQuery(query), query.page);
  const shown = valueOr(view, null);
  const read = valueOr(data, null);

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', paddingBlockEnd: '20' })}>
      <PatientFilters
        doctors={read?.doctors ?? NO_DOCTORS}
        query={query}
        onQueryChange={onQueryChange}
        onSearchText={onSearchText}
      />
      {shown ? <PatientsCount total={shown.total} /> : null}
      <PatientsTable
        page={view}
        usersById={read?.usersById ?? NO_USERS}
        onOpenPatient={onOpenPatient}
        onEditPatient={onEditPatient}
      />
      <Paginator
        page={shown?.page ?? 1}
        totalPages={shown?.totalPages ?? 1}
        onPageChange={(next) => onQueryChange({ page: next })}
      />
      <FloatingAddButton label={t`Adaugă pacient`} onClick={onAddPatient} />
    </div>
  );
}
