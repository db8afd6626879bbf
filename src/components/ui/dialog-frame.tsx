/**
 * The frame every dialog of the app shares, on Ark Dialog: a dimmed backdrop, a centred card with
 * its title, and the content the dialog puts in it (a question, a form). Escape and the backdrop
 * close it through onOpenChange.
 */
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { primaryButton, secondaryButton } from './button-styles.ts';

export function DialogFrame({
  open,
  title,
  role = 'dialog',
  holdsSelects = false,
  onOpenChange,
  children,
}: {
  open: boolean;
  title: string;
  role?: 'dialog' | 'alertdialog';
  /**
   * The dialog holds select fields, whose option lists live in portals beside it: Ark's modal
   * mode would hide them from screen readers with the rest of the page (aria-hidden), so focus is
   * kept inside and the page held still instead, as the appointment popup does.
   */
  holdsSelects?: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      role={role}
      // A dialog holding selects mounts afresh at each opening, its fields once it is in place: the
      // selects' option lists then open in portals after it in the page, so above it.
      {...(holdsSelects
        ? { modal: false, trapFocus: true, preventScroll: true, lazyMount: true, unmountOnExit: true }
        : {})}
    >
      <Portal>
        <Dialog.Backdrop
          className={css({
            position: 'fixed',
            inset: '0',
            bg: 'black/40',
            zIndex: holdsSelects ? 'dropdown' : 'modal',
          })}
        />
        <Dialog.Positioner
          className={css({
            position: 'fixed',
            inset: '0',
            // A dialog holding selects sits on the option lists' own layer: their portals open
            // after it in the page, so the document order puts a list above the dialog.
            zIndex: holdsSelects ? 'dropdown' : 'modal',
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
            {holdsSelects ? <OncePlaced>{children}</OncePlaced> : children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Its children, from the render after it is in the page (see holdsSelects). */
function OncePlaced({ children }: { children: ReactNode }) {
  const [placed, setPlaced] = useState(false);
  useEffect(() => setPlaced(true), []);
  return placed ? children : null;
}

/** The dialog's row of buttons, at its end. */
export const dialogActions = css({ display: 'flex', justifyContent: 'flex-end', gap: '2' });

/** A form dialog's row of buttons: Anulează closes it, the submit button (Salvează unless told) submits. */
export function DialogFormActions({
  submitLabel,
  submitDisabled = false,
}: {
  submitLabel?: string;
  submitDisabled?: boolean;
}) {
  const { t } = useLingui();
  return (
    <div className={dialogActions}>
      <Dialog.CloseTrigger type="button" className={secondaryButton}>
        {t`Anulează`}
      </Dialog.CloseTrigger>
      <button type="submit" className={primaryButton} disabled={submitDisabled}>
        {submitLabel ?? t`Salvează`}
      </button>
    </div>
  );
}
