/**
 * The medical record items of the visit (spec part 2, appointment detail): each with its category,
 * type, value, description, time and documents; added and edited through one dialog, deleted after
 * a confirmation. A role sees every item and changes only those it may write (may-write-record.ts).
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { dangerButton, primaryButton, secondaryButton } from '#components/ui/button-styles.ts';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { sectionCard, sectionCardTitle } from '#components/ui/section-card.ts';
import { DEFAULT_LOCALE, isLocale } from '#i18n/locale.ts';
import { formatDateTime } from '#lib/date-locale.ts';
import type { Role } from '#lib/roles.ts';
import type { MedicalDocumentDoc, MedicalRecordDoc } from '#sync/api/documents.ts';
import { DocumentList } from './document-list.tsx';
import { mayWriteRecordItem, writableCategories } from './may-write-record.ts';
import { RecordItemDialog } from './record-item-dialog.tsx';
import { type RecordItemFields, recordItemInput } from './record-item-form.ts';
import { CATEGORY_LABELS, typeText, valueLabel } from './record-labels.ts';
import { useAttachDocuments } from './use-attach-documents.ts';

type Editing = { kind: 'new' } | { kind: 'edit'; item: MedicalRecordDoc };

export function RecordItemsSection({
  items,
  documents,
  patientId,
  role,
  onCreate,
  onUpdate,
  onDelete,
}: {
  items: readonly MedicalRecordDoc[];
  documents: readonly MedicalDocumentDoc[];
  patientId: string;
  role: Role;
  /** Adds the item under `id`, so the files chosen in its dialog can be attached to it. */
  onCreate: (fields: RecordItemFields, id: string) => Promise<boolean>;
  onUpdate: (item: MedicalRecordDoc, fields: RecordItemFields) => Promise<boolean>;
  onDelete: (item: MedicalRecordDoc) => Promise<boolean>;
}) {
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<MedicalRecordDoc | null>(null);

  const attachFiles = useAttachDocuments(patientId);
  const save = async (fields: RecordItemFields, files: readonly File[]) => {
    if (!editing) return;
    const id = editing.kind === 'new' ? crypto.randomUUID() : editing.item.id;
    const saved = editing.kind === 'new' ? await onCreate(fields, id) : await onUpdate(editing.item, fields);
    if (!saved) return;
    setEditing(null);
    if (files.length > 0) await attachFiles(id, files);
  };

  return (
    <section className={sectionCard} aria-labelledby="record-items-title">
      <div
        className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '2' })}
      >
        <h2 id="record-items-title" className={sectionCardTitle}>
          {t`Înregistrări medicale`}
        </h2>
        <button type="button" className={primaryButton} onClick={() => setEditing({ kind: 'new' })}>
          {t`Adaugă înregistrare`}
        </button>
      </div>
      {items.length === 0 ? (
        <p className={css({ color: 'muted' })}>{t`Nicio înregistrare pentru această vizită.`}</p>
      ) : (
        <ul className={css({ display: 'grid', gap: '3' })}>
          {items.map((item) => {
            const writable = mayWriteRecordItem(role, item.category);
            const category = i18n._(CATEGORY_LABELS[item.category]);
            return (
              <li
                key={item.id}
                data-testid="record-item"
                data-category={item.category}
                className={css({
                  display: 'grid',
                  gap: '2',
                  padding: '3',
                  borderWidth: '1px',
                  borderColor: 'border',
                  borderRadius: 'md',
                })}
              >
                <p className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'baseline' })}>
                  <strong>{category}</strong>
                  {item.sub_category ? (
                    <span>· {typeText(item.sub_category, (message) => i18n._(message))}</span>
                  ) : null}
                  <span className={css({ color: 'muted', fontSize: 'sm' })}>
                    {formatDateTime(item.recorded_at, locale)}
                  </span>
                </p>
                {item.input_field_value ? (
                  <p>
                    <span className={css({ color: 'muted' })}>{i18n._(valueLabel(item.category))}: </span>
                    {item.input_field_value}
                  </p>
                ) : null}
                {item.description ? (
                  <p className={css({ whiteSpace: 'pre-wrap' })} data-testid="record-item-description">
                    {item.description}
                  </p>
                ) : null}
                <DocumentList
                  documents={documents.filter((document) => document.medical_record_id === item.id)}
                  patientId={patientId}
                  recordId={item.id}
                  canAttach={writable}
                />
                {writable ? (
                  <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })}>
                    <button
                      type="button"
                      className={secondaryButton}
                      aria-label={t`Modifică: ${category}`}
                      onClick={() => setEditing({ kind: 'edit', item })}
                    >
                      {t`Modifică`}
                    </button>
                    <button
                      type="button"
                      className={dangerButton}
                      aria-label={t`Șterge: ${category}`}
                      onClick={() => setDeleting(item)}
                    >
                      {t`Șterge`}
                    </button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <RecordItemDialog
        open={editing !== null}
        initial={editing?.kind === 'edit' ? recordItemInput(editing.item) : null}
        categories={writableCategories(role)}
        onSave={save}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t`Ștergeți înregistrarea?`}
        description={t`Înregistrarea și documentele ei vor fi șterse.`}
        onConfirm={() => {
          const item = deleting;
          setDeleting(null);
          if (item) void onDelete(item);
        }}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
      />
    </section>
  );
}
