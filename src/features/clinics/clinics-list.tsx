/**
 * The super_admin's clinics list (spec part 2): city and status filters, a search, 30 per page,
 * the columns and an edit link; a row opens the clinic (the caller sets the context).
 */
import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { DataTable, type DataTableColumn } from '#components/ui/data-table.tsx';
import { ActionsHeader, EditLink } from '#components/ui/edit-link.tsx';
import { FilterButton } from '#components/ui/filter-button.tsx';
import { Paginator } from '#components/ui/paginator.tsx';
import { QueryState } from '#components/ui/query-state.tsx';
import { SearchBox } from '#components/ui/search-box.tsx';
import { formatDate } from '#lib/date-locale.ts';
import { type LiveQuery, valueOr } from '#lib/live-query.ts';
import { type ClinicListItem, type ClinicListQuery, clinicCities, clinicListPage } from './clinic-list.ts';

export function ClinicsList({
  clinics,
  query,
  onQueryChange,
  onOpenClinic,
  onEditClinic,
}: {
  /**
   * The list; failed when neither the server nor this device has it (spec part 2 §8: 'Nu s-au
   * putut încărca clinicile', said in the table).
   */
  clinics: LiveQuery<readonly ClinicListItem[]>;
  query: ClinicListQuery;
  onQueryChange: (change: Partial<ClinicListQuery>) => void;
  onOpenClinic: (clinic: ClinicListItem) => void;
  onEditClinic: (clinic: ClinicListItem) => void;
}) {
  const { t } = useLingui();
  const list = valueOr(clinics, NO_CLINICS);
  const { rows, page, totalPages } = clinicListPage(list, query);
  const editHref = (clinic: ClinicListItem) => `/clinics/${clinic.id}`;
  const columns: DataTableColumn<ClinicListItem>[] = [
    {
      key: 'name',
      header: t`Clinică`,
      cell: (c) => <span className={css({ fontWeight: 'medium' })}>{c.name}</span>,
    },
    {
      key: 'director',
      header: t`Director medical`,
      hideBelow: 48,
      cell: (c) => c.medical_director ?? '-',
    },
    { key: 'phone', header: t`Telefon`, nowrap: true, cell: (c) => c.phone ?? '-' },
    { key: 'email', header: t`Email`, truncate: true, hideBelow: 40, cell: (c) => c.email ?? '-' },
    {
      key: 'address',
      header: t`Adresă`,
      cell: (c) => [c.address, c.city].filter(Boolean).join(', ') || '-',
    },
    {
      key: 'created',
      header: t`Data creării`,
      nowrap: true,
      hideBelow: 56,
      cell: (c) => formatDate(c.created_at),
    },
    {
      key: 'edit',
      stickyEnd: true,
      header: <ActionsHeader />,
      cell: (c) => <EditLink href={editHref(c)} name={c.name} onEdit={() => onEditClinic(c)} />,
    },
  ];
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
        <FilterButton
          label={t`Oraș`}
          options={clinicCities(list).map((city) => ({ value: city, label: city }))}
          selected={query.cities}
          onChange={(cities) => onQueryChange({ cities, page: 1 })}
        />
        <FilterButton
          label={t`Status`}
          options={[
            { value: 'active', label: t`Activă` },
            { value: 'inactive', label: t`Inactivă` },
          ]}
          selected={query.statuses}
          onChange={(statuses) => onQueryChange({ statuses, page: 1 })}
        />
        <SearchBox label={t`Caută clinici`} value={query.q} onChange={(q) => onQueryChange({ q, page: 1 })} />
      </div>
      <DataTable
        caption={t`Clinici`}
        columns={columns}
        rows={rows}
        rowKey={(c) => c.id}
        rowLabel={(c) => c.name}
        onRowClick={onOpenClinic}
        empty={
          <QueryState query={clinics} failed={t`Nu s-au putut încărca clinicile`} inline>
            {() => t`Nicio clinică găsită`}
          </QueryState>
        }
      />
      <Paginator page={page} totalPages={totalPages} onPageChange={(next) => onQueryChange({ page: next })} />
    </div>
  );
}

const NO_CLINICS: readonly ClinicListItem[] = [];
