import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { registerServiceWorker } from '#app/register-service-worker.ts';
import { router } from '#app/router.ts';
import { activateLocale, i18n } from '#i18n/i18n.ts';
import { storedLocale } from '#i18n/locale.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

await activateLocale(storedLocale(window.localStorage));
registerServiceWorker();
createRoot(root).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>
  </StrictMode>,
);
