/** The 404 page (spec §2): any unknown path. */
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { primaryButton } from '../../components/ui/button-styles.ts';

export function NotFoundPage() {
  return (
    <main
      className={css({
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '4',
        padding: '6',
        textAlign: 'center',
      })}
    >
      <p className={css({ fontSize: '5xl', fontWeight: 'bold', color: 'accent' })}>404</p>
      <h1 className={css({ fontSize: 'xl' })}>
        <Trans>Ups! Pagina nu a fost găsită</Trans>
      </h1>
      <Link to="/" className={primaryButton}>
        <Trans>Înapoi la pagina principală</Trans>
      </Link>
    </main>
  );
}
