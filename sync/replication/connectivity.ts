/**
 * Whether the device has a network, as the platform tells it. In a browser: navigator.onLine and
 * the window's online/offline events. Elsewhere (Node, tests) the platform cannot tell, so it
 * says online and the sync learns of a missing network from failed requests.
 */
export interface Connectivity {
  isOnline(): boolean;
  /** Calls back with the new state on every change; returns the unsubscription. */
  subscribe(listener: (online: boolean) => void): () => void;
}

/** The page's window and document, as far as this module uses them. */
type PageWindow = EventTarget & { document?: EventTarget & { visibilityState: string } };

/**
 * The page's window: none in Node or in the service worker, which type-checks without the DOM
 * (tsconfig.worker.json) and reaches this module through the background push.
 */
function pageWindow(): PageWindow | undefined {
  const page = (globalThis as { window?: PageWindow }).window;
  return page && typeof page.addEventListener === 'function' ? page : undefined;
}

export function browserConnectivity(): Connectivity {
  const page = pageWindow();
  return {
    isOnline() {
      return typeof navigator === 'undefined' || navigator.onLine !== false;
    },
    subscribe(listener) {
      if (!page) return () => {};
      const online = (): void => listener(true);
      const offline = (): void => listener(false);
      page.addEventListener('online', online);
      page.addEventListener('offline', offline);
      return () => {
        page.removeEventListener('online', online);
        page.removeEventListener('offline', offline);
      };
    },
  };
}

/**
 * Calls back when the user comes back to the app (window focus, tab visible again), the moment
 * to look for changes made elsewhere. Nothing happens outside a browser.
 */
export function onAppWakeup(listener: () => void): () => void {
  const page = pageWindow();
  const document = page?.document;
  if (!page || !document) return () => {};
  const visible = (): void => {
    if (document.visibilityState === 'visible') listener();
  };
  page.addEventListener('focus', listener);
  document.addEventListener('visibilitychange', visible);
  return () => {
    page.removeEventListener('focus', listener);
    document.removeEventListener('visibilitychange', visible);
  };
}
