/**
 * The table view (spec part 1 §2, issue 16): the same tasks as rows (title, description, status,
 * priority, due date, up to four assignee avatars, creation date, the card action), 50 a page.
 * The sortable columns' headers are the sort buttons: a first press sorts by that column
 * ascending, the next descending, the third back to no sort (spec part 1 §9). A row opens the
 * task dialog.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { DataTable, type DataTableColumn } from '#components/ui/data-table.tsx';
import { Icon } from '#components/ui/icons.tsx';
import { Paginator } from '#components/ui/paginator.tsx';
import { TruncatedText } from '#components/ui/truncated-text.tsx';
import { labelOf } from '#lib/label-of.ts';
import { pageOfRows } from '#lib/page-of-rows.ts';
import type { TaskDoc, UserDoc } from '#sync/api/documents.ts';
import { AssigneeAvatars } from './assignee-avatars.tsx';
import { PriorityBadge } from './priority-badge.tsx';
import { TaskActionButton } from './task-action-button.tsx';
import { DESCRIPTION_MAX_CHARS, formatTaskDate, shortened, TITLE_MAX_CHARS } from './task-format.ts';
import { SORT_LABELS, STATUS_LABELS } from './task-labels.ts';
import { nextSort, type TaskSort, type TaskSortField } from './task-sort.ts';

/** The table shows at most four avatars (spec part 1 §9). */
const TABLE_AVATARS = 4;
export const TABLE_PAGE_SIZE = 50;

function SortHeader({
  field,
  sort,
  onSort,
}: {
  field: TaskSortField;
  sort: TaskSort | null;
  onSort: (sort: TaskSort | null) => void;
}) {
  const { i18n } = useLingui();
  const active = sort?.field === field;
  return (
    <button
      type="button"
      onClick={() => onSort(nextSort(sort, field))}
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: '1',
        fontWeight: 'semibold',
        cursor: 'pointer',
        minHeight: '11',
        _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
      })}
    >
      {i18n._(SORT_LABELS[field])}
      {active && sort ? <Icon name={sort.direction === 'asc' ? 'sort-asc' : 'sort-desc'} size={16} /> : null}
    </button>
  );
}

const ariaSort = (field: TaskSortField, sort: TaskSort | null): 'ascending' | 'descending' | 'none' =>
  sort?.field === field ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';

export function TaskTable({
  tasks,
  sort,
  onSort,
  usersById,
  empty,
  onOpen,
  onAction,
}: {
  tasks: readonly TaskDoc[];
  sort: TaskSort | null;
  onSort: (sort: TaskSort | null) => void;
  usersById: ReadonlyMap<string, Pick<UserDoc, 'name' | 'avatar'>>;
  empty: string;
  onOpen: (task: TaskDoc) => void;
  onAction: (task: TaskDoc) => void;
}) {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const shown = pageOfRows(tasks, page, TABLE_PAGE_SIZE);
  const sortable = (field: TaskSortField) => ({
    header: <SortHeader field={field} sort={sort} onSort={onSort} />,
    sort: ariaSort(field, sort),
  });
  const columns: DataTableColumn<TaskDoc>[] = [
    {
      key: 'title',
      ...sortable('title'),
      cell: (task) => (
        <TruncatedText
          text={task.title}
          shortText={shortened(task.title, TITLE_MAX_CHARS).text}
          className={css({ fontWeight: 'medium' })}
        />
      ),
    },
    {
      key: 'description',
      header: t`Descriere`,
      // On a tablet the card (the row opens it) says it; the sort menu above sorts any column.
      hideBelow: 56,
      cell: (task) => (
        <TruncatedText
          text={task.description}
          shortText={shortened(task.description, DESCRIPTION_MAX_CHARS).text}
          className={css({ color: 'muted', fontSize: 'sm' })}
        />
      ),
    },
    { key: 'status', header: t`Status`, cell: (task) => labelOf(STATUS_LABELS, task.status, i18n) },
    { key: 'priority', ...sortable('priority'), cell: (task) => <PriorityBadge priority={task.priority} /> },
    {
      key: 'due',
      ...sortable('due_date'),
      nowrap: true,
      cell: (task) => formatTaskDate(task.due_date) || '-',
    },
    {
      key: 'assignees',
      ...sortable('assignees'),
      hideBelow: 40,
      cell: (task) => (
        <AssigneeAvatars assigneeIds={task.assigned_to} usersById={usersById} max={TABLE_AVATARS} />
      ),
    },
    {
      key: 'created',
      ...sortable('created_at'),
      nowrap: true,
      hideBelow: 48,
      cell: (task) => formatTaskDate(task.created_at),
    },
    {
      key: 'action',
      header: <span className={css({ srOnly: true })}>{t`Acțiuni`}</span>,
      stickyEnd: true,
      cell: (task) => (
        <TaskActionButton title={task.title} status={task.status} onAction={() => onAction(task)} />
      ),
    },
  ];
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <DataTable
        caption={t`Sarcini`}
        columns={columns}
        rows={shown.rows}
        rowKey={(task) => task.id}
        rowLabel={(task) => task.title}
        onRowClick={onOpen}
        empty={empty}
      />
      <Paginator page={shown.page} totalPages={shown.totalPages} onPageChange={setPage} />
    </div>
  );
}
