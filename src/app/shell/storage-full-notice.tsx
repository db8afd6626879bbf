/**
 * The notice of a full device (issue 18): a write was refused because the browser has no more room
 * for this app. Said once for every screen, in the user's language, with what was kept and what
 * to do; the screen that wrote keeps what was typed, so the user can save again after freeing
 * space. Stays until closed, and comes back if a later write is refused too.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { useLiveQuery } from '#clinic-session/use-live-query.ts';
import { secondaryButton } from '#components/ui/button-styles.ts';
import { valueOr } from '#lib/live-query.ts';
import { dismissStorageFull, storageFull$ } from '#sync/api/device-storage.ts';

export function StorageFullNotice() {
  const { t } = useLingui();
  const notice = valueOr(
    useLiveQuery(() => storageFull$, []),
    null,
  );
  if (!notice) return null;
  return (
    <div
      role="alert"
      data-testid="storage-full"
      className={css({
        // The close button under the text, at the start: the corner at the end is where toasts show.
        display: 'grid',
        justifyItems: 'start',
        gap: '3',
        marginBlockEnd: '4',
        padding: '4',
        borderRadius: 'md',
        borderWidth: '1px',
        borderColor: 'red.300',
        bg: 'red.50',
        color: 'red.900',
      })}
    >
      <p>
        <Trans>
          Memoria acestui dispozitiv este plină: ultima modificare nu a fost salvată. Modificările care
          așteaptă trimiterea sunt păstrate. Eliberați spațiu pe dispozitiv și salvați din nou.
        </Trans>
      </p>
      <button type="button" className={secondaryButton} onClick={dismissStorageFull}>
        {t`Închide`}
      </button>
    </div>
  );
}
