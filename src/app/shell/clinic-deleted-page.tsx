/**
 * What a member of a deleted clinic sees (issue 14): the clinic is a tombstone nobody opens, so no
 * clinic database is opened and no menu leads anywhere; they can sign out (which still warns about
 * anything this device had not sent).
 */
import { Trans } from '@lingui/react/macro';
import { primaryButton } from '#components/ui/button-styles.ts';
import { pageNotice, pageNoticeTitle } from './page-notice-styles.ts';

export function ClinicDeletedPage({ onSignOut }: { onSignOut: () => void }) {
  return (
    <section
      role="alert"
      aria-labelledby="clinic-deleted-title"
      data-testid="clinic-deleted"
      className={pageNotice}
    >
      <h1 id="clinic-deleted-title" className={pageNoticeTitle}>
        <Trans>Clinica nu mai este disponibilă</Trans>
      </h1>
      <p>
        <Trans>
          Clinica ta a fost ștearsă de administrator. Pentru acces la o altă clinică, contactează-l.
        </Trans>
      </p>
      <button type="button" className={primaryButton} onClick={onSignOut}>
        <Trans>Deconectare</Trans>
      </button>
    </section>
  );
}
