/**
 * A simulated device for multi-client sync tests: its own worker thread (its own JavaScript
 * realm, so its own RxDB collections and its own fake IndexedDB), signed in to the test stack as
 * one demo user, with the clinic database open and the sync running. Every method is a message
 * to the worker (tests/sync/support/client-worker.ts); `terminate()` ends it.
 *
 *   const desk = await WorkerClient.start({ email: DEMO.auroraStaff, name: 'desk' });
 *   await desk.goOffline();
 *   const patient = await desk.create('patients', { first_name: 'Ana' });
 *   await desk.goOnline();
 *   await desk.awaitIdle();
 */
import { Worker } from 'node:worker_threads';
import type { AccessOpened } from '#sync/api/access-log.ts';
import type { CollectionName } from '#sync/collections/collection-registry.ts';
import type { ConflictRecord } from '#sync/replication/conflict-store.ts';
import type { SyncProgress } from '#sync/replication/sync-progress.ts';
import type { SyncStatus } from '#sync/replication/sync-status.ts';
import type { SignOutResult } from '#sync/session/session-guard.ts';

export type Doc = Record<string, unknown> & { id: string };

export interface WorkerClientOptions {
  /** Demo account to sign in with (password cabinet-demo unless given). */
  email: string;
  password?: string;
  /** Shown in failures and logs. */
  name?: string;
  /** The Supabase URL (the test stack's by default; a fault proxy's in fault tests). */
  apiUrl?: string;
  /** Sync poll interval (default 1000 ms in tests). */
  pollIntervalMs?: number;
  /** Back-off bounds of the sync (defaults 200 ms … 2000 ms in tests). */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** Request timeout of the sync (default 10000 ms in tests). */
  requestTimeoutMs?: number;
  /** Rows per sync_pull call (the app's default when absent). */
  pullBatchSize?: number;
  /** RxDB dev-mode and schema validation (default true). */
  devMode?: boolean;
  /**
   * Seal sensitive fields at rest under a data key the worker makes at start (issue 40). Each
   * reopen takes a new sealer with the same key, as a reload unlocked with the PIN does.
   */
  sealed?: boolean;
}

/** Who the worker is signed in as. */
export interface ClientIdentity {
  authUserId: string;
  /** The user's profile row (public.users.id). */
  profileId: string;
  clinicId: string;
  databaseName: string;
  /**
   * The device ids its access events carry (the local database's storage token), every one it has
   * had: a database made anew (a wipe, a sign-out) has a new one.
   */
  deviceIds: string[];
}

/** How to make the stored session's access token expired (tests of token refresh). */
export interface ExpireOptions {
  /**
   * 'both' (default): the token and the session's expiry are in the past, so supabase-js
   * refreshes before its next request. 'token-only': the session claims to be valid, so the
   * expired token reaches the server, which refuses it (HTTP 401).
   */
  mode?: 'both' | 'token-only';
}

/** A request the device's supabase-js client made; status 0 when no answer came (offline). */
export interface NetworkRequest {
  method: string;
  path: string;
  status: number;
}

/** What the worker answers, method by method. */
export interface ClientApi {
  identity(): Promise<ClientIdentity>;
  /** The signed-in user opened part of a patient's record (ClinicSync.recordAccess). */
  recordAccess(opened: AccessOpened): Promise<void>;
  /** Inserts a new document: a valid sample row of the collection, the given fields over it. */
  create(collection: CollectionName, fields: Record<string, unknown>): Promise<Doc>;
  /** Patches a document (and stamps updated_at), as a screen's edit would. */
  update(collection: CollectionName, id: string, patch: Record<string, unknown>): Promise<Doc>;
  /** Deletes a document (an RxDB tombstone). */
  remove(collection: CollectionName, id: string): Promise<void>;
  /** The live (not deleted) document, or null. */
  get(collection: CollectionName, id: string): Promise<Doc | null>;
  /** Live documents of the collection matching the Mango selector (all when absent). */
  find(collection: CollectionName, selector?: Record<string, unknown>): Promise<Doc[]>;
  count(collection: CollectionName): Promise<number>;
  /** Every value stored in the device's IndexedDB databases, as JSON: what its files would show. */
  storedValues(): Promise<string[]>;
  status(): Promise<SyncStatus>;
  /** The changes waiting in the sync's own bookkeeping, as `collection/id` (no stored count to wait for). */
  waiting(): Promise<string[]>;
  /** Every progress the sync showed since the database opened (null when no bar shows). */
  progressShown(): Promise<Array<SyncProgress | null>>;
  syncNow(): Promise<void>;
  /** Resolves when nothing waits to be pushed and a pull completed; rejects after timeoutMs. */
  awaitIdle(timeoutMs?: number): Promise<void>;
  /** Resolves when the document has these field values (or is gone, for null); rejects after timeoutMs. */
  waitForDoc(
    collection: CollectionName,
    id: string,
    fields: Record<string, unknown> | null,
    timeoutMs?: number,
  ): Promise<number>;
  /** Network gone, as in a browser: every request (in flight too) fails with TypeError('Failed to fetch'). */
  goOffline(): Promise<void>;
  goOnline(): Promise<void>;
  conflicts(): Promise<ConflictRecord[]>;
  keepServer(conflictId: string): Promise<void>;
  reapplyMine(conflictId: string): Promise<void>;
  resolveWith(conflictId: string, edited: Record<string, unknown>): Promise<void>;
  /** Writes without waiting, then closes the database at once (an app closed mid-write). */
  closeMidWrite(
    writes: Array<{ collection: CollectionName; fields: Record<string, unknown> }>,
  ): Promise<string[]>;
  /** Stops the sync and closes the database; the data stays on the device. */
  close(): Promise<void>;
  /** Opens the database again and starts the sync. */
  reopen(): Promise<void>;
  /**
   * Deletes the local database and opens a new one, whose first sync pulls the whole clinic again
   * (a tablet wiped and signed in anew); refused while a change of this device waits.
   */
  resyncFromEmpty(): Promise<void>;
  /** Closes the database, seals what it holds in clear under a new key and reopens it sealed (issue 40's update); answers how many rows it sealed. */
  sealAtRest(): Promise<number>;
  /** Replaces the stored access token with an expired one. */
  expireSession(options?: ExpireOptions): Promise<void>;
  /** Uses the session's refresh token elsewhere, so this device's next refresh is refused. */
  revokeRefreshToken(): Promise<void>;
  /** Signs in again with the password (after a refused refresh). */
  signInAgain(): Promise<void>;
  signOut(force?: boolean): Promise<SignOutResult>;
  /** Every request the device made so far, in order. */
  network(): Promise<NetworkRequest[]>;
}

type Method = keyof ClientApi;
type Result<M extends Method> = Awaited<ReturnType<ClientApi[M]>>;

interface Reply {
  id: number;
  ok: boolean;
  value?: unknown;
  error?: { name: string; message: string; stack?: string };
}

export class WorkerClient {
  readonly name: string;
  readonly #worker: Worker;
  readonly #waiting = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  #nextId = 1;
  #exited: Error | null = null;

  private constructor(worker: Worker, name: string) {
    this.#worker = worker;
    this.name = name;
    worker.on('message', (reply: Reply) => {
      const waiter = this.#waiting.get(reply.id);
      if (!waiter) return;
      this.#waiting.delete(reply.id);
      if (reply.ok) waiter.resolve(reply.value);
      else {
        const error = new Error(`[${this.name}] ${reply.error?.message ?? 'failed'}`);
        error.name = reply.error?.name ?? 'Error';
        if (reply.error?.stack) error.stack = `${error.name}: ${error.message}\n${reply.error.stack}`;
        waiter.reject(error);
      }
    });
    const fail = (error: Error) => {
      this.#exited = error;
      for (const waiter of this.#waiting.values()) waiter.reject(error);
      this.#waiting.clear();
    };
    worker.on('error', (error) => fail(new Error(`[${this.name}] worker crashed: ${error.message}`)));
    worker.on('exit', (code) => fail(new Error(`[${this.name}] worker exited (${code})`)));
  }

  /**
   * Starts a device: worker up, signed in, database open, first sync done (or only started, with
   * `firstSync: 'started'`, for a test that watches it happen).
   */
  static async start(
    options: WorkerClientOptions,
    { firstSync = 'done' }: { firstSync?: 'done' | 'started' } = {},
  ): Promise<WorkerClient> {
    const worker = new Worker(new URL('./client-worker.ts', import.meta.url), { workerData: options });
    const client = new WorkerClient(worker, options.name ?? options.email);
    await client.#call(firstSync === 'done' ? 'syncNow' : 'identity', []);
    return client;
  }

  #call<M extends Method>(method: M, args: Parameters<ClientApi[M]>): Promise<Result<M>> {
    if (this.#exited) return Promise.reject(this.#exited);
    const id = this.#nextId++;
    return new Promise<Result<M>>((resolve, reject) => {
      // The worker answers with the method's own result type (structured clone of it).
      this.#waiting.set(id, { resolve: (value) => resolve(value as Result<M>), reject });
      this.#worker.postMessage({ id, method, args });
    });
  }

  identity = () => this.#call('identity', []);
  create = (collection: CollectionName, fields: Record<string, unknown> = {}) =>
    this.#call('create', [collection, fields]);
  update = (collection: CollectionName, id: string, patch: Record<string, unknown>) =>
    this.#call('update', [collection, id, patch]);
  remove = (collection: CollectionName, id: string) => this.#call('remove', [collection, id]);
  recordAccess = (opened: AccessOpened) => this.#call('recordAccess', [opened]);
  get = (collection: CollectionName, id: string) => this.#call('get', [collection, id]);
  find = (collection: CollectionName, selector?: Record<string, unknown>) =>
    this.#call('find', selector ? [collection, selector] : [collection]);
  count = (collection: CollectionName) => this.#call('count', [collection]);
  storedValues = () => this.#call('storedValues', []);
  status = () => this.#call('status', []);
  waiting = () => this.#call('waiting', []);
  progressShown = () => this.#call('progressShown', []);
  syncNow = () => this.#call('syncNow', []);
  awaitIdle = (timeoutMs = 30_000) => this.#call('awaitIdle', [timeoutMs]);
  /**
   * Waits until the document has these field values (or is gone, for null); resolves with the
   * milliseconds it took, measured in the worker.
   */
  waitForDoc = (
    collection: CollectionName,
    id: string,
    fields: Record<string, unknown> | null,
    timeoutMs = 10_000,
  ) => this.#call('waitForDoc', [collection, id, fields, timeoutMs]);
  goOffline = () => this.#call('goOffline', []);
  goOnline = () => this.#call('goOnline', []);
  conflicts = () => this.#call('conflicts', []);
  keepServer = (conflictId: string) => this.#call('keepServer', [conflictId]);
  reapplyMine = (conflictId: string) => this.#call('reapplyMine', [conflictId]);
  resolveWith = (conflictId: string, edited: Record<string, unknown>) =>
    this.#call('resolveWith', [conflictId, edited]);
  closeMidWrite = (writes: Array<{ collection: CollectionName; fields: Record<string, unknown> }>) =>
    this.#call('closeMidWrite', [writes]);
  close = () => this.#call('close', []);
  reopen = () => this.#call('reopen', []);
  resyncFromEmpty = () => this.#call('resyncFromEmpty', []);
  sealAtRest = () => this.#call('sealAtRest', []);
  expireSession = (options: ExpireOptions = {}) => this.#call('expireSession', [options]);
  revokeRefreshToken = () => this.#call('revokeRefreshToken', []);
  signInAgain = () => this.#call('signInAgain', []);
  signOut = (force = false) => this.#call('signOut', [force]);
  network = () => this.#call('network', []);

  /** Ends the worker (its local database goes with it). */
  async terminate(): Promise<void> {
    if (this.#exited) return;
    await this.#worker.terminate();
  }
}
