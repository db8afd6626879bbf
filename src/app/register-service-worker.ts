/**
 * Registers the service worker (production builds only) and, when a new version is waiting,
 * asks the user before switching to it (registerType 'prompt'), so nothing reloads mid-edit.
 */

import { registerSW } from 'virtual:pwa-register';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { notify } from '../components/ui/toaster.tsx';

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh() {
      notify.prompt(i18n._(msg`Este disponibilă o versiune nouă a aplicației.`), {
        label: i18n._(msg`Actualizează`),
        onClick: () => void updateServiceWorker(true),
      });
    },
    onRegisterError(error: unknown) {
      console.error('Service worker registration failed', error);
    },
  });
}
