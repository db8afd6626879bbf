/**
 * Reset password and delete account (spec part 1 §2, behaviour not shown). Patients have no
 * account in the app, so there is no password to reset: the button stays disabled and says why.
 * Delete removes the patient (a tombstone the sync carries to every device) after a confirmation.
 */
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { css, cx } from 'styled-system/css';
import { dangerButton, secondaryButton } from '#components/ui/button-styles.ts';

export function AccountActions({
  onDelete,
  deleteDisabled,
}: {
  /** Absent for a patient not saved yet. */
  onDelete: (() => void) | undefined;
  deleteDisabled: boolean;
}) {
  const explanationId = useId();
  return (
    <div className={css({ display: 'grid', gap: '2', justifyItems: 'start' })}>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <button
          type="button"
          className={cx(secondaryButton, css({ _disabled: { opacity: 0.6, cursor: 'not-allowed' } }))}
          disabled
          aria-describedby={explanationId}
        >
          <Trans>Resetează parola</Trans>
        </button>
        {onDelete ? (
          <button type="button" className={dangerButton} disabled={deleteDisabled} onClick={onDelete}>
            <Trans>Șterge contul</Trans>
          </button>
        ) : null}
      </div>
      <p id={explanationId} className={css({ fontSize: 'sm', color: 'muted' })}>
        <Trans>Pacienții nu au cont în aplicație, deci nu au o parolă de resetat.</Trans>
      </p>
    </div>
  );
}
