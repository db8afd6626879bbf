/**
 * The sync's status as the UI sees it (SyncStatus): composed from the network, the session, the
 * changes waiting, the requests in flight, the last complete exchange, the last failure and the
 * open conflicts, and published only when one of its fields changed. Whether this device ever
 * completed a full exchange for the clinic (hasSynced) and when it last did (lastSyncedAt) are
 * remembered in the meta store's marks, so they hold after a restart, offline too.
 *
 * Every tab shows the same: the changes waiting are counted in the stored set all tabs share,
 * and what only the replicating tab knows (reachability, phase, last exchange, last failure) is
 * announced by that tab once it leads (tab-status-channel.ts) and shown by the others.
 */
import { BehaviorSubject, type Observable, Subject, type Subscription } from 'rxjs';
import type { SessionGuard } from '../session/session-guard.ts';
import type { ConflictStore } from './conflict-store.ts';
import type { Connectivity } from './connectivity.ts';
import type { PendingChanges } from './pending-changes.ts';
import type { RequestGate } from './request-gate.ts';
import type { SyncMark, SyncMetaStore } from './sync-meta-store.ts';
import { INITIAL_SYNC_STATUS, type PhaseInputs, type SyncStatus, syncPhase } from './sync-status.ts';
import type { LeaderStatus, TabStatusChannel } from './tab-status-channel.ts';

const STATUS_FIELDS = [
  'online',
  'serverReachable',
  'phase',
  'pendingChanges',
  'lastSyncedAt',
  'syncedSinceStart',
  'hasSynced',
  'lastError',
  'conflicts',
  'needsSignIn',
] as const satisfies ReadonlyArray<keyof SyncStatus>;

/** Asks the meta store for the mark of this device's first complete exchange for the clinic. */
export function readFirstSyncMark(meta: Pick<SyncMetaStore, 'marks'>): Promise<SyncMark | undefined> {
  return meta.marks.get('first-sync');
}

export interface SyncStatusInputs {
  meta: Pick<SyncMetaStore, 'marks'>;
  /** The stored first-sync mark (readFirstSyncMark). */
  firstSyncMark: Promise<SyncMark | undefined>;
  connectivity: Connectivity;
  gate: Pick<RequestGate, 'reachable'>;
  session: Pick<SessionGuard, 'state' | 'state$'>;
  pending: Pick<PendingChanges, 'storedCount$'>;
  /** The other tabs of this database: the leader's announcements, and this tab's when it leads. */
  tabs: TabStatusChannel;
  conflicts: Pick<ConflictStore, 'list$'>;
  /** Whether the sync is paused or stopped (pause, resume and stop set it). */
  run: Readonly<Pick<PhaseInputs, 'paused' | 'stopped'>>;
}

export interface SyncStatusPublisher {
  readonly status$: Observable<SyncStatus>;
  readonly status: SyncStatus;
  /** Fires on every failure recorded. */
  readonly failures$: Observable<void>;
  /** Composes the status again and publishes it when a field changed. */
  publish(): void;
  /** Shows the failure until an exchange completes. */
  recordFailure(error: Error): void;
  /** Counts requests in flight, for the phase. */
  activity(kind: 'pulling' | 'pushing', delta: 1 | -1): void;
  /** An exchange ended; `complete` when every collection was pushed and pulled without a failure. */
  exchangeEnded(complete: boolean): void;
  /** Publishes on every change of the waiting changes, the session, the conflicts and the leader's announcements from now on. */
  follow(): void;
  /** This tab replicates from now on: its own state is the status, announced to the other tabs. */
  lead(): void;
  /** Completes failures$ (nothing waits for a failure any more). */
  endFailures(): void;
  /** Stops following, publishes the last status and completes status$. */
  close(): void;
}

export function publishSyncStatus(inputs: SyncStatusInputs): SyncStatusPublisher {
  const { meta, connectivity, gate, session, pending, conflicts, run, tabs } = inputs;
  const status$ = new BehaviorSubject<SyncStatus>({
    ...INITIAL_SYNC_STATUS,
    online: connectivity.isOnline(),
    serverReachable: connectivity.isOnline(),
  });
  const failed$ = new Subject<void>();
  const activity = { pulling: 0, pushing: 0 };
  let lastError: SyncStatus['lastError'] = null;
  let lastSyncedAt: string | null = null;
  let syncedSinceStart = false;
  let hasSynced = false;
  let conflictCount = 0;
  let pendingCount = 0;
  let leading = false;
  const subscriptions: Subscription[] = [];

  function ownState(): LeaderStatus {
    return {
      online: connectivity.isOnline() && gate.reachable,
      phase: syncPhase({
        stopped: run.stopped,
        paused: run.paused,
        signedOut: session.state.needsSignIn,
        pulling: activity.pulling,
        pushing: activity.pushing,
      }),
      lastSyncedAt,
      syncedSinceStart,
      hasSynced,
      lastError,
    };
  }

  /** Until this tab leads, the leader's state as it announced it (this tab's own before that). */
  function sharedState(): LeaderStatus {
    const own = ownState();
    const leader = leading ? null : tabs.leader;
    if (!leader) return own;
    return {
      ...leader,
      online: own.online && leader.online,
      // Paused, stopped or signed out here is this tab's own state, whatever the leader does.
      phase: own.phase === 'idle' ? leader.phase : own.phase,
      hasSynced: own.hasSynced || leader.hasSynced,
    };
  }

  function publish(announce = false): void {
    if (status$.closed) return;
    const shared = sharedState();
    const next: SyncStatus = {
      ...shared,
      // The tabs announce whether the leader reaches the server (their `online`); the device's
      // own network is this tab's to read, so "offline" and "server not answering" stay apart.
      online: connectivity.isOnline(),
      serverReachable: shared.online,
      pendingChanges: pendingCount,
      conflicts: conflictCount,
      needsSignIn: session.state.needsSignIn,
    };
    const current = status$.value;
    const changed = STATUS_FIELDS.some((field) => next[field] !== current[field]);
    if (changed) status$.next(next);
    if (leading && (changed || announce)) tabs.announce(shared);
  }

  // When this device last completed an exchange, unless one completed since this tab started.
  meta.marks
    .get('last-sync')
    .then((mark) => {
      if (mark && (lastSyncedAt === null || mark.at > lastSyncedAt)) {
        lastSyncedAt = mark.at;
        publish();
      }
    })
    .catch((error: unknown) => console.warn('Reading the last-sync mark failed', error));

  // A device that synced this clinic before says so at once, offline too.
  inputs.firstSyncMark
    .then((mark) => {
      if (mark && !hasSynced) {
        hasSynced = true;
        publish();
      }
    })
    .catch((error: unknown) => console.warn('Reading the first-sync mark failed', error));

  return {
    status$: status$.asObservable(),
    get status() {
      return status$.value;
    },
    failures$: failed$.asObservable(),
    publish: () => publish(),
    recordFailure(error) {
      lastError = { message: error.message, at: new Date().toISOString() };
      failed$.next();
      publish();
    },
    activity(kind, delta) {
      activity[kind] += delta;
      publish();
    },
    exchangeEnded(complete) {
      if (complete) {
        lastSyncedAt = new Date().toISOString();
        syncedSinceStart = true;
        lastError = null;
        meta.marks.put({ key: 'last-sync', at: lastSyncedAt }).catch((error: unknown) => {
          // Shown again by the next exchange: a missing mark costs the time after a reload, nothing else.
          console.warn('Remembering the last sync failed', error);
        });
        if (!hasSynced) {
          hasSynced = true;
          meta.marks.put({ key: 'first-sync', at: lastSyncedAt }).catch((error: unknown) => {
            // Only a comfort for the next start (lists say "loading" a little longer): not a failure.
            console.warn('Remembering the first sync failed', error);
          });
        }
      }
      publish();
    },
    follow() {
      subscriptions.push(
        pending.storedCount$.subscribe((count) => {
          pendingCount = count;
          publish();
        }),
        tabs.leader$.subscribe(() => publish()),
        session.state$.subscribe(() => publish()),
        conflicts.list$().subscribe((list) => {
          conflictCount = list.length;
          publish();
        }),
      );
    },
    lead() {
      if (leading) return;
      // The last exchange the previous leader completed is this device's too.
      const previous = tabs.leader;
      if (previous && lastSyncedAt === null) lastSyncedAt = previous.lastSyncedAt;
      if (previous?.syncedSinceStart) syncedSinceStart = true;
      leading = true;
      publish(true);
    },
    endFailures() {
      failed$.complete();
    },
    close() {
      for (const subscription of subscriptions) subscription.unsubscribe();
      publish();
      status$.complete();
      tabs.close();
    },
  };
}
