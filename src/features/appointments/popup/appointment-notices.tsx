/**
 * What the popup says above its fields: a cancelled appointment, one whose slot was taken meanwhile
 * (a sync conflict), and after a refused Save the rule it broke.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { AppointmentDoc } from '#sync/api/documents.ts';
import { VALIDATION_ERROR_TITLE } from './appointment-messages.ts';

export function AppointmentNotices({
  status,
  problemText,
}: {
  /** The edited appointment's status; undefined for a new one. */
  status: AppointmentDoc['status'] | undefined;
  problemText: string | null;
}) {
  const { i18n } = useLingui();
  return (
    <>
      {status === 'cancelled' ? (
        <p role="status" className={notice}>
          <Trans>Programarea a fost anulată.</Trans>
        </p>
      ) : null}
      {status === 'conflict' ? (
        <p role="status" className={notice}>
          <Trans>
            Intervalul acestei programări fusese ocupat între timp. Alegeți o oră nouă și salvați.
          </Trans>
        </p>
      ) : null}
      {problemText ? (
        <div role="alert" data-testid="appointment-problem" className={alertBox}>
          <p className={css({ fontWeight: 'semibold' })}>{i18n._(VALIDATION_ERROR_TITLE)}</p>
          <p>{problemText}</p>
        </div>
      ) : null}
    </>
  );
}

const notice = css({ bg: 'amber.50', color: 'amber.900', borderRadius: 'md', padding: '3', fontSize: 'sm' });

const alertBox = css({
  bg: 'red.50',
  color: 'red.900',
  borderInlineStartWidth: '4px',
  borderColor: 'danger',
  borderRadius: 'md',
  padding: '3',
  fontSize: 'sm',
});
