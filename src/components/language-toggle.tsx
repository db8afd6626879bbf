/** The ro/en switch (spec §1): changes the language at once and remembers it on this device. */
import { useLingui } from '@lingui/react/macro';
import { activateLocale } from '#i18n/i18n.ts';
import { type Locale, storeLocale } from '#i18n/locale.ts';
import { secondaryButton } from './ui/button-styles.ts';

export function LanguageToggle() {
  const { i18n, t } = useLingui();
  const next: Locale = i18n.locale === 'ro' ? 'en' : 'ro';
  const switchLanguage = () => {
    storeLocale(window.localStorage, next);
    void activateLocale(next);
  };
  return (
    <button type="button" className={secondaryButton} onClick={switchLanguage} aria-label={t`Schimbă limba`}>
      {next.toUpperCase()}
    </button>
  );
}
