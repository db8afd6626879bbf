/**
 * The life of one clinic sync's replications, one per collection: counting local writes from the
 * start, made and started once the stored waiting changes are read and this tab leads (leader
 * election), the opening pass starting every collection at once; paused,
 * resumed and stopped together; and registered with the session, so sign-out stops them and
 * wipes the clinic database and the sync's meta store from this device.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { addRxPlugin } from 'rxdb';
import { RxDBLeaderElectionPlugin } from 'rxdb/plugins/leader-election';
import { filter, firstValueFrom, type Subscription } from 'rxjs';
import { keepUnsentAccessEvents } from '../access-log/kept-access-events.ts';
import { type ClinicDatabase, SYNCED_COLLECTIONS } from '../collections/collection-registry.ts';
import { clinicDatabaseContext } from '../database/clinic-database-context.ts';
import { removeClinicDatabase } from '../database/open-clinic-database.ts';
import type { SessionGuard } from '../session/session-guard.ts';
import { collectionOf } from './collection-of.ts';
import type { ConflictLog } from './conflict-store.ts';
import { createLocalWritesFirst } from './local-writes-first.ts';
import type { PendingChanges } from './pending-changes.ts';
import type { SyncStatusPublisher } from './publish-sync-status.ts';
import { pullCursors } from './pull-cursors.ts';
import {
  type CollectionSync,
  type CollectionSyncContext,
  replicateCollection,
} from './replicate-collection.ts';
import type { RequestGate } from './request-gate.ts';
import type { ExchangeSchedule } from './schedule-exchanges.ts';
import { listenForServerChanges } from './server-wakeups.ts';
import { removeSyncMetaStore, type SyncMetaStore, type SyncMetaStoreOptions } from './sync-meta-store.ts';
import type { SyncProgressTracker } from './sync-progress.ts';
import { trackLocalWrites, type WriteTracking } from './track-local-writes.ts';

/** Specializations are read-only for every device (sync_push refuses them). */
const WRITABLE_COLLECTIONS = SYNCED_COLLECTIONS.filter((name) => name !== 'specializations');

export interface CollectionReplicationsInputs {
  db: ClinicDatabase;
  supabase: SupabaseClient;
  session: SessionGuard;
  /** The session guard was made for this sync: stopping disposes of it. */
  ownSession: boolean;
  meta: SyncMetaStore;
  /** Where the meta store lives, for the sign-out wipe. */
  storeOptions: SyncMetaStoreOptions;
  pending: PendingChanges & { loaded: Promise<void> };
  conflicts: ConflictLog;
  gate: RequestGate;
  status: SyncStatusPublisher;
  rounds: ExchangeSchedule;
  /** Whether the sync is paused or stopped: set here only. */
  run: { paused: boolean; stopped: boolean };
  /** Replicate only in the leading tab (matters only for a multi-instance database). */
  waitForLeadership: boolean;
  /** How often a tab that does not lead reads the leader's waiting changes. */
  followIntervalMs: number;
  /** Listen for the server's announced changes (Realtime) in the leading tab. */
  serverWakeups: boolean;
  /** The opening pass's progress (rows expected and stored per collection). */
  progress: SyncProgressTracker;
  requestTimeoutMs: number;
  pullBatchSize: number;
  pushBatchSize: number;
  /** What sign-out sends first, while the network allows (the access events); never throws. */
  sendBeforeWipe: () => Promise<void>;
}

export interface CollectionReplications {
  /** Settles when the first exchange is done and rounds are scheduled, or the sync stopped before. */
  readonly ready: Promise<void>;
  /** The replications in dependency order (none before they are made). */
  readonly syncs: readonly CollectionSync[];
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
}

export function runCollectionReplications(inputs: CollectionReplicationsInputs): CollectionReplications {
  const { db, supabase, session, meta, storeOptions, pending, conflicts, gate, status, rounds, run } = inputs;
  const syncs: CollectionSync[] = [];
  const errorSubscriptions: Subscription[] = [];
  let leaveWakeups: (() => Promise<void>) | undefined;

  // Local writes count from now on, also while the rest starts, and go before the pull's.
  const localWrites = createLocalWritesFirst();
  const trackings: WriteTracking[] = WRITABLE_COLLECTIONS.map((name) =>
    trackLocalWrites(name, collectionOf(db, name), pending, localWrites),
  );

  const ready = (async () => {
    await pending.loaded;
    status.follow();
    if (inputs.waitForLeadership && db.multiInstance) {
      addRxPlugin(RxDBLeaderElectionPlugin);
      // Until this tab leads, it shows the leader's state (publish-sync-status.ts) and keeps the
      // ids of the waiting documents as the leader's stored set has them.
      const follow = setInterval(() => void pending.reload(), inputs.followIntervalMs);
      try {
        await rounds.untilStopped(db.waitForLeadership());
      } finally {
        clearInterval(follow);
      }
      if (run.stopped) return;
      await pending.reload();
    }
    if (run.stopped) return;
    status.lead();
    const context: CollectionSyncContext = {
      supabase,
      gate,
      pending,
      localWrites,
      cursors: pullCursors(meta),
      conflicts,
      requestTimeoutMs: inputs.requestTimeoutMs,
      pullBatchSize: inputs.pullBatchSize,
      pushBatchSize: inputs.pushBatchSize,
      // A loop's first pause after a failure; the gate adds the back-off of failed requests.
      retryTimeMs: 250,
      activity: (kind, delta) => status.activity(kind, delta),
      progress: inputs.progress,
    };
    for (const name of SYNCED_COLLECTIONS) {
      const sync = replicateCollection(name, collectionOf(db, name), context);
      syncs.push(sync);
      errorSubscriptions.push(sync.errors$.subscribe((error) => status.recordFailure(error)));
    }
    // Listening before the opening pass: what changes during it is announced and pulled after it,
    // and a start needs no catch-up round once the channels are joined.
    if (inputs.serverWakeups && !run.stopped) {
      leaveWakeups = listenForServerChanges(supabase, clinicDatabaseContext(db).clinicId, {
        changed: (change) => rounds.serverChanged(change),
        listening: (heard) => rounds.wakeupsHeard(heard),
      });
    }
    // The opening pass starts every collection at once: the demo clinic's first sync (2,700 rows)
    // is stored in 6.1 s this way against 6.9 s with each collection waiting for the one before
    // it (medians of 5 in real Chromium, docs/sync-layer.md).
    // Pushes keep their order across collections: a row waits for the rows it names that wait
    // here (causal-order.ts), whichever collection's push comes first.
    await Promise.all(
      syncs.map(async (sync) => {
        if (run.stopped) return;
        const seq = sync.requestSeq();
        await sync.start();
        // Pulled through, and stored (a pass's end is published once its last page is). Pushes
        // are not waited for: a desk editing during the pass would hold back the polls and
        // wake-ups that start with its end. A failure does not hold the others back: that
        // collection's loop retries on its own.
        const stored = firstValueFrom(sync.pulledThrough$.pipe(filter((through) => through > seq)));
        await rounds.untilStopped(Promise.race([stored, firstValueFrom(status.failures$)]));
      }),
    );
    if (run.stopped) return;
    // A change counted but never made (the app closed between the mark and the write) would hold
    // back the rows naming its document until the first round: drop such marks now.
    for (const sync of syncs) {
      await sync
        .reconcile()
        .catch((error: unknown) => console.warn('sync: reconciling the waiting set failed', error));
    }
    rounds.firstExchangeDone();
    inputs.progress.finish();
  })();
  ready.catch((error: unknown) =>
    status.recordFailure(error instanceof Error ? error : new Error(String(error))),
  );

  // Closing the database ends its sync.
  db.onClose.push(() => stop());

  const detach = session.attach({
    // Every tab's: sign-out wipes the database they all write to.
    pendingChanges: () => pending.storedCount(),
    sendBeforeWipe: inputs.sendBeforeWipe,
    stop: () => stop(),
    wipe: async () => {
      const { userId, clinicId } = clinicDatabaseContext(db);
      // The access history's unsent events outlive the wipe (offline, they could not leave first).
      await keepUnsentAccessEvents([meta.name], storeOptions).catch((error: unknown) => {
        console.error('sync: keeping the unsent access events failed', error);
      });
      await removeClinicDatabase({
        userId,
        clinicId,
        multiInstance: db.multiInstance,
        ...(storeOptions.indexedDB ? { indexedDB: storeOptions.indexedDB } : {}),
        ...(storeOptions.IDBKeyRange ? { IDBKeyRange: storeOptions.IDBKeyRange } : {}),
      });
      await removeSyncMetaStore(storeOptions);
    },
  });

  async function stop(): Promise<void> {
    if (run.stopped) return;
    run.stopped = true;
    gate.stop();
    rounds.stop();
    await ready.catch(() => undefined);
    await leaveWakeups?.();
    status.endFailures();
    for (const tracking of trackings) tracking.stop();
    await Promise.all(syncs.map((sync) => sync.cancel()));
    await pending.flush();
    for (const subscription of errorSubscriptions) subscription.unsubscribe();
    status.close();
    meta.db.close();
    detach();
    if (inputs.ownSession) session.dispose();
  }

  return {
    ready,
    syncs,
    pause() {
      if (run.stopped || run.paused) return;
      run.paused = true;
      gate.pause();
      for (const sync of syncs) void sync.pause();
      status.publish();
    },
    resume() {
      if (run.stopped || !run.paused) return;
      run.paused = false;
      gate.resume();
      for (const sync of syncs) void sync.start();
      status.publish();
      void rounds.exchange();
    },
    stop,
  };
}
