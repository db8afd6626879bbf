/**
 * A yes/no question on the dialog frame; the buttons read Da / Nu unless told otherwise. A
 * destructive question (it deletes what cannot be had back) shows the answer that keeps
 * everything as the highlighted one and the confirmation in the danger style.
 */
import { Dialog } from '@ark-ui/react/dialog';
import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { dangerButton, primaryButton, secondaryButton } from './button-styles.ts';
import { DialogFrame, dialogActions } from './dialog-frame.tsx';

export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  destructive = false,
  onConfirm,
  onOpenChange,
}: {
  open: boolean;
  title: string;
  description: string;
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <DialogFrame open={open} title={title} role="alertdialog" onOpenChange={onOpenChange}>
      <Dialog.Description className={css({ marginBlockEnd: '4' })}>{description}</Dialog.Description>
      <div className={dialogActions}>
        <Dialog.CloseTrigger className={destructive ? primaryButton : secondaryButton}>
          {cancelLabel ?? t`Nu`}
        </Dialog.CloseTrigger>
        <button type="button" className={destructive ? dangerButton : primaryButton} onClick={onConfirm}>
          {confirmLabel ?? t`Da`}
        </button>
      </div>
    </DialogFrame>
  );
}
