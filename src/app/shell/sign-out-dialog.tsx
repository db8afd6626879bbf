/**
 * Log out through the session guard: with changes waiting, a dialog says how many would be lost
 * and asks before the forced sign-out that wipes this device's copy; otherwise it signs out at once.
 */
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { primaryButton, secondaryButton } from '#components/ui/button-styles.ts';
import { signOutOfClinic } from '../clinic-session/clinic-session-store.ts';

export function useSignOut(onSignedOut: () => void) {
  const { t } = useLingui();
  const [waiting, setWaiting] = useState<number | null>(null);

  const start = async () => {
    const result = await signOutOfClinic(false);
    if (result.ok) onSignedOut();
    else setWaiting(result.pendingChanges);
  };
  const confirm = async () => {
    setWaiting(null);
    await signOutOfClinic(true);
    onSignedOut();
  };

  const dialog = (
    <Dialog.Root
      open={waiting !== null}
      onOpenChange={(details) => {
        if (!details.open) setWaiting(null);
      }}
      role="alertdialog"
    >
      <Portal>
        <Dialog.Backdrop
          className={css({ position: 'fixed', inset: '0', bg: 'black/40', zIndex: 'modal' })}
        />
        <Dialog.Positioner
          className={css({
            position: 'fixed',
            inset: '0',
            zIndex: 'modal',
            display: 'grid',
            placeItems: 'center',
            padding: '4',
          })}
        >
          <Dialog.Content
            data-testid="sign-out-dialog"
            className={css({
              bg: 'white',
              borderRadius: 'lg',
              padding: '6',
              maxWidth: 'md',
              boxShadow: 'lg',
            })}
          >
            <Dialog.Title className={css({ fontSize: 'lg', fontWeight: 'semibold', marginBlockEnd: '2' })}>
              {t`Modificări netrimise`}
            </Dialog.Title>
            <Dialog.Description className={css({ marginBlockEnd: '4' })}>
              {t`${waiting ?? 0} modificări nu au ajuns încă la server și se vor pierde. Vă deconectați oricum?`}
            </Dialog.Description>
            <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2' })}>
              <Dialog.CloseTrigger className={secondaryButton}>{t`Nu`}</Dialog.CloseTrigger>
              <button type="button" className={primaryButton} onClick={() => void confirm()}>
                {t`Da`}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
  return { signOut: () => void start(), dialog };
}
