/**
 * The sync of one clinic database (DESIGN.md, sync rules): one RxDB replication per collection,
 * run by one tab (leader election), started on sign-in, and woken on reconnect, on window focus,
 * right after a local write (RxDB's live push) and on a timer while online. Each exchange goes
 * through the collections in dependency order (SYNCED_COLLECTIONS), so parents reach the server
 * and the device before the rows that point at them.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { addRxPlugin } from 'rxdb';
import { RxDBLeaderElectionPlugin } from 'rxdb/plugins/leader-election';
import {
  BehaviorSubject,
  filter,
  firstValueFrom,
  type Observable,
  race,
  Subject,
  type Subscription,
} from 'rxjs';
import {
  type ClinicDatabase,
  type CollectionName,
  SYNCED_COLLECTIONS,
} from '../collections/collection-registry.ts';
import { clinicDatabaseContext } from '../database/clinic-database-context.ts';
import { removeClinicDatabase } from '../database/open-clinic-database.ts';
import { createSessionGuard, type SessionGuard } from '../session/session-guard.ts';
import { collectionOf } from './collection-of.ts';
import { type ConflictStore, createConflictStore } from './conflict-store.ts';
import { browserConnectivity, type Connectivity, onAppWakeup } from './connectivity.ts';
import { openPendingChanges } from './pending-changes.ts';
import { type CollectionSync, replicateCollection } from './replicate-collection.ts';
import { createRequestGate } from './request-gate.ts';
import { openSyncMetaStore, removeSyncMetaStore } from './sync-meta-store.ts';
import { SyncRequestError } from './sync-request-error.ts';
import { INITIAL_SYNC_STATUS, type SyncStatus, syncPhase } from './sync-status.ts';
import { trackLocalWrites, type WriteTracking } from './track-local-writes.ts';

export type { SyncStatus } from './sync-status.ts';

export interface ClinicSyncOptions {
  /** How often to look for changes made elsewhere while online (default 3000 ms). */
  pollIntervalMs?: number;
  /** Changes per sync_push call (default 100, the server takes up to 1000). */
  pushBatchSize?: number;
  /** Rows per sync_pull call (default 500, the server sends up to 1000). */
  pullBatchSize?: number;
  /** Replicate only in the leading tab (default true; only matters for a multi-instance database). */
  waitForLeadership?: boolean;
  /** Session handling and sign-out; one is made for this sync when not given. */
  session?: SessionGuard;
  /** Network state; the browser's (navigator.onLine and events) when not given. */
  connectivity?: Connectivity;
  /** A request without an answer after this long is abandoned and retried (default 20000 ms). */
  requestTimeoutMs?: number;
  /** First back-off pause after a failure (default 1000 ms); it doubles up to maxBackoffMs. */
  minBackoffMs?: number;
  /** Longest back-off pause (default 30000 ms). */
  maxBackoffMs?: number;
  /** IndexedDB for the sync's own local store (the conflicts and waiting changes); the global one by default. */
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
}

export interface ClinicSync {
  status$: Observable<SyncStatus>;
  readonly status: SyncStatus;
  /**
   * One exchange now: push what waits, then pull every collection in order. Rejects at once
   * (SyncRequestError 'offline') when the platform reports no network.
   */
  syncNow(): Promise<void>;
  /** Resolves when nothing waits to be pushed and a pull has completed since the call. */
  awaitIdle(): Promise<void>;
  conflicts: ConflictStore;
  /**
   * Ids of the collection's documents changed on this device and not yet taken by the server
   * (the UI marks them pending). Read it again on each status$ emission: the count changes with it.
   */
  pendingIds(collection: CollectionName): readonly string[];
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
}

const STATUS_FIELDS = [
  'online',
  'phase',
  'pendingChanges',
  'lastSyncedAt',
  'hasSynced',
  'lastError',
  'conflicts',
  'needsSignIn',
] as const satisfies ReadonlyArray<keyof SyncStatus>;

/** Specializations are read-only for every device (sync_push refuses them). */
const WRITABLE_COLLECTIONS = SYNCED_COLLECTIONS.filter((name) => name !== 'specializations');

/** How long a push waits for the collections before it to send what they hold. */
const DEPENDENCY_WAIT_MS = 5000;

export function startClinicSync(
  db: ClinicDatabase,
  supabase: SupabaseClient,
  options: ClinicSyncOptions = {},
): ClinicSync {
  const pollIntervalMs = options.pollIntervalMs ?? 3000;
  const connectivity = options.connectivity ?? browserConnectivity();
  const ownSession = options.session === undefined;
  const session = options.session ?? createSessionGuard(supabase);
  const storeOptions = {
    databaseName: db.name,
    ...(options.indexedDB ? { indexedDB: options.indexedDB } : {}),
    ...(options.IDBKeyRange ? { IDBKeyRange: options.IDBKeyRange } : {}),
  };
  const meta = openSyncMetaStore(storeOptions);
  const conflicts = createConflictStore(db, meta);
  // A device that synced this clinic before says so at once, offline too.
  meta.marks
    .get('first-sync')
    .then((mark) => {
      if (mark && !hasSynced) {
        hasSynced = true;
        publish();
      }
    })
    .catch((error: unknown) => console.warn('Reading the first-sync mark failed', error));
  const pending = openPendingChanges(meta);

  const status$ = new BehaviorSubject<SyncStatus>({
    ...INITIAL_SYNC_STATUS,
    online: connectivity.isOnline(),
  });
  const activity = { pulling: 0, pushing: 0 };
  let paused = false;
  let stopped = false;
  /** The first exchange is done and the replications run. */
  let started = false;
  let lastError: SyncStatus['lastError'] = null;
  let lastSyncedAt: string | null = null;
  let hasSynced = false;
  let conflictCount = 0;
  const syncs: CollectionSync[] = [];
  const subscriptions: Subscription[] = [];
  const cleanups: Array<() => void> = [];
  const failed$ = new Subject<void>();

  const gate = createRequestGate({
    connectivity,
    session,
    minDelayMs: options.minBackoffMs ?? 1000,
    maxDelayMs: options.maxBackoffMs ?? 30_000,
    onSuccess: () => publish(),
    onFailure: (error) => recordFailure(error),
  });

  function recordFailure(error: Error): void {
    lastError = { message: error.message, at: new Date().toISOString() };
    failed$.next();
    publish();
  }

  function publish(): void {
    if (status$.closed) return;
    const next: SyncStatus = {
      online: connectivity.isOnline() && gate.reachable,
      phase: syncPhase({
        stopped,
        paused,
        signedOut: session.state.needsSignIn,
        pulling: activity.pulling,
        pushing: activity.pushing,
      }),
      pendingChanges: pending.count(),
      lastSyncedAt,
      hasSynced,
      lastError,
      conflicts: conflictCount,
      needsSignIn: session.state.needsSignIn,
    };
    const current = status$.value;
    if (STATUS_FIELDS.some((field) => next[field] !== current[field])) status$.next(next);
  }

  const orderOf = (name: CollectionName): number => SYNCED_COLLECTIONS.indexOf(name);
  const earlierPending = (name: CollectionName): boolean =>
    SYNCED_COLLECTIONS.slice(0, orderOf(name)).some((earlier) => pending.count(earlier) > 0);

  // Local writes count from now on, also while the rest starts.
  const trackings: WriteTracking[] = WRITABLE_COLLECTIONS.map((name) =>
    trackLocalWrites(name, collectionOf(db, name), pending),
  );

  const ready = (async () => {
    await pending.loaded;
    subscriptions.push(
      pending.count$.subscribe(() => publish()),
      session.state$.subscribe(() => publish()),
      conflicts.list$().subscribe((list) => {
        conflictCount = list.length;
        publish();
      }),
    );
    if (options.waitForLeadership !== false && db.multiInstance) {
      addRxPlugin(RxDBLeaderElectionPlugin);
      // Until this tab leads, it shows the leader's count of waiting changes.
      const follow = setInterval(() => void pending.reload(), pollIntervalMs);
      try {
        await untilStopped(db.waitForLeadership());
      } finally {
        clearInterval(follow);
      }
      if (stopped) return;
      await pending.reload();
    }
    if (stopped) return;
    for (const tracking of trackings) tracking.followOtherTabs();
    const context = {
      supabase,
      gate,
      pending,
      conflicts,
      requestTimeoutMs: options.requestTimeoutMs ?? 20_000,
      pullBatchSize: Math.min(options.pullBatchSize ?? 500, 1000),
      pushBatchSize: Math.min(options.pushBatchSize ?? 100, 1000),
      // RxDB's own pause between retries; the gate adds the growing back-off.
      retryTimeMs: 250,
      activity(kind: 'pulling' | 'pushing', delta: 1 | -1) {
        activity[kind] += delta;
        publish();
      },
      async earlierSettled(name: CollectionName) {
        if (!earlierPending(name)) return;
        const deadline = Date.now() + DEPENDENCY_WAIT_MS;
        while (earlierPending(name) && Date.now() < deadline && !gate.signal.aborted) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      },
      earlierPending,
    };
    for (const name of SYNCED_COLLECTIONS) {
      const sync = replicateCollection(name, collectionOf(db, name), context);
      syncs.push(sync);
      subscriptions.push(sync.errors$.subscribe((error) => recordFailure(error)));
    }
    // First exchange in dependency order: each collection starts once the one before it pulled.
    for (const sync of syncs) {
      if (stopped) return;
      const seq = sync.requestSeq();
      await sync.start();
      // A failure does not hold the others back: RxDB retries that collection on its own.
      await untilStopped(
        firstValueFrom(race(sync.pulledThrough$.pipe(filter((through) => through > seq)), failed$)),
      );
    }
    finishRound(0);
    schedule();
  })();
  ready.catch((error: unknown) => recordFailure(error instanceof Error ? error : new Error(String(error))));

  /** Resolves with the promise, or when the sync stops or pauses. */
  function untilStopped<T>(promise: Promise<T>): Promise<T | undefined> {
    const signal = gate.signal;
    if (stopped || signal.aborted) return Promise.resolve(undefined);
    return Promise.race([
      promise,
      new Promise<undefined>((resolve) =>
        signal.addEventListener('abort', () => resolve(undefined), { once: true }),
      ),
    ]);
  }

  function finishRound(failuresBefore: number): void {
    if (gate.failures === failuresBefore && !stopped && !paused) {
      lastSyncedAt = new Date().toISOString();
      lastError = null;
      if (!hasSynced) {
        hasSynced = true;
        meta.marks.put({ key: 'first-sync', at: lastSyncedAt }).catch((error: unknown) => {
          // Only a comfort for the next start (lists say "loading" a little longer): not a failure.
          console.warn('Remembering the first sync failed', error);
        });
      }
    }
    publish();
  }

  let round: Promise<void> | null = null;

  /** Pushes what waits and pulls every collection, one after another in dependency order. */
  async function runRound(): Promise<void> {
    const failuresBefore = gate.failures;
    for (const sync of syncs) {
      if (stopped || paused) return;
      const seq = sync.requestSeq();
      sync.reSync();
      await untilStopped(firstValueFrom(sync.pulledThrough$.pipe(filter((through) => through > seq))));
      await untilStopped(sync.awaitInSync());
      await sync.reconcile();
    }
    finishRound(failuresBefore);
  }

  function exchange(): Promise<void> {
    if (!round) {
      round = runRound().finally(() => {
        round = null;
      });
    }
    return round;
  }

  let timer: ReturnType<typeof setInterval> | undefined;
  /** Polls while online, once the first exchange is done. */
  function schedule(): void {
    if (stopped) return;
    started = true;
    timer = setInterval(() => {
      if (!paused && connectivity.isOnline() && !session.state.needsSignIn && !round) void exchange();
    }, pollIntervalMs);
  }

  // Listened to from the start: the first exchange itself may be waiting for the network.
  const wakeUp = (): void => {
    gate.wake();
    if (started && !paused && !stopped) void exchange();
  };
  cleanups.push(
    connectivity.subscribe((online) => {
      if (online) {
        session.networkBack();
        wakeUp();
      }
      publish();
    }),
    onAppWakeup(wakeUp),
    session.onResume(wakeUp),
  );

  // Closing the database ends its sync (RxDB cancels the replications; this ends the rest).
  db.onClose.push(() => stop());

  const detach = session.attach({
    pendingChanges: () => pending.count(),
    stop: () => stop(),
    wipe: async () => {
      const { userId, clinicId } = clinicDatabaseContext(db);
      await removeClinicDatabase({
        userId,
        clinicId,
        multiInstance: db.multiInstance,
        ...(options.indexedDB ? { indexedDB: options.indexedDB } : {}),
        ...(options.IDBKeyRange ? { IDBKeyRange: options.IDBKeyRange } : {}),
      });
      await removeSyncMetaStore(storeOptions);
    },
  });

  async function stop(): Promise<void> {
    if (stopped) return;
    stopped = true;
    gate.stop();
    if (timer !== undefined) clearInterval(timer);
    for (const cleanup of cleanups) cleanup();
    await ready.catch(() => undefined);
    failed$.complete();
    for (const tracking of trackings) tracking.stop();
    await Promise.all(syncs.map((sync) => sync.cancel()));
    await pending.flush();
    for (const subscription of subscriptions) subscription.unsubscribe();
    publish();
    status$.complete();
    meta.db.close();
    detach();
    if (ownSession) session.dispose();
  }

  return {
    status$: status$.asObservable(),
    get status() {
      return status$.value;
    },
    async syncNow() {
      // Offline there is nothing to wait for: say so at once (the sync resumes by itself later).
      if (!connectivity.isOnline())
        throw new SyncRequestError('offline', 'No network: sync will resume when online');
      await ready;
      gate.wake();
      // A round already under way may have pulled some collections before this call.
      if (round) await round;
      await exchange();
    },
    async awaitIdle() {
      await ready;
      for (;;) {
        gate.wake();
        if (round) await round;
        await exchange();
        if (stopped || pending.count() === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    conflicts,
    pendingIds(collection: CollectionName) {
      return pending.ids(collection);
    },
    pause() {
      if (stopped || paused) return;
      paused = true;
      gate.pause();
      for (const sync of syncs) void sync.pause();
      publish();
    },
    resume() {
      if (stopped || !paused) return;
      paused = false;
      gate.resume();
      for (const sync of syncs) void sync.start();
      publish();
      void exchange();
    },
    stop,
  };
}
