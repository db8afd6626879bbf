/**
 * The sync of one clinic database (DESIGN.md, sync rules): one RxDB replication per collection,
 * run by one tab (leader election), started on sign-in, and woken on reconnect, on window focus,
 * right after a local write (RxDB's live push) and on a timer while online. The opening pass
 * starts every collection at once; each later round goes through them in dependency order
 * (SYNCED_COLLECTIONS), and a push always waits until the rows it names that this device changed
 * are answered (causal-order.ts), so parents reach the server before the rows that point at them.
 *
 * Three parts, composed here: publish-sync-status.ts (the status the UI sees),
 * schedule-exchanges.ts (when an exchange runs) and run-collection-replications.ts (the
 * replications' start, pause, resume and stop, and the sign-out wipe).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Observable } from 'rxjs';
import type { AccessOpened } from '../access-log/access-event.ts';
import { appendAccessEvent, offerAccessEventsSetApart } from '../access-log/access-log-store.ts';
import { restoreKeptAccessEvents } from '../access-log/kept-access-events.ts';
import { sendAccessEvents } from '../access-log/send-access-events.ts';
import {
  type ClinicDatabase,
  type CollectionName,
  SYNCED_COLLECTIONS,
} from '../collections/collection-registry.ts';
import { sealerOf } from '../encryption/database-sealer.ts';
import { createSessionGuard, type SessionGuard } from '../session/session-guard.ts';
import { type ConflictStore, createConflictStore } from './conflict-store.ts';
import { browserConnectivity, type Connectivity } from './connectivity.ts';
import { countBacklog } from './count-backlog.ts';
import { openPendingChanges } from './pending-changes.ts';
import { publishSyncStatus, readFirstSyncMark } from './publish-sync-status.ts';
import { createRequestGate, DEFAULT_MAX_BACKOFF_MS } from './request-gate.ts';
import { runCollectionReplications } from './run-collection-replications.ts';
import { scheduleExchanges } from './schedule-exchanges.ts';
import { openSyncMetaStore } from './sync-meta-store.ts';
import { createSyncProgress, type SyncProgress } from './sync-progress.ts';
import { SyncRequestError } from './sync-request-error.ts';
import type { SyncStatus } from './sync-status.ts';
import { openTabStatusChannel, tabStatusChannelName } from './tab-status-channel.ts';

export type { SyncStatus } from './sync-status.ts';

/** The slow poll under the server's wake-ups (issue 19: at least 30 s). */
export const DEFAULT_POLL_INTERVAL_MS = 30_000;
/** How long sign-out waits for the access events to leave before it wipes them. */
const SEND_BEFORE_WIPE_MS = 5_000;
/** How often a tab that does not lead shows the leader's waiting changes. */
const FOLLOW_INTERVAL_MS = 3000;

export interface ClinicSyncOptions {
  /**
   * How often to look for changes made elsewhere while online (default 30 s): the server's
   * wake-ups bring them at once, the poll is what is left when they cannot (issue 19).
   */
  pollIntervalMs?: number;
  /** Listen for the server's announced changes over Realtime (default true). */
  serverWakeups?: boolean;
  /** Changes per sync_push call (default 100, the server takes up to 1000). */
  pushBatchSize?: number;
  /**
   * Rows per sync_pull call after a pass's first (default 4000; the server sends at most 5000, 1000
   * before migration 20261209000100): each page is one request, one write and one cursor, so fewer
   * pages cost less (issue 42). A pass's first page asks for at most 1000 (pull-handler.ts).
   */
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
  /**
   * Longest back-off pause (default 4000 ms, with ±20 % jitter): when the server answers again
   * after an outage, the waiting changes go within about 5 s (issue 18). A failing device sends
   * one request every few seconds, which costs a server or its gateway next to nothing.
   */
  maxBackoffMs?: number;
  /** IndexedDB for the sync's own local store (the conflicts and waiting changes); the global one by default. */
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
}

export interface ClinicSync {
  status$: Observable<SyncStatus>;
  readonly status: SyncStatus;
  /**
   * Rows stored of rows expected while the sync's opening pass runs: always for a device's
   * first sync of the clinic, for a later start only when it has a large catch-up; null else.
   */
  progress$: Observable<SyncProgress | null>;
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
  /**
   * Records that the signed-in user opened part of a patient's record (the access history), on
   * this device at once, offline too; the sync sends it after the rows it names. A reopening
   * within ten minutes adds nothing. Never rejects: the log must not stand in a screen's way.
   */
  recordAccess(opened: AccessOpened, who: { userId: string; clinicId: string }): Promise<void>;
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
}

export function startClinicSync(
  db: ClinicDatabase,
  supabase: SupabaseClient,
  options: ClinicSyncOptions = {},
): ClinicSync {
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
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
  // The meta store's first read, before the waiting changes: a device that synced this clinic
  // before says so at once, offline too.
  const firstSyncMark = readFirstSyncMark(meta);
  // Sealed like the rows: a waiting change's base is a whole row of the user's data.
  const pending = openPendingChanges(meta, sealerOf(db));
  const progress = createSyncProgress();
  // Access events a wipe kept (a sign-out offline) come back to this user's store, and those the
  // server refused at an earlier start go again, before this start's first send.
  const earlierEventsBack = restoreKeptAccessEvents(meta, storeOptions)
    .catch((error: unknown) => {
      console.warn('sync: taking back the kept access events failed', error);
    })
    .then(() => offerAccessEventsSetApart(meta))
    .catch((error: unknown) => {
      console.warn('sync: offering the refused access events again failed', error);
    });
  // Set by pause, resume and stop (the replications); the status and the rounds read it.
  const run = { paused: false, stopped: false };

  // One send at a time (a round's, the opening pass's, the sign-out's): two would post the same
  // events twice. A call while one is under way sends after it, so what was recorded since goes.
  let accessSending: Promise<unknown> = earlierEventsBack;
  const sendAccess = (): Promise<number> => {
    const next = accessSending
      .catch(() => undefined)
      .then(() =>
        sendAccessEvents({
          supabase,
          store: meta,
          gate,
          waiting: (collection, id) => pending.has(collection, id),
          requestTimeoutMs: options.requestTimeoutMs ?? 20_000,
        }),
      );
    accessSending = next;
    return next;
  };
  const gate = createRequestGate({
    connectivity,
    session,
    minDelayMs: options.minBackoffMs ?? 1000,
    maxDelayMs: options.maxBackoffMs ?? DEFAULT_MAX_BACKOFF_MS,
    // Called back only for requests, which go out once everything below is made.
    onSuccess: () => status.publish(),
    onFailure: (error) => status.recordFailure(error),
  });
  const status = publishSyncStatus({
    meta,
    tabs: openTabStatusChannel(tabStatusChannelName(db.name)),
    firstSyncMark,
    connectivity,
    gate,
    session,
    pending,
    conflicts,
    run,
  });
  const rounds = scheduleExchanges({
    gate,
    connectivity,
    session,
    status,
    run,
    // Rounds run only once the replications exist.
    syncs: () => replications.syncs,
    pollIntervalMs,
    afterCollections: sendAccess,
  });
  const replications = runCollectionReplications({
    db,
    supabase,
    session,
    ownSession,
    meta,
    storeOptions,
    pending,
    conflicts,
    gate,
    status,
    rounds,
    run,
    waitForLeadership: options.waitForLeadership !== false,
    followIntervalMs: FOLLOW_INTERVAL_MS,
    progress,
    serverWakeups: options.serverWakeups !== false,
    requestTimeoutMs: options.requestTimeoutMs ?? 20_000,
    pullBatchSize: Math.min(options.pullBatchSize ?? 4000, 5000),
    pushBatchSize: Math.min(options.pushBatchSize ?? 100, 1000),
    // Opens are sent at the end of a round, which may be half a minute away: sign-out sends them
    // first rather than wipe them unasked. Offline, or past the bound, they go with the wipe.
    sendBeforeWipe: async () => {
      if (!connectivity.isOnline() || !gate.reachable) return;
      let bound: ReturnType<typeof setTimeout> | undefined;
      try {
        await Promise.race([
          sendAccess(),
          new Promise((resolve) => {
            bound = setTimeout(resolve, SEND_BEFORE_WIPE_MS);
          }),
        ]);
      } catch {
        // A failed send leaves them to the wipe, as offline.
      } finally {
        clearTimeout(bound);
      }
    },
  });

  // A device's first sync counts every collection at once, so the bar's whole is known from the
  // start instead of growing as each collection's turn comes.
  void firstSyncMark
    .catch(() => undefined)
    .then(async (mark) => {
      progress.firstSync(!mark);
      if (mark) return;
      // One after another: the pulls running beside them share the user's few request slots.
      for (const name of SYNCED_COLLECTIONS) {
        if (!progress.claimOpeningCount(name)) continue;
        await gate.ready().catch(() => undefined);
        const rows = await countBacklog(supabase, name, null, {
          timeoutMs: options.requestTimeoutMs ?? 20_000,
          signal: gate.signal,
        });
        if (rows !== null) progress.expect(name, rows);
      }
    });

  return {
    status$: status.status$,
    progress$: progress.progress$,
    get status() {
      return status.status;
    },
    async syncNow() {
      // Offline there is nothing to wait for: say so at once (the sync resumes by itself later).
      if (!connectivity.isOnline())
        throw new SyncRequestError('offline', 'No network: sync will resume when online');
      await replications.ready;
      await rounds.exchangeNow();
    },
    async awaitIdle() {
      await replications.ready;
      for (;;) {
        await rounds.exchangeNow();
        if (run.stopped) return;
        if (pending.count() === 0) {
          // The status counts the stored set: idle once it holds the answers too.
          await pending.flush();
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    conflicts,
    pendingIds(collection: CollectionName) {
      return pending.ids(collection);
    },
    async recordAccess(opened, who) {
      // The moment and the network as they are when the user opens it, before anything is awaited:
      // offline when the platform says so or the server did not answer the sync's last request.
      const deviceAt = new Date().toISOString();
      const offline = !connectivity.isOnline() || !gate.reachable;
      try {
        await appendAccessEvent(meta, {
          id: crypto.randomUUID(),
          clinic_id: who.clinicId,
          user_id: who.userId,
          patient_id: opened.patientId,
          action: opened.action,
          subject: opened.subject,
          record_id: opened.recordId,
          device_at: deviceAt,
          // The local database's storage token: the same for this device's copy across restarts.
          device_id: await db.storageToken,
          offline,
        });
      } catch (error) {
        console.error('sync: could not record an access event', error);
      }
    },
    pause: replications.pause,
    resume: replications.resume,
    stop: replications.stop,
  };
}
