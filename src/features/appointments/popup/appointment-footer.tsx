/**
 * The popup's buttons: on edit, view details and cancel the appointment (which asks first); then
 * Renunță and Save (create on a new one). A cancelled appointment can only be viewed.
 */
import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { dangerButton, primaryButton, secondaryButton } from '#components/ui/button-styles.ts';

export function AppointmentFooter({
  editing,
  seriesCount,
  cancelled,
  busy,
  saveDisabled,
  onViewDetails,
  onCancelAppointment,
  onClose,
}: {
  editing: boolean;
  /** A new booking that repeats: how many visits Save books. */
  seriesCount: number | null;
  cancelled: boolean;
  busy: boolean;
  saveDisabled: boolean;
  onViewDetails: () => void;
  /** Asks to cancel the appointment (the confirmation does the rest). */
  onCancelAppointment: () => void;
  onClose: () => void;
}) {
  return (
    <div className={footer}>
      {editing ? (
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', marginInlineEnd: 'auto' })}>
          <button type="button" className={secondaryButton} onClick={onViewDetails}>
            <Trans>Vezi detalii</Trans>
          </button>
          {cancelled ? null : (
            <button type="button" className={dangerButton} onClick={onCancelAppointment} disabled={busy}>
              <Trans>Anulează programarea</Trans>
            </button>
          )}
        </div>
      ) : null}
      <button type="button" className={secondaryButton} onClick={onClose}>
        <Trans>Renunță</Trans>
      </button>
      {cancelled ? null : (
        <button type="submit" className={primaryButton} disabled={saveDisabled}>
          {editing ? (
            <Trans>Salvează</Trans>
          ) : seriesCount !== null ? (
            plural(seriesCount, {
              one: 'Creează # programare',
              few: 'Creează # programări',
              other: 'Creează # de programări',
            })
          ) : (
            <Trans>Creează programarea</Trans>
          )}
        </button>
      )}
    </div>
  );
}

const footer = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: '2',
  marginBlockStart: '2',
});
