/**
 * The page's half of background sync (issue 18): the session mirrored where the service worker
 * can read it (supabase-client.ts), which clinic database this device syncs, and a Background
 * Sync registered whenever changes start to wait, so the service worker sends them when the
 * network returns even if every page of the app was closed meanwhile. Browsers without the API
 * send them at the next open, as before.
 */

import type { ClinicSync } from '#sync/replication/start-clinic-sync.ts';
import {
  BACKGROUND_SYNC_TAG,
  type BackgroundSyncStore,
  clearBackgroundSyncTarget,
  openBackgroundSyncStore,
  recordBackgroundSyncTarget,
} from '#sync/session/background-sync-store.ts';
import type { SessionGuard } from '#sync/session/session-guard.ts';

/** Null outside a browser (unit tests). */
export const backgroundSyncStore: BackgroundSyncStore | null =
  typeof indexedDB === 'undefined' ? null : openBackgroundSyncStore();

interface SyncManager {
  register(tag: string): Promise<void>;
}

async function registerBackgroundSync(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.ready;
  const manager = (registration as ServiceWorkerRegistration & { sync?: SyncManager }).sync;
  await manager?.register(BACKGROUND_SYNC_TAG);
}

/**
 * Records this clinic session for the service worker, and registers a background sync each time
 * the number of waiting changes rises from zero and when the page goes out of view with changes
 * waiting. Sign-out removes the record. Returns the stop.
 */
export function offerBackgroundSync(
  target: { userId: string; clinicId: string },
  sync: ClinicSync,
  guard: SessionGuard,
): () => void {
  const store = backgroundSyncStore;
  if (!store) return () => {};
  void recordBackgroundSyncTarget(store, target).catch((error: unknown) =>
    console.warn('Recording the clinic for background sync failed', error),
  );
  const register = () =>
    void registerBackgroundSync().catch((error: unknown) =>
      console.warn('Registering a background sync failed; the next open sends the changes', error),
    );
  let waiting = 0;
  const subscription = sync.status$.subscribe((status) => {
    if (status.pendingChanges > 0 && waiting === 0) register();
    waiting = status.pendingChanges;
  });
  // The browser may have answered the first registration while this page was still in view (the
  // worker then leaves the work to the page): register again when the page goes out of view, the
  // last moment before a tab is closed.
  const hidden = () => {
    if (document.visibilityState === 'hidden' && waiting > 0) register();
  };
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', hidden);
  const stop = () => {
    subscription.unsubscribe();
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', hidden);
  };
  const detach = guard.attach({
    pendingChanges: () => 0,
    stop: async () => stop(),
    wipe: () => clearBackgroundSyncTarget(store),
  });
  return () => {
    stop();
    detach();
  };
}
