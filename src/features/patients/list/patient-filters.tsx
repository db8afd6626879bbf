/**
 * The patient list's filter bar (spec part 1 §2): last appointment, associated doctors, status,
 * age and gender, and the search box. A changed filter goes back to the first page.
 */
import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { StoredAvatar } from '#clinic-session/stored-avatar.tsx';
import { FilterButton } from '#components/ui/filter-button.tsx';
import { SearchBox } from '#components/ui/search-box.tsx';
import type { UserDoc } from '#sync/api/documents.ts';
import {
  AGE_BAND_OPTIONS,
  GENDER_OPTIONS,
  LAST_APPOINTMENT_OPTIONS,
  type PatientListQuery,
  STATUS_OPTIONS,
} from './patient-list-search.ts';
import { useStatusLabels } from './use-status-labels.ts';

export function PatientFilters({
  doctors,
  query,
  onQueryChange,
  onSearchText,
}: {
  doctors: readonly UserDoc[];
  query: PatientListQuery;
  onQueryChange: (change: Partial<PatientListQuery>) => void;
  onSearchText: (text: string) => void;
}) {
  const { t } = useLingui();
  const statusLabels = useStatusLabels();
  const lastAppointmentLabels = {
    today: t`Astăzi`,
    last_week: t`Ultima săptămână`,
    last_month: t`Ultima lună`,
  };
  const ageLabels = { under_30: t`Sub 30 de ani`, '30_50': t`30–50 de ani`, over_50: t`Peste 50 de ani` };
  const genderLabels = { male: t`Masculin`, female: t`Feminin` };

  return (
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
  );
}
