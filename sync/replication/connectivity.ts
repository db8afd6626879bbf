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

export function browserConnectivity(): Connectivity {
  const hasWindow = typeof window !== 'undefined' && typeof window.addEventListener === 'function';
  return {
    isOnline() {
      return typeof navigator === 'undefined' || navigator.onLine !== false;
    },
    subscribe(listener) {
      if (!hasWindow) return () => {};
      const online = (): void => listener(true);
      const offline = (): void => listener(false);
      window.addEventListener('online', online);
      window.addEventListener('offline', offline);
      return () => {
        window.removeEventListener('online', online);
        window.removeEventListener('offline', offline);
      };
    },
  };
}

/**
 * Calls back when the user comes back to the app (window focus, tab visible again), the moment
 * to look for changes made elsewhere. Nothing happens outside a browser.
 */
export function onAppWakeup(listener: () => void): () => void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return () => {};
  const visible = (): void => {
    if (document.visibilityState === 'visible') listener();
  };
  window.addEventListener('focus', listener);
  document.addEventListener('visibilitychange', visible);
  return () => {
    window.removeEventListener('focus', listener);
    document.removeEventListener('visibilitychange', visible);
  };
}
