/** A yes/no question on Ark Dialog; the buttons read Da / Nu unless told otherwise. */
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { primaryButton, secondaryButton } from './button-styles.ts';

export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onOpenChange,
}: {
  open: boolean;
  title: string;
  description: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} role="alertdialog">
      <Portal>
        <Dialog.Backdrop
          className={css({ position: 'fixed', inset: '0', bg: 'black/40', zIndex: 'modal' })}
        />
        <Dialog.Positioner
          className={css({
            position: 'fixed',
            inset: '0',
            zIndex: 'modal',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            padding: '4',
          })}
        >
          <Dialog.Content
            className={css({
              bg: 'surface',
              borderRadius: 'lg',
              padding: '6',
              maxWidth: 'md',
              width: 'full',
              boxShadow: 'xl',
            })}
          >
            <Dialog.Title className={css({ fontSize: 'lg', fontWeight: 'semibold', marginBlockEnd: '2' })}>
              {title}
            </Dialog.Title>
            <Dialog.Description className={css({ marginBlockEnd: '4' })}>{description}</Dialog.Description>
            <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2' })}>
              <Dialog.CloseTrigger className={secondaryButton}>{cancelLabel ?? t`Nu`}</Dialog.CloseTrigger>
              <button type="button" className={primaryButton} onClick={onConfirm}>
                {confirmLabel ?? t`Da`}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
