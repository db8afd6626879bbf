/**
 * The one open clinic session of this tab: the local database of the signed-in user's clinic, its
 * sync and the session guard that signs out (warning about unsent changes, wiping local data).
 * Opened once per user and clinic, whatever React mounts twice; a different user or clinic closes
 * the previous one first.
 */

import { requestPersistentStorage } from '#sync/api/device-storage.ts';
import type { ClinicDatabase } from '#sync/collections/collection-registry.ts';
import { closeClinicDatabase, openClinicDatabase } from '#sync/database/open-clinic-database.ts';
import type { FieldSealer } from '#sync/encryption/field-sealer.ts';
import { type ClinicFiles, openClinicFiles } from '#sync/files/open-clinic-files.ts';
import { type ClinicSync, startClinicSync } from '#sync/replication/start-clinic-sync.ts';
import { createSessionGuard, type SessionCheck, type SessionGuard } from '#sync/session/session-guard.ts';
import { forgetUsersOnDevice } from '../auth/forget-users-on-device.ts';
import { offerBackgroundSync } from '../background-sync.ts';
import { ensureServerClinicContext } from '../clinic-context.ts';
import { rememberClinicOnDevice } from '../pending-clinic-context.ts';
import { supabase } from '../supabase-client.ts';

export interface ClinicSession {
  key: string;
  userId: string;
  clinicId: string;
  db: ClinicDatabase;
  sync: ClinicSync;
  guard: SessionGuard;
  files: ClinicFiles;
  /** Stops registering background syncs for this session (background-sync.ts). */
  stopBackgroundSync: () => void;
}

let current: { key: string; session: Promise<ClinicSession> } | undefined;
/** The session once open (current holds it as a promise). */
let openSession: ClinicSession | undefined;

const sessionKey = (userId: string, clinicId: string) => `${userId}/${clinicId}`;

async function open(userId: string, clinicId: string, sealer: FieldSealer): Promise<ClinicSession> {
  // Unsent changes and queued files live here: ask the browser never to evict them (issue 18).
  void requestPersistentStorage();
  const db = await openClinicDatabase({ userId, clinicId, sealer });
  const guard = createSessionGuard(supabase);
  endSignInWhenRefused(guard);
  // A super_admin's clinic opened offline: no request until the server has that context.
  const sync = startClinicSync(db, supabase, { session: afterServerContext(guard, userId) });
  const files = openClinicFiles(db, guard, supabase, sync, userId, clinicId);
  rememberWhenSynced(sync, userId, clinicId);
  let stopped = false;
  let stopOffer = () => {};
  // The service worker's background sync has no such wait: it is offered once the context is sent.
  void waitForServerContext(userId).then(() => {
    if (!stopped) stopOffer = offerBackgroundSync({ userId, clinicId }, sync, guard);
  });
  const stopBackgroundSync = () => {
    stopped = true;
    stopOffer();
  };
  return { key: sessionKey(userId, clinicId), userId, clinicId, db, sync, guard, files, stopBackgroundSync };
}

/**
 * The session guard as the sync sees it: ready only once the server also has this device's clinic
 * context (ensureServerClinicContext; at once for everyone but a super_admin who chose offline).
 */
function afterServerContext(guard: SessionGuard, userId: string): SessionGuard {
  return {
    get state$() {
      return guard.state$;
    },
    get state() {
      return guard.state;
    },
    async check(): Promise<SessionCheck> {
      const session = await guard.check();
      return session === 'ready' ? ensureServerClinicContext(userId) : session;
    },
    tokenRefused: () => guard.tokenRefused(),
    networkBack: () => guard.networkBack(),
    onResume: (listener) => guard.onResume(listener),
    attach: (target) => guard.attach(target),
    signOut: (options) => guard.signOut(options),
    dispose: () => guard.dispose(),
  };
}

async function waitForServerContext(userId: string): Promise<void> {
  while ((await ensureServerClinicContext(userId)) !== 'ready') {
    await new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
  }
}

/** A clinic this device has synced once may be opened from the clinics list offline. */
function rememberWhenSynced(sync: ClinicSync, userId: string, clinicId: string): void {
  const subscription = sync.status$.subscribe((status) => {
    if (!status.hasSynced) return;
    rememberClinicOnDevice(userId, clinicId);
    queueMicrotask(() => subscription.unsubscribe());
  });
}

/**
 * The server refused to renew this sign-in (an account made inactive or deleted, a revoked
 * session): supabase-js keeps a session whose access token still looks valid, so it is dropped
 * here, on this device only and without touching its data. The app then asks for a sign-in
 * (auth-state's onSessionEnded) and every unsent change waits in the database for it.
 */
function endSignInWhenRefused(guard: SessionGuard): void {
  let ended = false;
  guard.state$.subscribe((state) => {
    if (!state.needsSignIn || ended) return;
    ended = true;
    void supabase.auth.signOut({ scope: 'local' }).catch((error: unknown) => {
      console.error('Ending the refused sign-in failed', error);
    });
  });
}

/**
 * The session of this user and clinic, opening it (and closing another) when needed, its rows
 * sealed with the user's key (device-lock-store.ts).
 */
export function acquireClinicSession(
  userId: string,
  clinicId: string,
  sealer: FieldSealer,
): Promise<ClinicSession> {
  const key = sessionKey(userId, clinicId);
  if (current?.key === key) return current.session;
  const previous = current;
  const opening = (async () => {
    if (previous) await closeSession(previous.session);
    return open(userId, clinicId, sealer);
  })();
  current = { key, session: opening };
  opening.then(
    (opened) => {
      if (current?.session === opening) openSession = opened;
    },
    () => {
      if (current?.session === opening) current = undefined;
    },
  );
  return opening;
}

async function closeSession(session: Promise<ClinicSession>): Promise<void> {
  try {
    const s = await session;
    if (openSession === s) openSession = undefined;
    s.stopBackgroundSync();
    await s.sync.stop();
    await s.files.close();
    s.guard.dispose();
    await closeClinicDatabase(s.db);
  } catch (error) {
    // Already wiped by a sign-out, or never opened: nothing left to close.
    console.error('Closing the clinic session failed', error);
  }
}

/** The sync of the user's open clinic session, if this tab has one open (a wipe sends what waits first). */
export function syncOfOpenSession(userId: string): ClinicSync | null {
  return openSession?.userId === userId ? openSession.sync : null;
}

/** Stops the sync and closes the database (sign-out elsewhere, a super_admin leaving a clinic). */
export async function releaseClinicSession(): Promise<void> {
  const previous = current;
  current = undefined;
  if (previous) await closeSession(previous.session);
}

/**
 * Sign-out through the session guard: with changes waiting and no `force`, nothing happens and
 * the count is answered so the UI can warn; otherwise the sync stops, the session ends on this
 * device, the local database is wiped and what users left in the browser's storage is removed
 * (forgetUsersOnDevice). With no clinic session (super_admin), a plain sign-out and the same removal.
 */
export async function signOutOfClinic(force: boolean): Promise<{ ok: boolean; pendingChanges: number }> {
  const open = current;
  if (!open) {
    const { error } = await supabase.auth.signOut({ scope: 'local' });
    if (error) console.error('Sign-out failed', error);
    forgetUsersOnDevice();
    return { ok: true, pendingChanges: 0 };
  }
  const session = await open.session;
  const result = await session.guard.signOut({ force });
  if (result.ok) {
    if (current === open) current = undefined;
    if (openSession === session) openSession = undefined;
    session.guard.dispose();
    forgetUsersOnDevice();
  }
  return result;
}

supabase.auth.onAuthStateChange((event) => {
  // Signed out in another tab or by the server: close what this tab holds (unsent changes stay).
  if (event === 'SIGNED_OUT') setTimeout(() => void releaseClinicSession(), 0);
});
