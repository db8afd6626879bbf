/**
 * The in-app update prompt (a new service worker is waiting: Reload / Later) and the install
 * button, shown only while the browser offers installation (beforeinstallprompt).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { primaryButton, secondaryButton } from '#components/ui/button-styles.ts';
import { pwaState, usePwaState } from './pwa-state.ts';

const corner = css({
  position: 'fixed',
  insetInlineEnd: '4',
  insetBlockEnd: '4',
  zIndex: 'toast',
  display: 'grid',
  gap: '2',
  justifyItems: 'end',
  maxWidth: 'sm',
});

const card = css({
  display: 'grid',
  gap: '3',
  padding: '4',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'border',
  bg: 'white',
  boxShadow: 'lg',
});

export function PwaControls() {
  const { t } = useLingui();
  const { applyUpdate, installPrompt } = usePwaState();
  if (!applyUpdate && !installPrompt) return null;

  const install = async () => {
    if (!installPrompt) return;
    await installPrompt.prompt();
    await installPrompt.userChoice.catch(() => undefined);
    pwaState.installOffered(null);
  };

  return (
    <div className={corner}>
      {applyUpdate && (
        <section
          role="alertdialog"
          aria-labelledby="update-prompt-text"
          data-testid="update-prompt"
          className={card}
        >
          <p id="update-prompt-text">
            <Trans>Este disponibilă o versiune nouă a aplicației.</Trans>
          </p>
          <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })}>
            <button type="button" className={secondaryButton} onClick={pwaState.dismissUpdate}>
              {t`Mai târziu`}
            </button>
            <button type="button" className={primaryButton} onClick={applyUpdate}>
              {t`Reîncarcă`}
            </button>
          </div>
        </section>
      )}
      {installPrompt && (
        <button type="button" className={secondaryButton} onClick={() => void install()}>
          {t`Instalează aplicația`}
        </button>
      )}
    </div>
  );
}
