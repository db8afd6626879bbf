/**
 * The bench page's signed-in user: a supabase-js client as the app makes it (session in this
 * page's storage) and the clinic database and sync opened exactly as the app's clinic session
 * does (src/app/clinic-session/clinic-session-store.ts), so the figures are the app's.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { ClinicDatabase } from '#sync/collections/collection-registry.ts';
import { clinicDatabaseName } from '#sync/database/clinic-database-name.ts';
import {
  closeClinicDatabase,
  openClinicDatabase,
  removeClinicDatabase,
} from '#sync/database/open-clinic-database.ts';
import { createDataKey } from '#sync/encryption/data-key.ts';
import { createFieldSealer } from '#sync/encryption/field-sealer.ts';
import { type ClinicSync, startClinicSync } from '#sync/replication/start-clinic-sync.ts';
import { removeSyncMetaStore } from '#sync/replication/sync-meta-store.ts';
import { createSessionGuard, type SessionGuard } from '#sync/session/session-guard.ts';
import type { PageIdentity, SignInRequest, SyncStatusSnapshot } from './bench-api.ts';

export interface PageSession {
  supabase: SupabaseClient;
  identity: PageIdentity;
}

export interface OpenClinic {
  db: ClinicDatabase;
  sync: ClinicSync;
  guard: SessionGuard;
}

let session: PageSession | undefined;
let clinic: OpenClinic | undefined;
/** The page's data key while it seals at rest (issue 40); each open takes a new sealer, as a reload does. */
let dataKey: CryptoKey | undefined;

/** Seal sensitive fields at rest from the next open on (a fresh data key), or store them in clear. */
export async function sealAtRest(on: boolean): Promise<void> {
  dataKey = on ? await createDataKey() : undefined;
}

export async function signIn(request: SignInRequest): Promise<PageIdentity> {
  const supabase = createClient(request.apiUrl, request.anonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
  });
  const { data, error } = await supabase.auth.signInWithPassword({
    email: request.email,
    password: request.password,
  });
  if (error || !data.user) throw new Error(`sign-in as ${request.email}: ${error?.message ?? 'no user'}`);
  const { data: profile, error: profileError } = await supabase
    .from('users')
    .select('id, clinic_id')
    .eq('auth_user_id', data.user.id)
    .single();
  if (profileError || !profile) throw new Error(`profile of ${request.email}: ${profileError?.message}`);
  const identity: PageIdentity = {
    authUserId: data.user.id,
    profileId: String(profile.id),
    clinicId: String(profile.clinic_id),
  };
  session = { supabase, identity };
  return identity;
}

export function currentSession(): PageSession {
  if (!session) throw new Error('the bench page is not signed in');
  return session;
}

/** Opens the clinic database and starts its sync, as the app does after sign-in. */
export async function openClinic(): Promise<OpenClinic> {
  if (clinic) throw new Error('a clinic database is already open in this page');
  const { supabase, identity } = currentSession();
  const db = await openClinicDatabase({
    userId: identity.authUserId,
    clinicId: identity.clinicId,
    ...(dataKey ? { sealer: createFieldSealer(dataKey) } : {}),
  });
  const guard = createSessionGuard(supabase);
  const sync = startClinicSync(db, supabase, { session: guard });
  clinic = { db, sync, guard };
  return clinic;
}

export function currentClinic(): OpenClinic {
  if (!clinic) throw new Error('no clinic database is open in this page');
  return clinic;
}

/** Stops the sync and deletes the local database and sync store, so the next sync starts empty. */
export async function wipeClinic(): Promise<void> {
  const { identity } = currentSession();
  await closeClinic();
  const location = { userId: identity.authUserId, clinicId: identity.clinicId };
  await removeClinicDatabase(location);
  // The sync's own store (waiting changes, conflicts) starts empty too.
  await removeSyncMetaStore({ databaseName: clinicDatabaseName(location.userId, location.clinicId) });
}

/** Closes and opens the clinic again, as a reload does: memory (RxDB's and the sealer's) starts empty. */
export async function reopenClinic(): Promise<void> {
  await closeClinic();
  await openClinic();
}

/** Ends the sync and closes the database; its data stays. */
export async function closeClinic(): Promise<void> {
  const open = clinic;
  clinic = undefined;
  if (!open) return;
  await open.sync.stop();
  open.guard.dispose();
  if (!open.db.closed) await closeClinicDatabase(open.db);
}

export async function settle(timeoutMs: number): Promise<number> {
  const { sync } = currentClinic();
  const start = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    sync.awaitIdle(),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the sync was not idle within ${timeoutMs} ms`)), timeoutMs);
    }),
  ]).finally(() => clearTimeout(timer));
  return performance.now() - start;
}

export async function syncStatus(): Promise<SyncStatusSnapshot> {
  const { status } = currentClinic().sync;
  return {
    online: status.online,
    phase: status.phase,
    pendingChanges: status.pendingChanges,
    lastSyncedAt: status.lastSyncedAt,
    lastError: status.lastError?.message ?? null,
  };
}
