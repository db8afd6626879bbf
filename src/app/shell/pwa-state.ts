/**
 * What the PWA layer tells the shell: a new version is waiting (with the call that switches to it)
 * and the browser offers installation (the deferred beforeinstallprompt event). A tiny external
 * store, filled by src/app/register-service-worker.ts and read with useSyncExternalStore.
 */
import { useSyncExternalStore } from 'react';

/** Chromium's beforeinstallprompt event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface PwaState {
  /** Switches to the waiting service worker and reloads; null while no new version waits. */
  applyUpdate: (() => void) | null;
  /** Set only while the browser offers installation. */
  installPrompt: BeforeInstallPromptEvent | null;
}

let state: PwaState = { applyUpdate: null, installPrompt: null };
/** The waiting worker the prompt is about, and the one the user answered Later for. */
let announcedWorker: object | null = null;
let dismissedWorker: object | null = null;
const listeners = new Set<() => void>();

function set(change: Partial<PwaState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

export const pwaState = {
  get: (): PwaState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /**
   * A new version waits. The same waiting worker can be announced twice (vite-plugin-pwa calls
   * onNeedRefresh on 'installed' and again on 'waiting' when workbox-window deems the update
   * external, as for a tablet left open over a minute): after Later, that worker stays quiet; a
   * newer one asks again.
   */
  updateReady: (applyUpdate: () => void, waitingWorker: object | null = null) => {
    if (waitingWorker !== null && waitingWorker === dismissedWorker) return;
    announcedWorker = waitingWorker;
    set({ applyUpdate });
  },
  dismissUpdate: () => {
    dismissedWorker = announcedWorker;
    set({ applyUpdate: null });
  },
  installOffered: (installPrompt: BeforeInstallPromptEvent | null) => set({ installPrompt }),
};

export function usePwaState(): PwaState {
  return useSyncExternalStore(pwaState.subscribe, pwaState.get, pwaState.get);
}
