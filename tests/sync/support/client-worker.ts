/**
 * The worker side of WorkerClient (tests/sync/support/worker-client.ts): one simulated device.
 * It owns a fake IndexedDB, a supabase-js client whose network can be switched off like a
 * browser's, the clinic database and its sync, and answers the main thread's messages.
 */
// First: a device's BroadcastChannels stay within its thread, as they would within one browser.
import './device-broadcast-channel.ts';
import 'fake-indexeddb/auto';
import { parentPort, workerData } from 'node:worker_threads';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { signWithSecret } from '#supabase/local/jwt.ts';
import { newPatientDefaults } from '#sync/api/new-patient-defaults.ts';
import {
  type ClinicDatabase,
  type CollectionName,
  SYNCED_COLLECTIONS,
} from '#sync/collections/collection-registry.ts';
import {
  closeClinicDatabase,
  openClinicDatabase,
  removeClinicDatabase,
} from '#sync/database/open-clinic-database.ts';
import { createDataKey } from '#sync/encryption/data-key.ts';
import { createFieldSealer, type FieldSealer } from '#sync/encryption/field-sealer.ts';
import { sealExistingData } from '#sync/encryption/seal-existing-data.ts';
import { collectionOf } from '#sync/replication/collection-of.ts';
import type { Connectivity } from '#sync/replication/connectivity.ts';
import { type ClinicSync, startClinicSync } from '#sync/replication/start-clinic-sync.ts';
import type { SyncProgress } from '#sync/replication/sync-progress.ts';
import { createSessionGuard, type SessionGuard } from '#sync/session/session-guard.ts';
import { everyStoredValue } from '#sync/testing/every-stored-value.ts';
import { sampleRow } from '#sync/testing/sample-rows.ts';
import { MEDICAL_HISTORY_FIELDS } from '#sync/validation/patient-rules.ts';
import { anonKey, DEMO_PASSWORD, jwtSecret, apiUrl as stackApiUrl } from '../../backend/harness.ts';
import { waitUntil } from '../../support/wait-until.ts';
import type { ClientApi, ClientIdentity, Doc, NetworkRequest, WorkerClientOptions } from './worker-client.ts';

const options: WorkerClientOptions = workerData;
const apiUrl = options.apiUrl ?? stackApiUrl;
const port = parentPort;
if (!port) throw new Error('client-worker must run in a worker thread');

// ---------------------------------------------------------------------------------------------
// The network switch: offline, every request fails as a browser's fetch does without network.
// ---------------------------------------------------------------------------------------------
let online = true;
let cutInFlight = new AbortController();
const connectivityListeners = new Set<(online: boolean) => void>();

const connectivity: Connectivity = {
  isOnline: () => online,
  subscribe(listener) {
    connectivityListeners.add(listener);
    return () => connectivityListeners.delete(listener);
  },
};

function networkFailure(): TypeError {
  return new TypeError('Failed to fetch');
}

const requests: NetworkRequest[] = [];

async function switchedFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const entry: NetworkRequest = { method: init.method ?? 'GET', path: url.pathname, status: 0 };
  requests.push(entry);
  if (!online) throw networkFailure();
  const cut = cutInFlight.signal;
  const signal = init.signal ? AbortSignal.any([init.signal, cut]) : cut;
  try {
    const response = await fetch(input, { ...init, signal });
    entry.status = response.status;
    return response;
  } catch (error) {
    if (cut.aborted && !init.signal?.aborted) throw networkFailure();
    throw error;
  }
}

function setOnline(value: boolean): void {
  if (online === value) return;
  online = value;
  if (!value) {
    cutInFlight.abort();
    cutInFlight = new AbortController();
  }
  for (const listener of connectivityListeners) listener(value);
}

// ---------------------------------------------------------------------------------------------
// Session, database, sync
// ---------------------------------------------------------------------------------------------
const STORAGE_KEY = 'cabinet-test-auth';
const authStorage = new Map<string, string>();

const supabase: SupabaseClient = createClient(apiUrl, anonKey, {
  auth: {
    storageKey: STORAGE_KEY,
    storage: {
      getItem: (key) => authStorage.get(key) ?? null,
      setItem: (key, value) => void authStorage.set(key, value),
      removeItem: (key) => void authStorage.delete(key),
    },
    persistSession: true,
    autoRefreshToken: false,
    detectSessionInUrl: false,
  },
  global: { fetch: switchedFetch },
});

async function signIn(): Promise<void> {
  const { error } = await supabase.auth.signInWithPassword({
    email: options.email,
    password: options.password ?? DEMO_PASSWORD,
  });
  if (error) throw new Error(`sign-in as ${options.email} failed: ${error.message}`);
}

await signIn();
const { data: sessionData } = await supabase.auth.getSession();
const authUserId = sessionData.session?.user.id ?? '';
const { data: profile, error: profileError } = await supabase
  .from('users')
  .select('id, clinic_id')
  .eq('auth_user_id', authUserId)
  .single();
if (profileError || !profile) throw new Error(`profile of ${options.email}: ${profileError?.message}`);
const identity: ClientIdentity = {
  authUserId,
  profileId: String(profile.id),
  clinicId: String(profile.clinic_id),
  databaseName: '',
  deviceIds: [],
};

const session: SessionGuard = createSessionGuard(supabase);
let db: ClinicDatabase;
let sync: ClinicSync;

let dataKey = options.sealed ? await createDataKey() : null;

function sealerOf(key: CryptoKey): FieldSealer {
  return createFieldSealer(key);
}

async function open(): Promise<void> {
  db = await openClinicDatabase({
    userId: authUserId,
    clinicId: identity.clinicId,
    multiInstance: false,
    devMode: options.devMode ?? true,
    ...(dataKey ? { sealer: sealerOf(dataKey) } : {}),
  });
  identity.databaseName = db.name;
  const deviceId = await db.storageToken;
  if (!identity.deviceIds.includes(deviceId)) identity.deviceIds.push(deviceId);
  sync = startClinicSync(db, supabase, {
    pollIntervalMs: options.pollIntervalMs ?? 1000,
    minBackoffMs: options.minBackoffMs ?? 200,
    maxBackoffMs: options.maxBackoffMs ?? 2000,
    requestTimeoutMs: options.requestTimeoutMs ?? 10_000,
    ...(options.pullBatchSize === undefined ? {} : { pullBatchSize: options.pullBatchSize }),
    waitForLeadership: false,
    connectivity,
    session,
  });
  progressShown = [];
  sync.progress$.subscribe((progress) => progressShown.push(progress));
}

/** Every progress the sync showed since the device opened its database, the null ends included. */
let progressShown: Array<SyncProgress | null> = [];

async function closeDatabase(): Promise<void> {
  await sync.stop();
  if (!db.closed) await closeClinicDatabase(db);
}

await open();

// ---------------------------------------------------------------------------------------------
// What the main thread can ask
// ---------------------------------------------------------------------------------------------
function plain(value: unknown): Doc {
  return JSON.parse(JSON.stringify(value));
}

/**
 * A sample row to create. A patient starts with an empty medical history, as the new-patient form
 * makes it: the history is the doctors' to fill in, and the server refuses it from the desk.
 */
function sampleToCreate(collection: CollectionName, now: string): ReturnType<typeof sampleRow> {
  const sample = sampleRow(collection);
  if (collection !== 'patients') return sample;
  const fields: Record<string, unknown> = sample;
  const empty: Record<string, unknown> = newPatientDefaults(now.slice(0, 10));
  for (const field of MEDICAL_HISTORY_FIELDS) fields[field] = empty[field];
  return sample;
}

async function insert(collection: CollectionName, fields: Record<string, unknown>): Promise<Doc> {
  const now = new Date().toISOString();
  const row = {
    ...sampleToCreate(collection, now),
    id: crypto.randomUUID(),
    clinic_id: identity.clinicId,
    created_at: now,
    updated_at: now,
    field_updated_at: {},
    ...fields,
  };
  const inserted = await collectionOf(db, collection).insert(row);
  return plain(inserted.toJSON());
}

async function live(collection: CollectionName, id: string) {
  return collectionOf(db, collection).findOne(id).exec();
}

function fieldsMatch(doc: Doc | null, fields: Record<string, unknown> | null): boolean {
  if (fields === null) return doc === null;
  if (doc === null) return false;
  return Object.entries(fields).every(([key, value]) => JSON.stringify(doc[key]) === JSON.stringify(value));
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: not done within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

function storedSession(): Record<string, unknown> {
  const raw = authStorage.get(STORAGE_KEY);
  if (!raw) throw new Error('no stored session');
  return JSON.parse(raw);
}

const api: ClientApi = {
  async identity() {
    return identity;
  },
  recordAccess: (opened) =>
    sync.recordAccess(opened, { userId: identity.profileId, clinicId: identity.clinicId }),
  create: insert,
  async update(collection, id, patch) {
    const doc = await live(collection, id);
    if (!doc) throw new Error(`${collection} ${id} not found`);
    const patched = await doc.incrementalModify((data) =>
      Object.assign(data, patch, { updated_at: new Date().toISOString() }),
    );
    return plain(patched.toJSON());
  },
  async remove(collection, id) {
    const doc = await live(collection, id);
    if (!doc) throw new Error(`${collection} ${id} not found`);
    await doc.incrementalRemove();
  },
  async get(collection, id) {
    const doc = await live(collection, id);
    return doc ? plain(doc.toJSON()) : null;
  },
  async find(collection, selector = {}) {
    const docs = await collectionOf(db, collection).find({ selector }).exec();
    return docs.map((doc) => plain(doc.toJSON()));
  },
  count(collection) {
    return collectionOf(db, collection).count().exec();
  },
  storedValues: () => everyStoredValue(indexedDB),
  async status() {
    return sync.status;
  },
  async waiting() {
    return SYNCED_COLLECTIONS.flatMap((collection) =>
      sync.pendingIds(collection).map((id) => `${collection}/${id}`),
    );
  },
  async progressShown() {
    return progressShown;
  },
  syncNow: () => sync.syncNow(),
  awaitIdle: (timeoutMs = 30_000) => withTimeout(sync.awaitIdle(), timeoutMs, 'awaitIdle'),
  async waitForDoc(collection, id, fields, timeoutMs = 10_000) {
    const started = Date.now();
    await waitUntil(
      async () => {
        const doc = await live(collection, id);
        return fieldsMatch(doc ? plain(doc.toJSON()) : null, fields);
      },
      { timeoutMs, intervalMs: 20, what: `${collection} ${id} reaching ${JSON.stringify(fields)}` },
    );
    return Date.now() - started;
  },
  async goOffline() {
    setOnline(false);
  },
  async goOnline() {
    setOnline(true);
  },
  conflicts: () => sync.conflicts.list(),
  keepServer: (conflictId) => sync.conflicts.keepServer(conflictId),
  reapplyMine: (conflictId) => sync.conflicts.reapplyMine(conflictId),
  resolveWith: (conflictId, edited) => sync.conflicts.resolveWith(conflictId, edited),
  async closeMidWrite(writes) {
    const ids = writes.map((write) => {
      const id = crypto.randomUUID();
      void insert(write.collection, { ...write.fields, id }).catch(() => undefined);
      return id;
    });
    await closeDatabase();
    return ids;
  },
  close: closeDatabase,
  async reopen() {
    await open();
  },
  async resyncFromEmpty() {
    // Only what the server holds may be dropped: nothing of this device's may wait.
    const waiting = SYNCED_COLLECTIONS.flatMap((collection) => sync.pendingIds(collection));
    if (waiting.length > 0) throw new Error(`resync from empty with ${waiting.length} changes waiting`);
    await closeDatabase();
    await removeClinicDatabase({ userId: authUserId, clinicId: identity.clinicId, multiInstance: false });
    await open();
  },
  async sealAtRest() {
    // The update of issue 40 on a device of the previous build: the database closed, its rows,
    // conflicts and files sealed in place under a new key, then opened again sealed.
    await closeDatabase();
    dataKey = await createDataKey();
    const pass = await sealExistingData({
      userId: authUserId,
      sealer: sealerOf(dataKey),
      indexedDB,
    });
    await open();
    return pass.sealed;
  },
  async expireSession(expire = {}) {
    const stored = storedSession();
    const now = Math.floor(Date.now() / 1000);
    // Expired beyond PostgREST's 30 s clock leeway.
    const exp = now - 120;
    const access = String(stored.access_token ?? '');
    const claims = JSON.parse(Buffer.from(access.split('.')[1] ?? '', 'base64url').toString('utf8'));
    const expiredToken = await signWithSecret({ ...claims, iat: exp - 3600, exp }, jwtSecret);
    const expiresAt = expire.mode === 'token-only' ? now + 3600 : exp;
    authStorage.set(
      STORAGE_KEY,
      JSON.stringify({
        ...stored,
        access_token: expiredToken,
        expires_at: expiresAt,
        expires_in: expiresAt - now,
      }),
    );
  },
  async revokeRefreshToken() {
    const refreshToken = String(storedSession().refresh_token ?? '');
    const response = await fetch(`${apiUrl}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    if (!response.ok) throw new Error(`refresh elsewhere failed: ${response.status}`);
  },
  signInAgain: signIn,
  async network() {
    return requests;
  },
  async signOut(force = false) {
    return session.signOut({ force });
  },
};

port.on('message', async (message: { id: number; method: keyof ClientApi; args: unknown[] }) => {
  try {
    const value: unknown = await Reflect.apply(api[message.method], api, message.args);
    port.postMessage({ id: message.id, ok: true, value });
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    port.postMessage({
      id: message.id,
      ok: false,
      error: { name: failure.name, message: failure.message, stack: failure.stack },
    });
  }
});
