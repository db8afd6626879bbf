/** The popup's heading, new or edit, with its close button (the ×). */
import { Dialog } from '@ark-ui/react/dialog';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';

export function PopupTitle({ editing }: { editing: boolean }) {
  return (
    <div
      className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' })}
    >
      <Dialog.Title className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
        {editing ? <Trans>Editare programare</Trans> : <Trans>Programare nouă</Trans>}
      </Dialog.Title>
      <CloseButton />
    </div>
  );
}

function CloseButton() {
  const { t } = useLingui();
  return (
    <Dialog.CloseTrigger aria-label={t`Închide`} className={closeButton}>
      <span aria-hidden="true">×</span>
    </Dialog.CloseTrigger>
  );
}

const closeButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '11',
  minHeight: '11',
  borderRadius: 'md',
  fontSize: '2xl',
  color: 'muted',
  cursor: 'pointer',
  _hover: { bg: 'brand.50' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
});
