import { Trans, useLingui } from '@lingui/react/macro';
import { activateLocale } from '../i18n/i18n.ts';
import { type Locale, storeLocale } from '../i18n/locale.ts';

export function App() {
  const { i18n, t } = useLingui();
  const next: Locale = i18n.locale === 'ro' ? 'en' : 'ro';
  const switchLanguage = () => {
    storeLocale(window.localStorage, next);
    void activateLocale(next);
  };
  return (
    <main
      style={{
        fontFamily: 'system-ui, sans-serif',
        maxWidth: '40rem',
        margin: '4rem auto',
        padding: '0 1rem',
      }}
    >
      <h1>Cabinet</h1>
      <p>
        <Trans>
          Aplicația pentru cabinete medicale: pacienți, programări și fișe medicale, și fără internet.
        </Trans>
      </p>
      <button type="button" onClick={switchLanguage} aria-label={t`Schimbă limba`}>
        {next.toUpperCase()}
      </button>
    </main>
  );
}
