/**
 * The 404 page (spec §2): any unknown path. Signed in, it shows inside the layout (sidebar, header
 * with breadcrumbs), so the user keeps the menu; signed out it fills the page.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { primaryButton } from '#components/ui/button-styles.ts';
import { PageHeader } from '#components/ui/page-header.tsx';

const bodyStyle = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '4',
  padding: '6',
  textAlign: 'center',
});

function NotFoundBody() {
  return (
    <>
      <p className={css({ fontSize: '5xl', fontWeight: 'bold', color: 'accent' })}>404</p>
      <h1 className={css({ fontSize: 'xl' })}>
        <Trans>Ups! Pagina nu a fost găsită</Trans>
      </h1>
      <Link to="/" className={primaryButton}>
        <Trans>Înapoi la pagina principală</Trans>
      </Link>
    </>
  );
}

export function NotFoundPage() {
  return (
    <main className={`${bodyStyle} ${css({ minHeight: '100dvh' })}`}>
      <NotFoundBody />
    </main>
  );
}

/** The 404 inside the signed-in layout: the header keeps the breadcrumbs of the path asked for. */
export function SignedInNotFoundPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Pagina nu a fost găsită`} />
      <section className={bodyStyle}>
        <NotFoundBody />
      </section>
    </>
  );
}
