/**
 * The conflicts list (issue 4, item 6), opened from the header's sync indicator (the route adds
 * the page header, since features do not import each other): every open
 * conflict of this device, oldest first, with the fields where this device's version and the
 * server's differ, and the way out: keep the server's version or apply mine again. A booking
 * whose slot was taken needs a new time, which the calendar will offer; re-applying cannot.
 *
 * A row the server never had (a creation it refused) is this device's work and nowhere else
 * (issue 34): applying it again is the first action, and discarding says what it deletes and asks
 * first. Rows refused because of it (a new patient's booking) are shown with it and settled with
 * it in one step.
 */
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { throwIfFailed, valueOr } from '#clinic-session/live-query.ts';
import { useLiveQuery } from '#clinic-session/use-live-query.ts';
import { primaryButton, secondaryButton } from '#components/ui/button-styles.ts';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { notify } from '#components/ui/toaster.tsx';
import type { ConflictRecord } from '#sync/api/conflict-records.ts';
import { validationMessage } from '#sync/validation/validation-message.ts';
import {
  COMPOSITE_VALUE_LABEL,
  entityLabel,
  FILE_LABEL,
  fieldLabel,
  KIND_LABELS,
  LINKED_RECORD_LABEL,
  NO_LABEL,
  optionLabel,
  REFUSAL_MESSAGES,
  YES_LABEL,
} from './conflict-labels.ts';
import {
  type ConflictGroup,
  type ConflictReason,
  type ConflictSummary,
  type DisplayValue,
  type FieldDifference,
  groupConflicts,
  referencedRows,
  summarizeConflicts,
} from './conflict-summary.ts';
import {
  namesFromConflicts,
  type ReferenceNames,
  referenceKey,
  useReferenceNames,
} from './use-reference-names.ts';

const EMPTY_VALUE = '—';

/** A value in words; a reference whose row this device does not hold shows as empty. */
function valueText(value: DisplayValue, names: ReferenceNames, i18n: I18n): string {
  switch (value.type) {
    case 'empty':
      return EMPTY_VALUE;
    case 'text':
      return value.text;
    case 'yes_no':
      return i18n._(value.value ? YES_LABEL : NO_LABEL);
    case 'option': {
      const label = optionLabel(value.collection, value.field, value.value);
      return label ? i18n._(label) : value.value;
    }
    case 'references': {
      const found = value.ids
        .map((id) => names.get(referenceKey(value.collection, id)))
        .filter((name): name is string => name !== undefined);
      return found.length > 0 ? found.join(', ') : EMPTY_VALUE;
    }
    case 'linked_record':
      return i18n._(LINKED_RECORD_LABEL);
    case 'file':
      return i18n._(FILE_LABEL);
    case 'composite':
      return i18n._(COMPOSITE_VALUE_LABEL);
  }
}

function reasonText(reason: ConflictReason, i18n: I18n): string {
  if (reason.type === 'refusal') return i18n._(REFUSAL_MESSAGES[reason.code]);
  const message = validationMessage(reason.key, i18n.locale);
  return reason.field ? `${i18n._(fieldLabel(reason.field))}: ${message}` : message;
}

/** "Programare · Ana Pop · 12.03.2027 10:00": the entity, then what names the row. */
function conflictTitle(summary: ConflictSummary, names: ReferenceNames, i18n: I18n): string {
  const parts = summary.subject
    .map((part) => valueText(part, names, i18n))
    .filter((text) => text !== EMPTY_VALUE);
  return [i18n._(entityLabel(summary.collection)), ...parts].join(' · ');
}

const cellStyle = css({ textAlign: 'start', padding: '2', verticalAlign: 'top' });

/** One field of a conflict: its label, this device's value and, unless it has none, the server's. */
function FieldRow({
  difference,
  names,
  withServer,
}: {
  difference: FieldDifference;
  names: ReferenceNames;
  withServer: boolean;
}) {
  const { i18n } = useLingui();
  return (
    <tr className={css({ borderTopWidth: '1px', borderColor: 'border' })}>
      <th scope="row" className={cellStyle}>
        {i18n._(fieldLabel(difference.field))}
      </th>
      <td className={cx(cellStyle, css({ overflowWrap: 'anywhere' }))}>
        {valueText(difference.mine, names, i18n)}
      </td>
      {withServer ? <td className={cellStyle}>{valueText(difference.server, names, i18n)}</td> : null}
    </tr>
  );
}

interface FieldsProps {
  summary: ConflictSummary;
  title: string;
  names: ReferenceNames;
}

/** What this device entered for a row the server never had: folded, the title names the row. */
function EnteredFields({ summary, title, names }: FieldsProps) {
  const { t } = useLingui();
  return (
    <details className={css({ fontSize: 'sm' })}>
      <summary
        className={css({
          cursor: 'pointer',
          minHeight: '11',
          display: 'flex',
          alignItems: 'center',
          color: 'accent',
          fontWeight: 'medium',
        })}
      >
        {t`Ce ai introdus`}
      </summary>
      <table className={css({ width: 'full', borderCollapse: 'collapse' })}>
        <caption className={css({ srOnly: true })}>{t`Ce ai introdus: ${title}`}</caption>
        <tbody>
          {summary.differences.map((difference) => (
            <FieldRow key={difference.field} difference={difference} names={names} withServer={false} />
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** The fields that differ between mine and the server's, as a table (or a line saying none do). */
function Differences({ summary, title, names }: FieldsProps) {
  const { t } = useLingui();
  if (summary.newRow) return <EnteredFields summary={summary} title={title} names={names} />;
  if (summary.differences.length === 0) {
    return (
      <p
        className={css({ fontSize: 'sm', color: 'muted' })}
      >{t`Versiunile nu diferă în câmpurile afișate.`}</p>
    );
  }
  return (
    <div className={css({ overflowX: 'auto' })}>
      <table className={css({ width: 'full', borderCollapse: 'collapse', fontSize: 'sm' })}>
        <caption className={css({ srOnly: true })}>{t`Diferențe: ${title}`}</caption>
        <thead>
          <tr className={css({ color: 'muted' })}>
            <th scope="col" className={cellStyle}>{t`Câmp`}</th>
            <th scope="col" className={cellStyle}>{t`Versiunea mea`}</th>
            <th scope="col" className={cellStyle}>{t`Versiunea serverului`}</th>
          </tr>
        </thead>
        <tbody>
          {summary.differences.map((difference) => (
            <FieldRow key={difference.field} difference={difference} names={names} withServer />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ConflictCard({
  group,
  names,
  busy,
  onKeepServer,
  onReapplyMine,
  onRebook,
}: {
  group: ConflictGroup;
  names: ReferenceNames;
  busy: boolean;
  onKeepServer: () => void;
  onReapplyMine: () => void;
  onRebook?: () => void;
}) {
  const { t, i18n } = useLingui();
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const summary = group.lead;
  const titleId = `conflict-${summary.id}`;
  const title = conflictTitle(summary, names, i18n);
  const members = [summary, ...group.followers];
  // What discarding deletes, in words: every row of the group, none of which the server has.
  const discarded = members.map((member) => conflictTitle(member, names, i18n)).join('; ');
  const reapply = summary.canReapply ? (
    <button
      type="button"
      className={summary.newRow ? primaryButton : secondaryButton}
      disabled={busy}
      onClick={onReapplyMine}
    >
      {t`Aplică din nou modificarea mea`}
    </button>
  ) : null;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        data-testid="conflict"
        data-kind={summary.kind}
        data-new-row={summary.newRow ? 'true' : 'false'}
        className={css({
          display: 'flex',
          flexDirection: 'column',
          gap: '3',
          padding: '4',
          bg: 'surface',
          borderWidth: '1px',
          borderColor: 'border',
          borderRadius: 'md',
        })}
      >
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '3' })}>
          <h2 id={titleId} className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
            {title}
          </h2>
          <span
            className={css({
              paddingInline: '2',
              borderRadius: 'md',
              bg: 'red.50',
              color: 'red.700',
              fontSize: 'sm',
              fontWeight: 'medium',
            })}
          >
            {i18n._(KIND_LABELS[summary.kind])}
          </span>
          <span className={css({ fontSize: 'sm', color: 'muted' })}>
            {t`Apărut la ${summary.recordedAt}`}
          </span>
        </div>
        <p>{reasonText(summary.reason, i18n)}</p>
        {summary.newRow ? (
          <p data-testid="conflict-new-row" className={css({ fontSize: 'sm' })}>
            {t`Serverul nu are această înregistrare: există doar pe acest dispozitiv până o aplici din nou.`}
          </p>
        ) : null}
        {summary.rule ? (
          <p className={css({ fontSize: 'sm', color: 'muted' })}>{t`Regula serverului: ${summary.rule}`}</p>
        ) : null}
        {summary.needsNewTime ? (
          <p
            data-testid="conflict-needs-new-time"
            className={css({ fontWeight: 'medium', color: 'red.700' })}
          >
            {t`Programarea are nevoie de o oră nouă: reprogramează-o în primul interval liber al medicului sau mut-o din calendar.`}
          </p>
        ) : null}
        <Differences summary={summary} title={title} names={names} />
        {group.followers.length > 0 ? (
          <section
            aria-label={t`Refuzate împreună: ${title}`}
            data-testid="conflict-followers"
            className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
          >
            <p className={css({ fontWeight: 'medium' })}>
              {t`Refuzate împreună cu ea, pentru că o folosesc:`}
            </p>
            <ul
              className={css({ display: 'flex', flexDirection: 'column', gap: '2', paddingInlineStart: '4' })}
            >
              {group.followers.map((follower) => (
                <li key={follower.id} data-testid="conflict-follower" className={css({ listStyle: 'disc' })}>
                  {conflictTitle(follower, names, i18n)}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          {summary.newRow ? (
            <>
              {reapply}
              <button
                type="button"
                className={secondaryButton}
                disabled={busy}
                onClick={() => setConfirmingDiscard(true)}
              >
                {group.followers.length > 0 ? t`Renunță la toate` : t`Renunță`}
              </button>
            </>
          ) : (
            <>
              <button type="button" className={primaryButton} disabled={busy} onClick={onKeepServer}>
                {t`Păstrează versiunea serverului`}
              </button>
              {summary.needsNewTime && onRebook ? (
                <button type="button" className={primaryButton} disabled={busy} onClick={onRebook}>
                  {t`Reprogramează în primul interval liber`}
                </button>
              ) : null}
              {reapply}
            </>
          )}
        </div>
        <ConfirmDialog
          open={confirmingDiscard}
          onOpenChange={setConfirmingDiscard}
          title={t`Ștergi ce ai introdus?`}
          description={t`Se șterge de pe acest dispozitiv, fără să ajungă vreodată la server: ${discarded}. Nu se mai poate recupera.`}
          confirmLabel={t`Șterge`}
          cancelLabel={t`Păstrează`}
          destructive
          onConfirm={() => {
            setConfirmingDiscard(false);
            onKeepServer();
          }}
        />
      </article>
    </li>
  );
}

export interface ConflictsPageProps {
  /**
   * Books a refused appointment again into the doctor's next free slot (the calendar's rule, handed
   * in by the route so this feature does not reach into another); it raises its own toasts.
   */
  rebookAppointment?: (appointmentId: string) => Promise<void>;
}

export function ConflictsPage({ rebookAppointment }: ConflictsPageProps = {}) {
  const { t } = useLingui();
  const { db, sync, profile } = useClinicSession();
  const query = throwIfFailed(useLiveQuery<ConflictRecord[]>(() => sync?.conflicts.list$(), [sync]));
  const records = valueOr(query, null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const summaries = summarizeConflicts(records ?? []);
  const groups = groupConflicts(summaries);
  const stored = useReferenceNames(db, referencedRows(summaries));
  // A new patient the server refused is only in his conflict: his booking is named from there.
  const names = new Map([...namesFromConflicts(records ?? []), ...stored]);

  const resolve = async (id: string, action: () => Promise<void>, success: string) => {
    setBusyId(id);
    try {
      await action();
      notify.success(success);
    } catch (error) {
      console.error('Resolving the conflict failed', error);
      notify.error(t`Conflictul nu a putut fi rezolvat. Încearcă din nou.`);
    } finally {
      setBusyId(null);
    }
  };

  // Until the clinic's database is open and read; a super_admin outside a clinic has none, hence
  // no conflicts.
  const loading = sync === null ? profile?.clinicId != null : records === null;
  return (
    <>
      {loading ? (
        <p role="status" className={css({ color: 'muted' })}>
          {t`Se încarcă`}
        </p>
      ) : groups.length === 0 ? (
        <p data-testid="conflicts-empty" className={css({ color: 'muted' })}>
          {t`Nu există conflicte.`}
        </p>
      ) : (
        <ul
          aria-label={t`Conflicte deschise`}
          className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
        >
          {groups.map(({ lead: summary, ...group }) => (
            <ConflictCard
              key={summary.id}
              group={{ lead: summary, ...group }}
              names={names}
              busy={busyId === summary.id}
              onKeepServer={() =>
                void resolve(
                  summary.id,
                  () => sync?.conflicts.keepServer(summary.id) ?? Promise.resolve(),
                  t`Am păstrat versiunea serverului.`,
                )
              }
              {...(rebookAppointment
                ? {
                    onRebook: () => {
                      setBusyId(summary.id);
                      void rebookAppointment(summary.docId).finally(() => setBusyId(null));
                    },
                  }
                : {})}
              onReapplyMine={() =>
                void resolve(
                  summary.id,
                  () => sync?.conflicts.reapplyMine(summary.id) ?? Promise.resolve(),
                  t`Modificarea ta a fost aplicată din nou și se trimite la server.`,
                )
              }
            />
          ))}
        </ul>
      )}
    </>
  );
}
