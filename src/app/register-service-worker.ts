/**
 * Registers the service worker (production builds only) and, when a new version is waiting,
 * asks the user before switching to it (registerType 'prompt'), so nothing reloads mid-edit:
 * the shell's update prompt offers Reload / Later. An open app looks for a new version on its
 * own (update-checks.ts). Also keeps the browser's install offer (beforeinstallprompt) for the
 * shell's install button.
 */

import { registerSW } from 'virtual:pwa-register';
import { type BeforeInstallPromptEvent, pwaState } from './shell/pwa-state.ts';
import { watchForUpdates } from './update-checks.ts';

export function registerServiceWorker(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the offer for our own button instead of the browser's mini-infobar.
    event.preventDefault();
    pwaState.installOffered(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => pwaState.installOffered(null));

  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  let registration: ServiceWorkerRegistration | undefined;
  const updateServiceWorker = registerSW({
    immediate: true,
    onRegisteredSW(_url, registered) {
      registration = registered;
      void claimThisPage();
      if (registered) {
        watchForUpdates(() => registered.update(), {
          window,
          document,
          now: () => Date.now(),
          setInterval: (run, ms) => window.setInterval(run, ms),
          clearInterval: (handle) => window.clearInterval(handle as number),
        });
      }
    },
    onNeedRefresh() {
      // The waiting worker names the version, so one answered with Later is not asked about again.
      const waiting = registration?.waiting ?? registration?.installing ?? null;
      pwaState.updateReady(() => {
        // The active worker may hold a background push waiting for this page to go, and the new
        // worker activates only once it is done: it gives way first. An older worker ignores it.
        navigator.serviceWorker.controller?.postMessage({ type: 'GIVE_WAY' });
        void updateServiceWorker(true);
      }, waiting);
    },
    onRegisterError(error: unknown) {
      console.error('Service worker registration failed', error);
    },
  });
}

/**
 * The first visit's page may end up without a controller although the worker claims every page
 * when it activates: a navigation that set out just before the activation is not claimed, and
 * until a reload its offline requests (route code, the device's files) would go to the network.
 * Once a worker is active, such a page asks it to claim again. An older worker ignores the message.
 */
async function claimThisPage(): Promise<void> {
  const ready = await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller) ready.active?.postMessage({ type: 'CLAIM' });
}
