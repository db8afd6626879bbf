/**
 * A conflict card's ways out. A row the server has: keep the server's version, rebook a booking
 * whose slot was taken, or apply mine again. A row the server never had (a creation it refused) is
 * this device's work and nowhere else (issue 34): applying it again comes first, and discarding
 * says what it deletes (the whole group) and asks first.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { primaryButton, secondaryButton } from '#components/ui/button-styles.ts';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import type { ConflictGroup } from './conflict-groups.ts';
import { conflictTitle } from './conflict-text.ts';
import type { ReferenceNames } from './reference-names.ts';

export interface ConflictActionsProps {
  group: ConflictGroup;
  names: ReferenceNames;
  busy: boolean;
  onKeepServer: () => void;
  onReapplyMine: () => void;
  onRebook?: () => void;
}

export function ConflictActions({
  group,
  names,
  busy,
  onKeepServer,
  onReapplyMine,
  onRebook,
}: ConflictActionsProps) {
  const { t, i18n } = useLingui();
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const summary = group.lead;
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
    <>
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
    </>
  );
}
