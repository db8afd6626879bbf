/**
 * The partners list (spec part 2 "Partners list and form"): type and status filters, a search, and
 * the table (partner, type, location, rating, contact person, status, edit), unpaged. A contract
 * expiring within 30 days, or expired, shows beside the status. Staff see it read-only: the edit
 * action and the add button are the administrators' (the routes' rule, issue 15).
 */
import { Plural, useLingui } from '@lingui/react/macro';
import { css, cx } from 'styled-system/css';
import { StoredAvatar } from '#clinic-session/stored-avatar.tsx';
import { DataTable, type DataTableColumn, TRUNCATED_TOKEN } from '#components/ui/data-table.tsx';
import { ActionsHeader, EditLink } from '#components/ui/edit-link.tsx';
import { FilterButton } from '#components/ui/filter-button.tsx';
import { FloatingAddButton } from '#components/ui/floating-add-button.tsx';
import { QueryState } from '#components/ui/query-state.tsx';
import { SearchBox } from '#components/ui/search-box.tsx';
import { labelOf } from '#lib/label-of.ts';
import { type LiveQuery, valueOr } from '#lib/live-query.ts';
import { useClinicToday } from '#lib/use-clinic-today.ts';
import type { PartnerDoc } from '#sync/api/documents.ts';
import { PARTNER_STATUSES, PARTNER_TYPES } from '#sync/validation/partner-rules.ts';
import { PARTNER_STATUS_LABELS, PARTNER_TYPE_LABELS, ratingLabel } from './partner-labels.ts';
import { contractState, daysLeft, filterPartners, type PartnerFilter } from './partner-list.ts';

function ContractNotice({ expiry, today }: { expiry: string | null; today: string }) {
  const { t } = useLingui();
  const state = contractState(expiry, today);
  if (!state || !expiry) return null;
  const days = daysLeft(expiry, today);
  const text =
    state === 'expired' ? (
      t`Contract expirat`
    ) : days === 0 ? (
      t`Contractul expiră azi`
    ) : (
      <Plural
        value={days}
        one="Contractul expiră mâine"
        few="Contractul expiră în # zile"
        other="Contractul expiră în # de zile"
      />
    );
  return (
    <span
      data-testid="contract-notice"
      data-state={state}
      className={css({
        display: 'inline-block',
        fontSize: 'xs',
        fontWeight: 'medium',
        paddingInline: '2',
        paddingBlock: '0.5',
        borderRadius: 'full',
        bg: state === 'expired' ? 'red.100' : 'amber.100',
        color: state === 'expired' ? 'red.800' : 'amber.900',
      })}
    >
      {text}
    </span>
  );
}

export function PartnersList({
  partners,
  filter,
  onFilterChange,
  canEdit,
  onEditPartner,
  onAddPartner,
}: {
  /** The clinic's partners; a failed read goes to the route's error screen. */
  partners: LiveQuery<readonly PartnerDoc[]>;
  filter: PartnerFilter;
  onFilterChange: (change: Partial<PartnerFilter>) => void;
  canEdit: boolean;
  onEditPartner: (partner: PartnerDoc) => void;
  onAddPartner: () => void;
}) {
  const { t, i18n } = useLingui();
  const today = useClinicToday();
  const rows = filterPartners(valueOr(partners, NO_PARTNERS), filter);
  const columns: (DataTableColumn<PartnerDoc> | false)[] = [
    {
      key: 'partner',
      header: t`Partener`,
      cell: (p) => (
        <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '3' })}>
          <StoredAvatar name={p.name} image={p.avatar} bucket="partner-avatars" />
          <span className={css({ fontWeight: 'medium' })}>{p.name}</span>
        </span>
      ),
    },
    {
      key: 'type',
      header: t`Tip`,
      hideBelow: 48,
      cell: (p) => labelOf(PARTNER_TYPE_LABELS, p.type, i18n),
    },
    {
      key: 'location',
      header: t`Locație`,
      hideBelow: 48,
      cell: (p) => [p.city, p.country].filter(Boolean).join(', ') || '-',
    },
    {
      key: 'rating',
      header: t`Rating`,
      hideBelow: 48,
      cell: (p) => i18n._(ratingLabel(p.rating)),
    },
    {
      key: 'contact',
      header: t`Persoană de contact`,
      cell: (p) => (
        <span className={css({ display: 'grid' })}>
          <span>{p.contact_person ?? '-'}</span>
          {/* The phone on one line, the email cut short (whole on the row's focus and on hover). */}
          {p.phone ? (
            <span className={css({ fontSize: 'sm', color: 'muted', whiteSpace: 'nowrap' })}>{p.phone}</span>
          ) : null}
          {p.email ? (
            <span className={cx(TRUNCATED_TOKEN, css({ fontSize: 'sm', color: 'muted' }))} title={p.email}>
              {p.email}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'status',
      header: t`Status`,
      cell: (p) => (
        <span className={css({ display: 'grid', gap: '1', justifyItems: 'start' })}>
          <span>{labelOf(PARTNER_STATUS_LABELS, p.status, i18n)}</span>
          <ContractNotice expiry={p.contract_expiry_date} today={today} />
        </span>
      ),
    },
    canEdit && {
      key: 'edit',
      stickyEnd: true,
      header: <ActionsHeader />,
      cell: (p) => <EditLink href={`/partners/${p.id}`} name={p.name} onEdit={() => onEditPartner(p)} />,
    },
  ];
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', paddingBlockEnd: '20' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
        <FilterButton
          label={t`Tip`}
          options={PARTNER_TYPES.map((value) => ({ value, label: i18n._(PARTNER_TYPE_LABELS[value]) }))}
          selected={filter.types}
          onChange={(types) => onFilterChange({ types })}
        />
        <FilterButton
          label={t`Status`}
          options={PARTNER_STATUSES.map((value) => ({ value, label: i18n._(PARTNER_STATUS_LABELS[value]) }))}
          selected={filter.statuses}
          onChange={(statuses) => onFilterChange({ statuses })}
        />
        <SearchBox
          label={t`Caută parteneri`}
          value={filter.search}
          onChange={(search) => onFilterChange({ search })}
        />
      </div>
      <DataTable
        caption={t`Parteneri`}
        columns={columns.filter((column) => column !== false)}
        rows={rows}
        rowKey={(p) => p.id}
        rowLabel={(p) => p.name}
        // Unpaged (spec part 2): a long list keeps only the rows near the viewport in the page.
        windowed
        {...(canEdit ? { onRowClick: onEditPartner } : {})}
        empty={
          <QueryState query={partners} inline>
            {(all) =>
              all.length === 0 ? t`Nu există încă parteneri.` : t`Niciun partener nu corespunde filtrelor.`
            }
          </QueryState>
        }
      />
      {canEdit ? <FloatingAddButton label={t`Partener nou`} onClick={onAddPartner} /> : null}
    </div>
  );
}

const NO_PARTNERS: readonly PartnerDoc[] = [];
