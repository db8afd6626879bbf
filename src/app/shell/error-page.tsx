/**
 * The screen for an unexpected error (a failed local query, a clinic database that cannot open, a
 * bug): in the user's language, it says that the data on this device is safe (nothing saved is
 * lost: it stays in the local database and is sent when the sync can), names what failed in one
 * line, and offers Reload and Back. Used by the router for every route, and by the signed-in
 * layout when the layout itself fails.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { primaryButton, secondaryButton } from '#components/ui/button-styles.ts';
import { errorSummary } from './error-summary.ts';
import { pageNotice, pageNoticeTitle } from './page-notice-styles.ts';

export function ErrorPage({ error }: ErrorComponentProps) {
  const { t } = useLingui();
  const router = useRouter();
  useEffect(() => {
    console.error('A screen failed', error);
  }, [error]);

  const back = () => {
    if (window.history.length > 1) router.history.back();
    else window.location.assign('/');
  };
  return (
    <section role="alert" aria-labelledby="error-page-title" data-testid="error-page" className={pageNotice}>
      <h1 id="error-page-title" className={pageNoticeTitle}>
        <Trans>Ceva nu a mers bine</Trans>
      </h1>
      <p>
        <Trans>
          Datele de pe acest dispozitiv sunt în siguranță: ce ați salvat rămâne aici și se sincronizează când
          se poate.
        </Trans>
      </p>
      <p
        className={css({ color: 'muted', fontSize: 'sm', wordBreak: 'break-word' })}
        data-testid="error-page-detail"
      >
        {t`Ce a eșuat:`} {errorSummary(error)}
      </p>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', justifyContent: 'center' })}>
        <button type="button" className={primaryButton} onClick={() => window.location.reload()}>
          <Trans>Reîncarcă</Trans>
        </button>
        <button type="button" className={secondaryButton} onClick={back}>
          <Trans>Înapoi</Trans>
        </button>
      </div>
    </section>
  );
}
