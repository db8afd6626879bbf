import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { PageHeader } from '#components/ui/page-header.tsx';
import { parsePatientListSearch } from '#features/patients/list/patient-list-search.ts';
import { PatientsList } from '#features/patients/list/patients-list.tsx';
import { usePatientListData } from '#features/patients/list/use-patient-list-data.ts';
import { usePatientListQuery } from '#features/patients/list/use-patient-list-query.ts';
import type { PatientDoc } from '#sync/api/documents.ts';
import type { PatientListRow } from '#sync/api/patient-list.ts';

// Filters, search and page live in the URL, validated so a bad value falls back to "none".
export const Route = createFileRoute('/_authenticated/patients/')({
  validateSearch: parsePatientListSearch,
  component: PatientsPage,
});

/** The stored patient without the list's own columns: what the next screen is handed (spec §2). */
function handedOver(row: PatientListRow): PatientDoc {
  const { last_appointment: _last, associated_doctor_ids: _doctors, age: _age, ...patient } = row;
  return patient;
}

function PatientsPage() {
  const { t } = useLingui();
  const navigate = Route.useNavigate();
  const data = usePatientListData();
  const { query, change, type, flush } = usePatientListQuery(Route.useSearch(), (search) =>
    navigate({ search, replace: true }),
  );
  // Typed text still on its way to the URL is written first, so Back returns to it.
  const leave = (go: () => Promise<void>) => void flush().then(go);
  return (
    <>
      <PageHeader title={t`Pacienți`} />
      <div className={css({ padding: '6' })}>
        <PatientsList
          data={data}
          query={query}
          onQueryChange={change}
          onSearchText={type}
          onOpenPatient={(row) =>
            leave(() =>
              navigate({
                to: '/patient/$patientId',
                params: { patientId: row.id },
                state: { patient: handedOver(row) },
              }),
            )
          }
          onEditPatient={(row) =>
            leave(() =>
              navigate({
                to: '/patients/$patientId',
                params: { patientId: row.id },
                state: { patient: handedOver(row) },
              }),
            )
          }
          onAddPatient={() => leave(() => navigate({ to: '/patients/new' }))}
        />
      </div>
    </>
  );
}
