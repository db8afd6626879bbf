import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { activateLocale, i18n } from './i18n/i18n.ts';
import { storedLocale } from './i18n/locale.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

await activateLocale(storedLocale(window.localStorage));
createRoot(root).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <App />
    </I18nProvider>
  </StrictMode>,
);
