/**
 * One medical-history list (allergies, chronic conditions…): each entry with its years and whether
 * it still lasts, an edit button per row and an add button for those who may write the history.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { secondaryButton } from '#components/ui/button-styles.ts';
import { sectionCard, sectionCardTitle } from '#components/ui/section-card.ts';
import { HISTORY_FIELD_LABELS } from '#lib/medical-history-labels.ts';
import { type HistoryEntry, withEntry } from '#sync/validation/history-entry-form.ts';
import { HistoryEntryDialog } from './history-entry-dialog.tsx';
import { HISTORY_ENTRY_NAMES, type HistoryList } from './history-labels.ts';

export function HistoryListSection({
  list,
  entries,
  canEdit,
  onSave,
}: {
  list: HistoryList;
  /** Null when the stored list cannot be read: the section says so and offers no change. */
  entries: readonly HistoryEntry[] | null;
  canEdit: boolean;
  onSave: (entries: HistoryEntry[]) => Promise<boolean>;
}) {
  const { t, i18n } = useLingui();
  const [editing, setEditing] = useState<HistoryEntry | 'new' | null>(null);
  const title = i18n._(HISTORY_FIELD_LABELS[list]);
  const entryName = i18n._(HISTORY_ENTRY_NAMES[list]);
  const headingId = `history-${list}`;
  const years = (entry: HistoryEntry) =>
    entry.end_year === null
      ? t`din ${entry.start_year}`
      : `${entry.start_year} – ${entry.end_year === 'Prezent' ? t`Prezent` : entry.end_year}`;

  return (
    <section aria-labelledby={headingId} className={sectionCard}>
      <div
        className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '2' })}
      >
        <h2 id={headingId} className={sectionCardTitle}>
          {title}
        </h2>
        {canEdit && entries !== null ? (
          <button type="button" className={secondaryButton} onClick={() => setEditing('new')}>
            {t`Adaugă ${entryName}`}
          </button>
        ) : null}
      </div>
      {entries === null ? (
        <p role="alert" data-testid="history-unreadable">
          {t`Nu s-au putut încărca datele medicale`}
        </p>
      ) : entries.length === 0 ? (
        <p className={css({ color: 'muted' })}>{t`Nicio înregistrare`}</p>
      ) : (
        <ul className={css({ display: 'grid', gap: '2' })}>
          {entries.map((entry) => (
            <li
              key={entry.id}
              data-testid="history-entry"
              className={css({
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: '3',
                paddingBlock: '2',
                borderTopWidth: '1px',
                borderColor: 'border',
              })}
            >
              <div className={css({ display: 'grid', gap: '0.5', minWidth: '0' })}>
                <span className={css({ fontWeight: 'medium', overflowWrap: 'break-word' })}>
                  {entry.name}
                </span>
                <span className={css({ color: 'muted', fontSize: 'sm' })}>
                  {years(entry)} · {entry.is_active ? t`Activ` : t`Încheiat`}
                </span>
              </div>
              {canEdit ? (
                <button
                  type="button"
                  className={secondaryButton}
                  aria-label={t`Editează ${entry.name}`}
                  onClick={() => setEditing(entry)}
                >
                  {t`Editează`}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <HistoryEntryDialog
        open={editing !== null}
        title={editing === 'new' || editing === null ? t`Adaugă ${entryName}` : t`Editează ${entryName}`}
        nameLabel={entryName}
        entry={editing === 'new' ? null : editing}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        onSave={async (entry) => {
          if (entries === null) return;
          if (await onSave(withEntry(entries, entry))) setEditing(null);
        }}
      />
    </section>
  );
}
