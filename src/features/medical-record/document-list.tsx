/**
 * The documents of a record item: each opens at its stable app address, which the service worker
 * serves from this device (offline too); a document the device lacks is fetched first when online.
 * "Attach" picks PDF, Word, Excel, PowerPoint, ZIP, RAR or image files (by content); a refused
 * file says why and keeps nothing. "Șterge" removes one document after a confirmation (offline it
 * waits with the other changes; the server removes its file with the row).
 */

import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { useAccessRecorder } from '#clinic-session/use-record-access.ts';
import { runSave } from '#components/form/run-save.ts';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { notify } from '#components/ui/toaster.tsx';
import type { MedicalDocumentDoc } from '#sync/api/documents.ts';
import { fileAppUrl } from '#sync/api/file-commands.ts';
import { deleteMedicalDocument } from '#sync/api/medical-document-commands.ts';
import { DocumentPicker } from './document-picker.tsx';
import { useAttachDocuments } from './use-attach-documents.ts';

function sizeText(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function DocumentList({
  documents,
  patientId,
  recordId,
  canAttach,
}: {
  documents: readonly MedicalDocumentDoc[];
  patientId: string;
  recordId: string;
  /** Whether the user may write this item, so attach and remove its documents. */
  canAttach: boolean;
}) {
  const { t } = useLingui();
  const { db, keepFile } = useClinicSession();
  const recordAccess = useAccessRecorder();
  const [removing, setRemoving] = useState<MedicalDocumentDoc | null>(null);

  // A local tombstone: offline it waits with the other changes; the server then removes the file.
  const remove = async (document: MedicalDocumentDoc) => {
    setRemoving(null);
    if (!db) return;
    await runSave(() => deleteMedicalDocument(db, document.id), {
      failed: t`Documentul nu a putut fi șters. Încercați din nou.`,
      succeeded: t`Documentul ${document.name} a fost șters`,
      log: 'Deleting a document failed',
    });
  };

  const attachFiles = useAttachDocuments(patientId);
  const attach = (picked: readonly File[]) => attachFiles(recordId, picked);

  const open = async (stored: MedicalDocumentDoc) => {
    const path = stored.storage_path;
    if (!path) return;
    // Recorded as the user opens it (an access history errs on the side of telling): the time and
    // the network of the click, whatever the tab then shows.
    recordAccess({ action: 'open', subject: 'document', recordId: stored.id, patientId });
    // Opened at once, while the click still allows a new tab; filled once the file is here.
    const tab = window.open('about:blank', '_blank');
    if (await keepFile('medical-documents', path)) {
      if (tab) tab.location.href = fileAppUrl('medical-documents', path);
      else window.location.assign(fileAppUrl('medical-documents', path));
      return;
    }
    tab?.close();
    notify.error(
      navigator.onLine
        ? t`Documentul nu a putut fi deschis. Încercați din nou.`
        : t`Documentul nu este pe acest dispozitiv; se poate deschide când există internet.`,
    );
  };

  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      {documents.length > 0 ? (
        <ul aria-label={t`Documente`} className={css({ display: 'grid', gap: '1' })}>
          {documents.map((document) => (
            <li key={document.id} data-testid="record-document">
              <a
                href={
                  document.storage_path ? fileAppUrl('medical-documents', document.storage_path) : undefined
                }
                target="_blank"
                rel="noopener"
                onClick={(event) => {
                  event.preventDefault();
                  void open(document);
                }}
                className={css({
                  display: 'inline-flex',
                  alignItems: 'center',
                  minHeight: '11',
                  color: 'accent',
                  textDecoration: 'underline',
                  overflowWrap: 'anywhere',
                })}
              >
                {document.name}
              </a>{' '}
              <span className={css({ color: 'muted', fontSize: 'sm' })}>{sizeText(document.size_bytes)}</span>
              {canAttach ? (
                <button
                  type="button"
                  className={css({
                    marginInlineStart: '2',
                    minHeight: '11',
                    paddingInline: '2',
                    color: 'danger',
                    textDecoration: 'underline',
                    cursor: 'pointer',
                    _focusVisible: { outline: '2px solid', outlineColor: 'brand.500' },
                  })}
                  aria-label={t`Șterge documentul ${document.name}`}
                  onClick={() => setRemoving(document)}
                >
                  {t`Șterge`}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {canAttach ? (
        <DocumentPicker
          label={t`Atașează document`}
          testId="document-picker"
          onPick={(picked) => void attach(picked)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t`Ștergi documentul?`}
        description={t`${removing?.name ?? ''} dispare din această înregistrare și de pe server.`}
        confirmLabel={t`Șterge`}
        cancelLabel={t`Renunță`}
        destructive
        onConfirm={() => {
          if (removing) void remove(removing);
        }}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
      />
    </div>
  );
}
