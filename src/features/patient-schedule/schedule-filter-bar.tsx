/**
 * The appointment list's header filters (spec part 2, /patient/{id}/schedule): date (a year or a
 * month), specialization, doctor and location, each a searchable multiple choice; the free-text
 * search over doctor and specialization; and the clear-filters button while any filter is on.
 */
import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { secondaryButton } from '#components/ui/button-styles.ts';
import { FilterButton } from '#components/ui/filter-button.tsx';
import { SearchBox } from '#components/ui/search-box.tsx';
import { isFiltered, NO_SCHEDULE_FILTER, type ScheduleFilter } from './schedule-filters.ts';
import type { ScheduleChoices } from './schedule-rows.ts';

export function ScheduleFilterBar({
  choices,
  filter,
  onChange,
}: {
  choices: ScheduleChoices;
  filter: ScheduleFilter;
  onChange: (filter: ScheduleFilter) => void;
}) {
  const { t } = useLingui();
  const change = (patch: Partial<ScheduleFilter>) => onChange({ ...filter, ...patch });
  return (
    <search
      aria-label={t`Filtrează programările`}
      className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}
    >
      <FilterButton
        label={t`Dată`}
        options={choices.dates}
        selected={filter.dates}
        onChange={(dates) => change({ dates })}
      />
      <FilterButton
        label={t`Specializare`}
        options={choices.specializations}
        selected={filter.specializations}
        onChange={(specializations) => change({ specializations })}
      />
      <FilterButton
        label={t`Medic`}
        options={choices.doctors}
        selected={filter.doctors}
        onChange={(doctors) => change({ doctors })}
      />
      <FilterButton
        label={t`Locație`}
        options={choices.locations}
        selected={filter.locations}
        onChange={(locations) => change({ locations })}
      />
      <SearchBox
        label={t`Caută după medic sau specializare`}
        placeholder={t`Medic sau specializare`}
        value={filter.search}
        onChange={(search) => change({ search })}
      />
      {isFiltered(filter) ? (
        <button type="button" className={secondaryButton} onClick={() => onChange(NO_SCHEDULE_FILTER)}>
          {t`Șterge filtrele`}
        </button>
      ) : null}
    </search>
  );
}
