import { useLingui } from '@lingui/react/macro';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { parsePatientListSearch } from '../../../features/patients/list/patient-list-search.ts';
import { PatientsList } from '../../../features/patients/list/patients-list.tsx';
import { usePatientListData } from '../../../features/patients/list/use-patient-list-data.ts';
import { usePatientListQuery } from '../../../features/patients/list/use-patient-list-query.ts';
import { PageHeader } from '../../../features/shell/page-header.tsx';

// Filters, search and page live in the URL, validated so a bad value falls back to "none".
export const Route = createFileRoute('/_authenticated/patients/')({
  validateSearch: parsePatientListSearch,
  component: PatientsPage,
});

function PatientsPage() {
  const { t } = useLingui();
  const router = useRouter();
  const navigate = Route.useNavigate();
  const data = usePatientListData();
  const { query, change, type } = usePatientListQuery(Route.useSearch(), (search) => {
    void navigate({ search, replace: true });
  });
  // The patient area and the form are their own routes; plain paths keep this page independent
  // of their route definitions.
  return (
    <>
      <PageHeader title={t`Pacienți`} />
      <div className={css({ padding: '6' })}>
        <PatientsList
          data={data}
          query={query}
          onQueryChange={change}
          onSearchText={type}
          onOpenPatient={(patient) => router.history.push(`/patient/${patient.id}`)}
          onEditPatient={(patient) => router.history.push(`/patients/${patient.id}`)}
          onAddPatient={() => router.history.push('/patients/new')}
        />
      </div>
    </>
  );
}
