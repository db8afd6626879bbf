/**
 * A doctor's calendar on their phone (issue 41): the private iCal address of the doctor's
 * appointments, shown on request (made on the first ask), copied, and revoked after a
 * confirmation. Whoever has the address sees the times, the patients' initials and the services,
 * never names or medical data. It needs the server; offline the card says so.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { dangerButton, secondaryButton } from '#components/ui/button-styles.ts';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { FormSection } from '#components/ui/form-section.tsx';
import { notify } from '#components/ui/toaster.tsx';
import { useOnline } from '#lib/use-online.ts';
import type { CalendarFeedActions, FeedRefusal } from './calendar-feed-actions.ts';

const REFUSALS: Record<FeedRefusal, MessageDescriptor> = {
  offline: msg`Adresa calendarului are nevoie de conexiune la server.`,
  not_allowed: msg`Doar medicul și administratorii clinicii sale văd această adresă.`,
  failed: msg`Serverul nu a răspuns. Încearcă din nou.`,
};

function refusalText(refusal: FeedRefusal, i18n: I18n): string {
  return i18n._(REFUSALS[refusal]);
}

export interface CalendarFeedProps {
  doctorId: string;
  actions: CalendarFeedActions;
}

/** The address on the doctor's page, for the clinic's administrator. */
export function CalendarFeedCard(props: CalendarFeedProps) {
  const { t } = useLingui();
  return (
    <FormSection title={t`Calendarul pe telefon`}>
      <CalendarFeedPanel {...props} />
    </FormSection>
  );
}

/** What the card and the doctor's own dialog (calendar-feed-dialog.tsx) hold. */
export function CalendarFeedPanel({ doctorId, actions }: CalendarFeedProps) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const [address, setAddress] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);

  const show = async () => {
    setBusy(true);
    const outcome = await actions.address(doctorId);
    setBusy(false);
    if (outcome.ok) setAddress(outcome.value);
    else notify.error(refusalText(outcome.refusal, i18n));
  };
  const copy = async () => {
    if (!address) return;
    try {
      await navigator.clipboard.writeText(address);
      notify.success(t`Adresa a fost copiată.`);
    } catch {
      notify.error(t`Adresa nu a putut fi copiată: selecteaz-o și copiaz-o de mână.`);
    }
  };
  const revoke = async () => {
    setAsking(false);
    setBusy(true);
    const outcome = await actions.revoke(doctorId);
    setBusy(false);
    if (!outcome.ok) {
      notify.error(refusalText(outcome.refusal, i18n));
      return;
    }
    setAddress(null);
    notify.success(t`Adresa a fost revocată. Calendarele care o foloseau nu mai primesc programări.`);
  };

  return (
    <>
      <div className={css({ display: 'grid', gap: '3' })} data-testid="calendar-feed">
        <p>
          <Trans>
            O adresă privată pentru Google Calendar sau Apple Calendar, cu programările medicului. Cine o are
            vede orele, inițialele pacienților și serviciile, nimic altceva.
          </Trans>
        </p>
        {!online ? (
          <p role="status" className={css({ color: 'muted' })}>
            {refusalText('offline', i18n)}
          </p>
        ) : null}
        {address ? (
          <label className={css({ display: 'grid', gap: '1' })}>
            <span className={css({ fontSize: 'sm' })}>
              <Trans>Adresa calendarului</Trans>
            </span>
            <input
              readOnly
              value={address}
              onFocus={(event) => event.currentTarget.select()}
              className={css({
                minHeight: '11',
                paddingInline: '3',
                borderWidth: '1px',
                borderColor: 'border',
                borderRadius: 'md',
                bg: 'canvas',
                fontFamily: 'mono',
                fontSize: 'sm',
                width: 'full',
                minWidth: '0',
              })}
            />
          </label>
        ) : null}
        <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
          {address ? (
            <button type="button" className={secondaryButton} onClick={() => void copy()}>
              {t`Copiază adresa`}
            </button>
          ) : (
            <button
              type="button"
              className={secondaryButton}
              disabled={busy || !online}
              onClick={() => void show()}
            >
              {t`Arată adresa`}
            </button>
          )}
          <button
            type="button"
            className={dangerButton}
            disabled={busy || !online}
            onClick={() => setAsking(true)}
          >
            {t`Revocă adresa`}
          </button>
        </div>
      </div>
      <ConfirmDialog
        open={asking}
        title={t`Revoci adresa calendarului?`}
        description={t`Calendarele abonate la ea nu mai primesc programări. Următoarea adresă arătată va fi alta.`}
        confirmLabel={t`Revocă`}
        cancelLabel={t`Renunță`}
        onConfirm={() => void revoke()}
        onOpenChange={setAsking}
      />
    </>
  );
}
