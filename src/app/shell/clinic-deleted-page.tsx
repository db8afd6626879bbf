/**
 * What a member of a deleted clinic sees (issue 14): the clinic is a tombstone nobody opens, so no
 * clinic database is opened and no menu leads anywhere; they can sign out (which still warns about
 * anything this device had not sent).
 */
import { Trans } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { primaryButton } from '#components/ui/button-styles.ts';

export function ClinicDeletedPage({ onSignOut }: { onSignOut: () => void }) {
  return (
    <section
      role="alert"
      aria-labelledby="clinic-deleted-title"
      data-testid="clinic-deleted"
      className={css({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: '4',
        padding: '6',
        textAlign: 'center',
        maxWidth: '40rem',
        marginInline: 'auto',
        marginBlockStart: '10',
      })}
    >
      <h1 id="clinic-deleted-title" className={css({ fontSize: '2xl', fontWeight: 'semibold' })}>
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
