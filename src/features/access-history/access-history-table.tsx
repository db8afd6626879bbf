/**
 * The access history's filters, table and exports, shared by the patient's page and the user's
 * section: newest first, filtered by person and kind, each event with who, role, what, when (the
 * device's time; the server's when it came later) and an "offline" mark; CSV of what is shown.
 */
import type { I18n } from '@lingui/core';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { runSave } from '#components/form/run-save.ts';
import { secondaryButton } from '#components/ui/button-styles.ts';
import { DataTable, type DataTableColumn } from '#components/ui/data-table.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { DEFAULT_LOCALE, isLocale } from '#i18n/locale.ts';
import { formatDateTime } from '#lib/date-locale.ts';
import { ROLE_LABELS } from '#lib/role-labels.ts';
import { isRole } from '#lib/roles.ts';
import { ACTION_LABELS, KIND_LABELS, SUBJECT_LABELS, SYSTEM_ROLE_LABELS } from './access-history-labels.ts';
import {
  type AccessHistoryFilter,
  type AccessHistoryRow,
  type AccessKind,
  accessHistoryCsv,
  filterAccessHistory,
  peopleOf,
} from './access-history-rows.ts';
import { downloadFile } from './download-file.ts';

/** The filters' "everyone" and "all kinds" (a select's empty value reads as no choice). */
const ALL = 'all';

/** The PDF's columns: the time and the offline mark narrow, the rest shared. */
function pdfWidths(columns: number): number[] {
  const when = 0.17;
  const offline = 0.08;
  const rest = (1 - when - offline) / (columns - 2);
  return [when, ...Array.from({ length: columns - 2 }, () => rest), offline];
}

/** A role's or a system author's name. */
export function roleName(role: string, i18n: I18n): string {
  if (isRole(role)) return i18n._(ROLE_LABELS[role]);
  const system = SYSTEM_ROLE_LABELS[role];
  return system ? i18n._(system) : role;
}

export function AccessHistoryTable({
  rows,
  caption,
  fileName,
  showPerson = true,
  patientName,
}: {
  rows: readonly AccessHistoryRow[];
  caption: string;
  /** The exports' file name, without extension. */
  fileName: string;
  /** False on a user's own history: everything is theirs. */
  showPerson?: boolean;
  /** On a user's history: the name of the patient an event names. */
  patientName?: (patientId: string) => string;
}) {
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const [filter, setFilter] = useState<AccessHistoryFilter>({ person: '', kind: '' });
  const shown = useMemo(() => filterAccessHistory(rows, filter), [rows, filter]);
  const people = useMemo(() => peopleOf(rows), [rows]);
  const what = (row: AccessHistoryRow) =>
    `${i18n._(ACTION_LABELS[row.action])}: ${i18n._(SUBJECT_LABELS[row.subject])}`;
  const who = (row: AccessHistoryRow) => row.user_name ?? roleName(row.user_role, i18n);

  const columns: DataTableColumn<AccessHistoryRow>[] = [
    {
      key: 'when',
      header: t`Când`,
      nowrap: true,
      cell: (row) => formatDateTime(row.device_at, locale),
    },
    ...(showPerson
      ? [
          { key: 'who', header: t`Cine`, cell: who },
          { key: 'role', header: t`Rol`, cell: (row: AccessHistoryRow) => roleName(row.user_role, i18n) },
        ]
      : []),
    ...(patientName
      ? [
          {
            key: 'patient',
            header: t`Pacient`,
            cell: (row: AccessHistoryRow) => (row.patient_id ? patientName(row.patient_id) : ''),
          },
        ]
      : []),
    { key: 'what', header: t`Ce`, cell: what },
    {
      key: 'offline',
      header: t`Offline`,
      nowrap: true,
      cell: (row) =>
        row.offline ? (
          <span
            data-testid="access-offline"
            title={t`Primit de server la ${formatDateTime(row.server_at, locale)}`}
            className={css({ paddingInline: '2', borderRadius: 'full', bg: 'amber.100', color: 'amber.900' })}
          >
            {t`offline`}
          </span>
        ) : (
          ''
        ),
    },
  ];

  const exportCsv = () =>
    downloadFile(
      `${fileName}.csv`,
      'text/csv;charset=utf-8',
      // A byte-order mark, so spreadsheet programs read the diacritics as UTF-8.
      `\uFEFF${accessHistoryCsv(shown, {
        header: [
          t`Când`,
          t`Primit de server`,
          t`Cine`,
          t`Rol`,
          ...(patientName ? [t`Pacient`] : []),
          t`Ce`,
          t`Înregistrare`,
          t`Offline`,
        ],
        role: (role) => roleName(role, i18n),
        ...(patientName
          ? { patient: (row: AccessHistoryRow) => (row.patient_id ? patientName(row.patient_id) : '') }
          : {}),
        what,
        when: (iso) => formatDateTime(iso, locale),
        yes: t`da`,
        no: t`nu`,
      })}`,
    );

  const exportPdf = () =>
    runSave(
      async () => {
        // Loaded on demand: the PDF library and the font are for this export only.
        const [{ renderAccessHistoryPdf }, { default: fontUrl }] = await Promise.all([
          import('./access-history-pdf.ts'),
          import('dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url'),
        ]);
        const font = await fetch(fontUrl).then((response) => {
          if (!response.ok) throw new Error(`the PDF font answered ${response.status}`);
          return response.arrayBuffer();
        });
        const header = [
          t`Când`,
          ...(showPerson ? [t`Cine`, t`Rol`] : []),
          ...(patientName ? [t`Pacient`] : []),
          t`Ce`,
          t`Offline`,
        ];
        const bytes = await renderAccessHistoryPdf(font, {
          title: caption,
          subtitle: `${t`Generat la ${formatDateTime(new Date().toISOString(), locale)}`} · ${plural(
            shown.length,
            {
              one: '# eveniment',
              few: '# evenimente',
              other: '# de evenimente',
            },
          )}`,
          header,
          widths: pdfWidths(header.length),
          rows: shown.map((row) => [
            formatDateTime(row.device_at, locale),
            ...(showPerson ? [who(row), roleName(row.user_role, i18n)] : []),
            ...(patientName ? [row.patient_id ? patientName(row.patient_id) : ''] : []),
            what(row),
            row.offline ? t`offline` : '',
          ]),
          pageLabel: (page, pages) => t`Pagina ${page} din ${pages}`,
        });
        downloadFile(`${fileName}.pdf`, 'application/pdf', new Blob([bytes.slice()]));
      },
      {
        failed: t`Exportul PDF nu a reușit. Încercați din nou.`,
        log: 'Exporting the access history as PDF failed',
      },
    );

  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'end' })}>
        {showPerson ? (
          <div className={css({ minWidth: '14rem' })}>
            <SelectField
              label={t`Persoana`}
              value={filter.person === '' ? ALL : filter.person}
              options={[
                { value: ALL, label: t`Toate persoanele` },
                ...people.map((person) => ({
                  value: person.key,
                  label: person.name ?? roleName(person.role, i18n),
                })),
              ]}
              onChange={(person) =>
                setFilter((previous) => ({ ...previous, person: person === ALL ? '' : person }))
              }
            />
          </div>
        ) : null}
        <div className={css({ minWidth: '12rem' })}>
          <SelectField
            label={t`Tipul`}
            value={filter.kind === '' ? ALL : filter.kind}
            options={[
              { value: ALL, label: t`Toate` },
              ...(['opened', 'changed'] as const).map((kind) => ({
                value: kind,
                label: i18n._(KIND_LABELS[kind]),
              })),
            ]}
            onChange={(kind) =>
              setFilter((previous) => ({ ...previous, kind: kind === ALL ? '' : (kind as AccessKind) }))
            }
          />
        </div>
        <button type="button" className={secondaryButton} onClick={exportCsv} disabled={shown.length === 0}>
          {t`Exportă CSV`}
        </button>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => void exportPdf()}
          disabled={shown.length === 0}
        >
          {t`Exportă PDF`}
        </button>
      </div>
      <DataTable
        caption={caption}
        columns={columns}
        rows={shown}
        rowKey={(row) => row.id}
        empty={t`Niciun eveniment`}
      />
    </div>
  );
}
