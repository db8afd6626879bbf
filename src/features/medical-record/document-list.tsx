/**
 * The documents of a record item: each opens at its stable app address, which the service worker
 * serves from this device (offline too); a document the device lacks is fetched first when online.
 * "Attach" picks PDF, Word, Excel, PowerPoint, ZIP, RAR or image files (by content); a refused
 * file says why and keeps nothing.
 */
import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { css } from 'styled-system/css';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { secondaryButton } from '#components/ui/button-styles.ts';
import { notify } from '#components/ui/toaster.tsx';
import type { MedicalDocumentDoc } from '#sync/api/documents.ts';
import { fileAppUrl } from '#sync/api/file-commands.ts';
import { attachDocument } from './attach-document.ts';
import { DOCUMENT_ACCEPT } from './document-file-rules.ts';
import { documentRefusal } from './document-refusal.ts';

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
  canAttach: boolean;
}) {
  const { t, i18n } = useLingui();
  const { db, files, profile, keepFile } = useClinicSession();
  const picker = useRef<HTMLInputElement>(null);

  const attach = async (picked: readonly File[]) => {
    if (!db || !files || !profile?.clinicId) return;
    for (const file of picked) {
      try {
        const outcome = await attachDocument({
          db,
          files,
          clinicId: profile.clinicId,
          patientId,
          recordId,
          file,
        });
        if (outcome.ok) notify.success(t`Documentul ${file.name} a fost atașat`);
        else notify.error(documentRefusal(outcome, file.name, i18n));
      } catch (error) {
        console.error('Attaching a document failed', error);
        notify.error(t`Documentul nu a putut fi încărcat. Încercați din nou.`);
      }
    }
  };

  const open = async (stored: MedicalDocumentDoc) => {
    const path = stored.storage_path;
    if (!path) return;
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
            </li>
          ))}
        </ul>
      ) : null}
      {canAttach ? (
        <div>
          <input
            ref={picker}
            type="file"
            multiple
            accept={DOCUMENT_ACCEPT}
            className={css({ srOnly: true })}
            tabIndex={-1}
            aria-hidden="true"
            data-testid="document-picker"
            onChange={(event) => {
              const picked = [...(event.currentTarget.files ?? [])];
              event.currentTarget.value = '';
              void attach(picked);
            }}
          />
          <button type="button" className={secondaryButton} onClick={() => picker.current?.click()}>
            {t`Atașează document`}
          </button>
        </div>
      ) : null}
    </div>
  );
}
