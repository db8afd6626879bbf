/**
 * When the sync exchanges with the server. An exchange (a round) pushes what waits and pulls
 * every collection, one after another in dependency order (SYNCED_COLLECTIONS), so parents reach
 * the server and the device before the rows that point at them. Once the first exchange is done,
 * rounds run on a slow timer while online and on wake-ups: the network back, the app focused or
 * visible again, the session usable again (token refreshed, signed in again). A change the server
 * announces (Realtime, server-wakeups.ts) pulls only its collection, at once. The order of pushes
 * across collections is kept by each push itself (causal-order.ts), not by the rounds.
 */
import { filter, firstValueFrom } from 'rxjs';
import type { CollectionName } from '../collections/collection-registry.ts';
import type { SessionGuard } from '../session/session-guard.ts';
import { type Connectivity, onAppWakeup } from './connectivity.ts';
import type { SyncStatusPublisher } from './publish-sync-status.ts';
import type { CollectionSync } from './replicate-collection.ts';
import type { RequestGate } from './request-gate.ts';
import type { ServerChange } from './server-wakeups.ts';
import { SyncRequestError } from './sync-request-error.ts';

/**
 * A wake-up's pull may come before the server's horizon has passed the announced transaction (an
 * older transaction was still running): it is pulled again after 100, 200 … ms, about 5 s in all,
 * then left to the poll.
 */
const HORIZON_RETRY_MS = 100;
const HORIZON_RETRIES = 9;
/** A round that met a failure is tried again after this, instead of at the slow poll. */
const INCOMPLETE_ROUND_RETRY_MS = 3000;

export interface ExchangeScheduleInputs {
  gate: Pick<RequestGate, 'wake' | 'signal' | 'failures'>;
  connectivity: Connectivity;
  session: Pick<SessionGuard, 'state' | 'networkBack' | 'onResume'>;
  status: Pick<SyncStatusPublisher, 'publish' | 'exchangeEnded'>;
  /** Whether the sync is paused or stopped (pause, resume and stop set it). */
  run: { readonly paused: boolean; readonly stopped: boolean };
  /** The collections' replications in dependency order (none before they are made). */
  syncs(): readonly CollectionSync[];
  /** How often to look for changes made elsewhere while online. */
  pollIntervalMs: number;
  /**
   * Sends what the device keeps beside the collections (the access events), after every change of
   * the round went out, and once after the opening pass: a request failure is the gate's, so the
   * round counts as incomplete.
   */
  afterCollections?: () => Promise<unknown>;
}

export interface ExchangeSchedule {
  /** Pushes what waits and pulls every collection in order; joins the round under way, if any. */
  exchange(): Promise<void>;
  /** Wakes the request gate, lets a round under way end, then runs one that starts after this call. */
  exchangeNow(): Promise<void>;
  /** The first exchange is done and the replications run: records it and polls from now on. */
  firstExchangeDone(): void;
  /** Resolves with the promise, or when the sync stops or pauses. */
  untilStopped<T>(promise: Promise<T>): Promise<T | undefined>;
  /** The server announced a change (Realtime): pull that collection now, until it holds the change. */
  serverChanged(change: ServerChange): void;
  /** The server's wake-ups are heard (true) or lost (false); heard again, a round catches up. */
  wakeupsHeard(heard: boolean): void;
  /** Ends the polling and the wake-ups. */
  stop(): void;
}

export function scheduleExchanges(inputs: ExchangeScheduleInputs): ExchangeSchedule {
  const { gate, connectivity, session, status, run, syncs, pollIntervalMs } = inputs;
  /** The first exchange is done and the replications run. */
  let started = false;
  /** The round under way: a full one, or the pull of the collections the server announced. */
  let round: { promise: Promise<void>; full: boolean } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Announced changes not pulled yet: the latest transaction per collection. */
  const announced = new Map<CollectionName, bigint>();
  let draining: Promise<void> | null = null;
  let heard = false;

  function untilStopped<T>(promise: Promise<T>): Promise<T | undefined> {
    const signal = gate.signal;
    if (run.stopped || signal.aborted) return Promise.resolve(undefined);
    return Promise.race([
      promise,
      new Promise<undefined>((resolve) =>
        signal.addEventListener('abort', () => resolve(undefined), { once: true }),
      ),
    ]);
  }

  function finishRound(failuresBefore: number): void {
    const complete = gate.failures === failuresBefore && !run.stopped && !run.paused;
    status.exchangeEnded(complete);
    // A round that met a failure is tried again soon, not at the slow poll: until one completes,
    // the device does not say it is in step (and a first sync is not marked done).
    if (started && !complete && !run.stopped) nextPoll(Math.min(INCOMPLETE_ROUND_RETRY_MS, pollIntervalMs));
  }

  /** Pushes what the collection holds and pulls it through to the end, once. */
  async function syncCollection(sync: CollectionSync): Promise<void> {
    const seq = sync.requestSeq();
    sync.reSync();
    await untilStopped(firstValueFrom(sync.pulledThrough$.pipe(filter((through) => through > seq))));
    await untilStopped(sync.awaitInSync());
    await sync.reconcile();
  }

  /** Pushes what waits and pulls every collection, one after another in dependency order. */
  async function runRound(): Promise<void> {
    const failuresBefore = gate.failures;
    const collections = syncs();
    // Before the replications exist (leader election, the waiting set loading) there is nothing to
    // exchange: an empty round must not count as a sync.
    if (collections.length === 0) return;
    for (const sync of collections) {
      if (run.stopped || run.paused) return;
      await syncCollection(sync);
    }
    await afterCollections();
    finishRound(failuresBefore);
  }

  /** What follows the collections, unless the sync stopped or paused; a request failure is the gate's. */
  async function afterCollections(): Promise<void> {
    if (!inputs.afterCollections || run.stopped || run.paused) return;
    await inputs.afterCollections().catch((error: unknown) => {
      if (!(error instanceof SyncRequestError)) console.warn('sync: sending the access events failed', error);
    });
  }

  function startRound(full: boolean, work: () => Promise<void>): Promise<void> {
    const promise = work().finally(() => {
      if (round?.promise === promise) round = null;
    });
    round = { promise, full };
    return promise;
  }

  function exchange(): Promise<void> {
    if (round?.full) return round.promise;
    // After the announced pulls under way, a whole round.
    const before = round?.promise;
    return startRound(true, async () => {
      if (before) await before.catch(() => undefined);
      await runRound();
    });
  }

  /** Pulls one announced collection until its pull has passed the transaction (or gives up). */
  async function pullAnnounced(sync: CollectionSync, txid: bigint): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      if (run.stopped || run.paused) return;
      await syncCollection(sync);
      const horizon = sync.pulledHorizon();
      if (horizon === null || horizon > txid || attempt >= HORIZON_RETRIES) return;
      await untilStopped(new Promise((resolve) => setTimeout(resolve, HORIZON_RETRY_MS * (attempt + 1))));
    }
  }

  const mayDrain = () => announced.size > 0 && started && !run.stopped && !run.paused;

  /** Pulls what the server announced, in dependency order, one batch after another. */
  function drainAnnounced(): void {
    if (draining || !mayDrain()) return;
    draining = (async () => {
      while (mayDrain()) {
        if (round) {
          await round.promise.catch(() => undefined);
          continue;
        }
        const batch = new Map(announced);
        announced.clear();
        await startRound(false, async () => {
          for (const sync of syncs()) {
            const txid = batch.get(sync.name);
            if (txid !== undefined) await pullAnnounced(sync, txid);
          }
        }).catch(() => undefined);
      }
    })();
    void draining.finally(() => {
      draining = null;
      // Announced after the loop's last look: drain again.
      drainAnnounced();
    });
  }

  /** The next poll in `delayMs`, replacing the one planned; each poll plans the following one. */
  function nextPoll(delayMs: number): void {
    if (run.stopped) return;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      if (!run.paused && connectivity.isOnline() && !session.state.needsSignIn && !round) void exchange();
      if (timer === undefined) nextPoll(pollIntervalMs);
    }, delayMs);
  }

  /** Polls while online, once the first exchange is done. */
  function schedule(): void {
    if (run.stopped) return;
    started = true;
    nextPoll(pollIntervalMs);
    drainAnnounced();
  }

  // Listened to from the start: the first exchange itself may be waiting for the network.
  const wakeUp = (): void => {
    gate.wake();
    if (started && !run.paused && !run.stopped) void exchange();
  };
  const cleanups: Array<() => void> = [
    connectivity.subscribe((online) => {
      if (online) {
        session.networkBack();
        wakeUp();
      }
      status.publish();
    }),
    onAppWakeup(wakeUp),
    session.onResume(wakeUp),
  ];

  return {
    exchange,
    async exchangeNow() {
      gate.wake();
      // A round already under way may have pulled some collections before this call.
      if (round) await round.promise;
      await exchange();
    },
    serverChanged(change) {
      const known = announced.get(change.collection);
      if (known === undefined || change.txid > known) announced.set(change.collection, change.txid);
      drainAnnounced();
    },
    wakeupsHeard(now) {
      // Back after a gap: what was announced meanwhile was missed, a whole round finds it.
      if (now && !heard && started && !run.paused && !run.stopped) void exchange();
      heard = now;
    },
    firstExchangeDone() {
      schedule();
      // Complete only if nothing failed since the sync started (else a round follows soon).
      finishRound(0);
      // What waits to follow the collections (the access events made before a restart, or kept
      // past a sign-out) goes with the opening pass, not at the first poll half a minute later.
      void afterCollections();
    },
    untilStopped,
    stop() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      for (const cleanup of cleanups) cleanup();
    },
  };
}
