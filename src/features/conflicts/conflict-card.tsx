/**
 * One open conflict (with the rows refused because of it) as a card of the conflicts list: what it
 * is and when it arose, why the server refused, whether the row exists only here or needs a new
 * time, the fields that differ, the rows refused with it, and the ways out.
 */
import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { ConflictActions, type ConflictActionsProps } from './conflict-actions.tsx';
import { KIND_LABELS } from './conflict-labels.ts';
import { conflictTitle, reasonText } from './conflict-text.ts';
import { Differences } from './field-differences.tsx';

export function ConflictCard(props: ConflictActionsProps) {
  const { group, names } = props;
  const { t, i18n } = useLingui();
  const summary = group.lead;
  const titleId = `conflict-${summary.id}`;
  const title = conflictTitle(summary, names, i18n);
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
        <ConflictActions {...props} />
      </article>
    </li>
  );
}
