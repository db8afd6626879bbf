/**
 * The pipeline's toolbar (spec part 1 §2, issue 16): filters for priority, assignee (searchable,
 * with avatars) and due date, each any-of; the sort (the board's own order or a field) and its
 * direction button; 'you' / 'team'; board / table; and the new-task button.
 */
import { useLingui } from '@lingui/react/macro';
import { css, cx } from 'styled-system/css';
import { StoredAvatar } from '#clinic-session/stored-avatar.tsx';
import { primaryButton, secondaryButton } from '#components/ui/button-styles.ts';
import { FilterButton } from '#components/ui/filter-button.tsx';
import { Icon } from '#components/ui/icons.tsx';
import { SegmentedControl } from '#components/ui/segmented-control.tsx';
import { isOneOf } from '#lib/search-param-lists.ts';
import type { UserDoc } from '#sync/api/documents.ts';
import { TASK_PRIORITIES } from '#sync/validation/task-rules.ts';
import type { PipelineQuery } from './pipeline-search.ts';
import { DUE_BUCKETS } from './task-filters.ts';
import { DUE_LABELS, PRIORITY_LABELS, SORT_LABELS } from './task-labels.ts';
import { nextDirection, nextSort, TASK_SORT_FIELDS } from './task-sort.ts';

/** The sort choice that is no field: the board's own order (newest first where never dragged). */
const BOARD_ORDER = 'board';

export function PipelineToolbar({
  query,
  onQueryChange,
  doctors,
  onAddTask,
}: {
  query: PipelineQuery;
  onQueryChange: (query: PipelineQuery) => void;
  doctors: readonly UserDoc[];
  onAddTask: () => void;
}) {
  const { t, i18n } = useLingui();
  const filter = query.filter;
  const setFilter = (change: Partial<PipelineQuery['filter']>) =>
    onQueryChange({ ...query, filter: { ...filter, ...change } });
  const sortField = query.sort?.field ?? BOARD_ORDER;
  const ascending = query.sort?.direction !== 'desc';
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
      <FilterButton
        label={t`Prioritate`}
        searchable={false}
        options={TASK_PRIORITIES.map((value) => ({ value, label: i18n._(PRIORITY_LABELS[value]) }))}
        selected={filter.priorities}
        onChange={(priorities) => setFilter({ priorities })}
      />
      <FilterButton
        label={t`Medic`}
        searchLabel={t`Caută medici`}
        options={doctors.map((doctor) => ({
          value: doctor.id,
          label: doctor.name ?? t`Medic fără nume`,
          icon: <StoredAvatar name={doctor.name} image={doctor.avatar} />,
        }))}
        selected={filter.assignees}
        onChange={(assignees) => setFilter({ assignees })}
      />
      <FilterButton
        label={t`Termen`}
        searchable={false}
        options={DUE_BUCKETS.map((value) => ({ value, label: i18n._(DUE_LABELS[value]) }))}
        selected={filter.due}
        onChange={(due) => setFilter({ due: due.filter(isOneOf(DUE_BUCKETS)) })}
      />
      <FilterButton
        label={t`Sortează`}
        selection="single"
        required
        searchable={false}
        options={[
          { value: BOARD_ORDER, label: t`Ordinea tablei` },
          ...TASK_SORT_FIELDS.map((value) => ({ value, label: i18n._(SORT_LABELS[value]) })),
        ]}
        selected={[sortField]}
        onChange={([value]) => {
          const field = TASK_SORT_FIELDS.find((option) => option === value);
          onQueryChange({ ...query, sort: field ? nextSort(query.sort, field) : null });
        }}
        onChooseAgain={(value) => {
          const field = TASK_SORT_FIELDS.find((option) => option === value);
          if (field) onQueryChange({ ...query, sort: nextSort(query.sort, field) });
        }}
      />
      {query.sort ? (
        <button
          type="button"
          className={secondaryButton}
          aria-label={
            ascending
              ? t`Ordine crescătoare; apăsați pentru descrescătoare`
              : t`Ordine descrescătoare; apăsați pentru crescătoare`
          }
          title={ascending ? t`Crescător` : t`Descrescător`}
          onClick={() =>
            query.sort &&
            onQueryChange({
              ...query,
              sort: { ...query.sort, direction: nextDirection(query.sort.direction) },
            })
          }
        >
          <Icon name={ascending ? 'sort-asc' : 'sort-desc'} />
        </button>
      ) : null}
      <SegmentedControl
        label={t`Ale cui sarcini`}
        options={[
          { value: 'you', label: t`Eu` },
          { value: 'team', label: t`Echipa` },
        ]}
        value={filter.scope}
        onChange={(scope) => setFilter({ scope })}
      />
      <SegmentedControl
        label={t`Vizualizare`}
        options={[
          { value: 'board', label: t`Tablă`, icon: <Icon name="board" size={18} /> },
          { value: 'table', label: t`Tabel`, icon: <Icon name="table" size={18} /> },
        ]}
        value={query.view}
        onChange={(view) => onQueryChange({ ...query, view })}
      />
      <button
        type="button"
        // At the row's end on a wide screen.
        className={cx(primaryButton, css({ marginInlineStart: 'auto' }))}
        onClick={onAddTask}
      >
        {t`Sarcină nouă`}
      </button>
    </div>
  );
}
