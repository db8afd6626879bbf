/**
 * The progress of the first sync, or of a large catch-up (issue 19): a bar of the rows stored of
 * the rows the server had for this device, and per collection in the details. The screens work
 * meanwhile with what has arrived; the bar goes when the pull it counts is through.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { useSyncProgress } from '#clinic-session/use-sync-progress.ts';
import type { CollectionName } from '#sync/api/documents.ts';

const COLLECTION_LABELS: Record<CollectionName, MessageDescriptor> = {
  specializations: msg`Specializări`,
  clinics: msg`Clinici`,
  users: msg`Utilizatori`,
  services: msg`Servicii`,
  doctor_services: msg`Prețurile medicilor`,
  patients: msg`Pacienți`,
  appointments: msg`Programări`,
  medical_records: msg`Înregistrări medicale`,
  medical_documents: msg`Documente medicale`,
  tasks: msg`Sarcini`,
  partners: msg`Parteneri`,
};

export function SyncProgressBar() {
  const { t, i18n } = useLingui();
  const progress = useSyncProgress();
  if (!progress) return null;
  const stored = i18n.number(progress.stored);
  const expected = i18n.number(progress.expected);
  const percent = Math.floor((progress.stored / progress.expected) * 100);
  return (
    <section
      data-testid="sync-progress"
      aria-label={progress.firstSync ? t`Prima sincronizare` : t`Recuperarea modificărilor`}
      className={css({
        display: 'grid',
        gap: '2',
        marginBlockEnd: '4',
        padding: '4',
        borderRadius: 'md',
        borderWidth: '1px',
        borderColor: 'brand.200',
        bg: 'brand.50',
      })}
    >
      <p className={css({ fontSize: 'sm' })}>
        {progress.firstSync
          ? t`Se aduc datele clinicii pe acest dispozitiv: ${stored} din ${expected} înregistrări`
          : t`Se aduc modificările făcute între timp: ${stored} din ${expected} înregistrări`}
      </p>
      <div
        role="progressbar"
        aria-label={t`Sincronizare`}
        aria-valuemin={0}
        aria-valuemax={progress.expected}
        aria-valuenow={progress.stored}
        aria-valuetext={t`${percent}%`}
        className={css({ height: '2', borderRadius: 'full', bg: 'gray.200', overflow: 'hidden' })}
      >
        <div
          className={css({ height: 'full', bg: 'brand.600', transition: 'width 0.2s' })}
          style={{ width: `${percent}%` }}
        />
      </div>
      <details className={css({ fontSize: 'sm' })}>
        <summary className={css({ cursor: 'pointer' })}>{t`Detalii pe categorii`}</summary>
        <ul className={css({ marginBlockStart: '2', display: 'grid', gap: '1' })}>
          {progress.collections.map((entry) => {
            const collection = i18n._(COLLECTION_LABELS[entry.name]);
            const done = i18n.number(entry.stored);
            const all = i18n.number(entry.expected);
            return (
              <li key={entry.name} data-collection={entry.name}>
                {t`${collection}: ${done} din ${all}`}
              </li>
            );
          })}
        </ul>
      </details>
    </section>
  );
}
