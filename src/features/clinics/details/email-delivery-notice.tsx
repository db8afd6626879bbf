/**
 * On the clinic's details, for its administrator: appointment emails stuck on the server (issue
 * 37, point 12). Before, a hosted project whose delivery was never set up mailed no patient and
 * told nobody. Shows nothing while every email leaves in time, or when the server cannot be asked.
 */
import { Plural, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { DEFAULT_LOCALE, isLocale } from '#i18n/locale.ts';
import { formatDateTime } from '#lib/date-locale.ts';

/** The server's answer (src/app/email-delivery-health.ts asks it; the route hands the asking here). */
export interface EmailDeliveryHealth {
  /** Emails queued over 15 minutes ago and still not sent. */
  waiting: number;
  oldest_waiting_since: string | null;
  /** Emails given up on in the last 7 days, and the last reason. */
  failed: number;
  last_error: string | null;
  /** Whether the server asks for delivery itself (pg_net and its settings are there). */
  automatic: boolean;
}

export function EmailDeliveryNotice({ load }: { load: () => Promise<EmailDeliveryHealth | null> }) {
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const [health, setHealth] = useState<EmailDeliveryHealth | null>(null);
  useEffect(() => {
    let live = true;
    void load().then((answer) => {
      if (live) setHealth(answer);
    });
    return () => {
      live = false;
    };
  }, [load]);

  if (!health || (health.waiting === 0 && health.failed === 0)) return null;
  return (
    <section
      role="status"
      data-testid="email-delivery"
      aria-labelledby="email-delivery-title"
      className={css({
        display: 'grid',
        gap: '2',
        marginBlockEnd: '4',
        padding: '4',
        borderWidth: '1px',
        borderColor: 'danger',
        borderRadius: 'md',
        bg: 'surface',
        maxWidth: '5xl',
      })}
    >
      <h2 id="email-delivery-title" className={css({ fontWeight: 'semibold' })}>
        {t`Emailurile programărilor nu pleacă toate`}
      </h2>
      {health.waiting > 0 ? (
        <p data-testid="email-delivery-waiting">
          <Plural
            value={health.waiting}
            one="# email către pacienți așteaptă de peste 15 minute"
            few="# emailuri către pacienți așteaptă de peste 15 minute"
            other="# de emailuri către pacienți așteaptă de peste 15 minute"
          />
          {health.oldest_waiting_since
            ? ` ${t`(cel mai vechi din ${formatDateTime(health.oldest_waiting_since, locale)}).`}`
            : '.'}{' '}
          {health.automatic
            ? t`Serverul le cere trimiterea în fiecare minut: verificați setările SMTP ale funcției send-appointment-email.`
            : t`Trimiterea automată nu este configurată pe server: cereți administratorului tehnic să o configureze (README, „Using a hosted Supabase project”).`}
        </p>
      ) : null}
      {health.failed > 0 ? (
        <p data-testid="email-delivery-failed">
          <Plural
            value={health.failed}
            one="# email nu a putut fi trimis în ultimele 7 zile"
            few="# emailuri nu au putut fi trimise în ultimele 7 zile"
            other="# de emailuri nu au putut fi trimise în ultimele 7 zile"
          />
          {health.last_error ? ` (${t`ultima eroare: ${health.last_error}`}).` : '.'}
        </p>
      ) : null}
    </section>
  );
}
