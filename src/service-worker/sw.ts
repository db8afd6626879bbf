/// <reference lib="webworker" />
/**
 * Cabinet's service worker (vite-plugin-pwa, injectManifest): the app shell precached so the app
 * opens offline, deep links answered by the cached index.html, a new version waiting until the
 * user says Reload (registerType 'prompt'), and the device's files served at their stable app
 * addresses (/files/{bucket}/{path}) from the device's file store, so documents open offline.
 * With no page open, it sends the changes that wait when the browser says the network is back
 * (Background Sync, issue 18; background-push.ts).
 */
// First: the modules below read the run-time config.
import './import-app-config.ts';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { APP_CONFIG_PATH, appConfigScript, runtimeAppConfig } from '#core/app-config.ts';
import { parseAppEnv } from '#lib/app-env.ts';
import { FILE_URL_PREFIX } from '#sync/files/file-app-url.ts';
import { pushWaitingChanges } from '#sync/replication/background-push.ts';
import { BACKGROUND_SYNC_TAG, openBackgroundSyncStore } from '#sync/session/background-sync-store.ts';
import { holdsPin, sealerFromPages, userOfFileStore } from './ask-pages-for-key.ts';
import { createBackgroundPushes } from './background-pushes.ts';
import { deviceFileResponse } from './device-file-response.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

/** The Background Sync event (not in TypeScript's webworker library yet). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

const backgroundPushes = createBackgroundPushes();

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== BACKGROUND_SYNC_TAG) return;
  const push = backgroundPushes.start();
  sync.waitUntil(sendWaitingChanges(push.signal).finally(push.done));
});

async function sendWaitingChanges(signal: AbortSignal): Promise<void> {
  const env = parseAppEnv(import.meta.env, runtimeAppConfig(self));
  const store = openBackgroundSyncStore({ indexedDB: self.indexedDB });
  try {
    const outcome = await pushWaitingChanges({
      store,
      supabaseUrl: env.supabaseUrl,
      anonKey: env.supabaseAnonKey,
      pageVisible: async () =>
        (await self.clients.matchAll({ type: 'window' })).some(
          (client) => client.visibilityState === 'visible',
        ),
      isOnline: () => self.navigator.onLine,
      signal,
      // A user with a PIN here has their database sealed: it opens only with the key an unlocked
      // page of theirs hands over; otherwise their changes wait for the next unlock.
      sealing: async (userId) =>
        (await holdsPin(self.indexedDB, userId))
          ? { sealed: true, sealer: await sealerFromPages(self.clients, userId) }
          : { sealed: false, sealer: null },
    });
    console.info(`Background sync: ${outcome}`);
  } finally {
    store.close();
  }
}

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === 'GIVE_WAY') backgroundPushes.giveWay();
  // A page that was not claimed at activation (register-service-worker.ts asks).
  if (type === 'CLAIM') event.waitUntil(self.clients.claim());
});

// Without it the first visit is not controlled, so an offline reload right after it would fail.
clientsClaim();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The page reads the config this worker runs with (offline too), so the two never disagree:
// a new config reaches the page with the worker that imported it, after the update prompt.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && url.pathname === APP_CONFIG_PATH,
  async () =>
    new Response(appConfigScript(runtimeAppConfig(self)), {
      headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' },
    }),
);

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith(FILE_URL_PREFIX),
  ({ url }) =>
    deviceFileResponse(url, {
      indexedDB: self.indexedDB,
      IDBKeyRange,
      sealerFor: async (storeName) => {
        const userId = userOfFileStore(storeName);
        return userId ? sealerFromPages(self.clients, userId) : null;
      },
    }),
);

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [new RegExp(`^${FILE_URL_PREFIX}`)],
  }),
);
