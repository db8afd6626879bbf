/// <reference lib="webworker" />
/**
 * Cabinet's service worker (vite-plugin-pwa, injectManifest): the app shell precached so the app
 * opens offline, deep links answered by the cached index.html, a new version waiting until the
 * user says Reload (registerType 'prompt'), and the device's files served at their stable app
 * addresses (/files/{bucket}/{path}) from the device's file store, so documents open offline.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { FILE_URL_PREFIX } from '#sync/files/file-app-url.ts';
import { deviceFileResponse } from './device-file-response.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // A page that was not claimed at activation (register-service-worker.ts asks).
  if (type === 'CLAIM') event.waitUntil(self.clients.claim());
});

// Without it the first visit is not controlled, so an offline reload right after it would fail.
clientsClaim();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith(FILE_URL_PREFIX),
  ({ url }) => deviceFileResponse(url, { indexedDB: self.indexedDB, IDBKeyRange }),
);

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [new RegExp(`^${FILE_URL_PREFIX}`)],
  }),
);
