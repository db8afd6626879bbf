/**
 * A doctor's own way to their calendar address (issue 41): a button beside the week on the
 * calendar that opens the address panel in a dialog, so the doctor subscribes a phone without an
 * administrator. The server lets a doctor see and revoke only their own address.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { secondaryButton } from '#components/ui/button-styles.ts';
import { DialogFrame, dialogActions } from '#components/ui/dialog-frame.tsx';
import { CalendarFeedPanel, type CalendarFeedProps } from './calendar-feed-card.tsx';

export function CalendarFeedDialog(props: CalendarFeedProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={secondaryButton} onClick={() => setOpen(true)}>
        {t`Calendarul pe telefon`}
      </button>
      <DialogFrame open={open} title={t`Calendarul pe telefon`} onOpenChange={setOpen}>
        {open ? <CalendarFeedPanel {...props} /> : null}
        <div className={css({ marginBlockStart: '4' })}>
          <div className={dialogActions}>
            <button type="button" className={secondaryButton} onClick={() => setOpen(false)}>
              {t`Închide`}
            </button>
          </div>
        </div>
      </DialogFrame>
    </>
  );
}
