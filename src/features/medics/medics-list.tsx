/**
 * The users/medics list (spec part 2 "Medics list"): specialization and status filters, a search,
 * the columns (name, specialization, phone, email, status, edit), 30 a page. Administrators see
 * every user with the role line under the name, the edit action and the add button; the others
 * see the doctors, read only (the routes' rule, issue 15).
 */
import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { StoredAvatar } from '#clinic-session/stored-avatar.tsx';
import { DataTable, type DataTableColumn } from '#components/ui/data-table.tsx';
import { ActionsHeader, EditLink } from '#components/ui/edit-link.tsx';
import { FilterButton } from '#components/ui/filter-button.tsx';
import { FloatingAddButton } from '#components/ui/floating-add-button.tsx';
import { Paginator } from '#components/ui/paginator.tsx';
import { QueryState } from '#components/ui/query-state.tsx';
import { SearchBox } from '#components/ui/search-box.tsx';
import { DEFAULT_LOCALE, isLocale } from '#i18n/locale.ts';
import { labelOf } from '#lib/label-of.ts';
import { type LiveQuery, valueOr } from '#lib/live-query.ts';
import { ROLE_LABELS } from '#lib/role-labels.ts';
import { specializationLabel, specializationName } from '#lib/specialization-name.ts';
import type { UserDoc } from '#sync/api/documents.ts';
import { USER_STATUSES } from '#sync/validation/user-rules.ts';
import { USER_STATUS_LABELS } from './medic-labels.ts';
import { heldSpecializations, listedUsers, type MedicListQuery, medicListPage } from './medic-list.ts';

export function MedicsList({
  users,
  administers,
  query,
  onQueryChange,
  onEditUser,
  onAddUser,
}: {
  /** The clinic's users; a failed read shows the spec's 'Nu s-au putut încărca medicii' in the table. */
  users: LiveQuery<readonly UserDoc[]>;
  /** admin or super_admin: every user, the role line, edit and add. */
  administers: boolean;
  query: MedicListQuery;
  onQueryChange: (change: Partial<MedicListQuery>) => void;
  onEditUser: (user: UserDoc) => void;
  onAddUser: () => void;
}) {
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const listed = listedUsers(valueOr(users, NO_USERS), administers);
  const { rows, page, totalPages } = medicListPage(listed, query, (id) => specializationName(id, locale));
  const columns: (DataTableColumn<UserDoc> | false)[] = [
    {
      key: 'name',
      header: t`Nume`,
      cell: (u) => (
        <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '3' })}>
          <StoredAvatar name={u.name} image={u.avatar} />
          <span className={css({ display: 'grid' })}>
            <span className={css({ fontWeight: 'medium' })}>{u.name ?? '-'}</span>
            {administers ? (
              <span data-testid="role-line" className={css({ fontSize: 'sm', color: 'muted' })}>
                {labelOf(ROLE_LABELS, u.role, i18n)}
              </span>
            ) : null}
          </span>
        </span>
      ),
    },
    {
      key: 'specialization',
      hideBelow: 48,
      header: t`Specializare`,
      cell: (u) => specializationLabel(u.specialization, locale),
    },
    { key: 'phone', header: t`Telefon`, nowrap: true, cell: (u) => u.phone ?? '-' },
    {
      key: 'email',
      header: t`Email`,
      truncate: true,
      // The user's form (the row opens it) says it on a portrait tablet.
      hideBelow: 48,
      cell: (u) => u.clinic_email ?? u.email ?? '-',
    },
    { key: 'status', header: t`Status`, cell: (u) => labelOf(USER_STATUS_LABELS, u.status, i18n) },
    administers && {
      key: 'edit',
      stickyEnd: true,
      header: <ActionsHeader />,
      cell: (u) => <EditLink href={`/medics/${u.id}`} name={u.name ?? ''} onEdit={() => onEditUser(u)} />,
    },
  ];
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', paddingBlockEnd: '20' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
        <FilterButton
          label={t`Specializare`}
          options={heldSpecializations(listed)
            .map((id) => ({ value: id, label: specializationName(id, locale) }))
            .sort((a, b) => a.label.localeCompare(b.label, locale))}
          selected={query.specializations}
          onChange={(specializations) => onQueryChange({ specializations, page: 1 })}
        />
        <FilterButton
          label={t`Status`}
          options={USER_STATUSES.map((value) => ({ value, label: i18n._(USER_STATUS_LABELS[value]) }))}
          selected={query.statuses}
          onChange={(statuses) => onQueryChange({ statuses, page: 1 })}
        />
        <SearchBox
          label={administers ? t`Caută utilizatori` : t`Caută medici`}
          value={query.q}
          onChange={(q) => onQueryChange({ q, page: 1 })}
        />
      </div>
      <DataTable
        caption={administers ? t`Utilizatori` : t`Medici`}
        columns={columns.filter((column) => column !== false)}
        rows={rows}
        rowKey={(u) => u.id}
        rowLabel={(u) => u.name ?? ''}
        {...(administers ? { onRowClick: onEditUser } : {})}
        empty={
          <QueryState query={users} failed={t`Nu s-au putut încărca medicii`} inline>
            {() => t`Niciun utilizator găsit`}
          </QueryState>
        }
      />
      <Paginator page={page} totalPages={totalPages} onPageChange={(next) => onQueryChange({ page: next })} />
      {administers ? <FloatingAddButton label={t`Utilizator nou`} onClick={onAddUser} /> : null}
    </div>
  );
}

const NO_USERS: readonly UserDoc[] = [];
