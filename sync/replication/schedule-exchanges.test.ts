import { BehaviorSubject, NEVER } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CollectionName, SYNCED_COLLECTIONS } from '../collections/collection-registry.ts';
import type { CollectionSync } from './replicate-collection.ts';
import { type ExchangeSchedule, scheduleExchanges } from './schedule-exchanges.ts';

/** A collection's replication that answers each pull at once, with the horizons it is given. */
function fakeSync(name: CollectionName, horizons: Array<bigint | null> = []) {
  let seq = 0;
  let lastHorizon: bigint | null = null;
  const pulledThrough$ = new BehaviorSubject(0);
  const sync: CollectionSync & { pulls: number } = {
    name,
    pulls: 0,
    reSync() {
      seq += 1;
      sync.pulls += 1;
      lastHorizon = horizons.length > 0 ? (horizons.shift() ?? null) : lastHorizon;
      const done = seq;
      queueMicrotask(() => pulledThrough$.next(done));
    },
    awaitInSync: async () => {},
    pause: async () => {},
    cancel: async () => {},
    pulledThrough$,
    requestSeq: () => seq,
    pulledHorizon: () => lastHorizon,
    start: async () => {},
    reconcile: async () => {},
    errors$: NEVER,
  };
  return sync;
}

let schedule: ExchangeSchedule | undefined;
afterEach(() => schedule?.stop());

function start(
  syncs: CollectionSync[],
  gate = { failures: 0 },
  pollIntervalMs = 60_000,
  afterCollections?: () => Promise<unknown>,
) {
  const ended: boolean[] = [];
  schedule = scheduleExchanges({
    gate: {
      wake: () => {},
      signal: new AbortController().signal,
      get failures() {
        return gate.failures;
      },
    },
    connectivity: { isOnline: () => true, subscribe: () => () => {} },
    session: { state: { needsSignIn: false } as never, networkBack: () => {}, onResume: () => () => {} },
    status: { publish: () => {}, exchangeEnded: (complete) => ended.push(complete) },
    run: { paused: false, stopped: false },
    syncs: () => syncs,
    pollIntervalMs,
    ...(afterCollections ? { afterCollections } : {}),
  });
  return { schedule, ended };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
};

describe('changes the server announces', () => {
  it('pull only the announced collection, once the first exchange is done', async () => {
    const syncs = SYNCED_COLLECTIONS.map((name) => fakeSync(name, [100n]));
    const { schedule } = start(syncs);
    schedule.serverChanged({ collection: 'patients', txid: 50n });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(syncs.every((sync) => sync.pulls === 0)).toBe(true);
    schedule.firstExchangeDone();
    const patients = syncs.find((sync) => sync.name === 'patients');
    await until(() => patients?.pulls === 1);
    expect(syncs.filter((sync) => sync.pulls > 0).map((sync) => sync.name)).toEqual(['patients']);
  });

  it('pull again while the server’s horizon has not passed the announced transaction', async () => {
    const tasks = fakeSync('tasks', [40n, 40n, 51n]);
    const { schedule } = start([tasks]);
    schedule.firstExchangeDone();
    schedule.serverChanged({ collection: 'tasks', txid: 50n });
    await until(() => tasks.pulls === 3);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(tasks.pulls).toBe(3);
  });

  it('pull once from a server that gives no horizon (an older server)', async () => {
    const tasks = fakeSync('tasks', [null]);
    const { schedule } = start([tasks]);
    schedule.firstExchangeDone();
    schedule.serverChanged({ collection: 'tasks', txid: 50n });
    await until(() => tasks.pulls === 1);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(tasks.pulls).toBe(1);
  });

  it('catch up with a whole round when the wake-ups are heard again after a gap', async () => {
    const syncs = SYNCED_COLLECTIONS.map((name) => fakeSync(name));
    const { schedule, ended } = start(syncs);
    schedule.firstExchangeDone();
    schedule.wakeupsHeard(true);
    await until(() => ended.length === 2);
    expect(syncs.every((sync) => sync.pulls === 1)).toBe(true);
    schedule.wakeupsHeard(true);
    schedule.wakeupsHeard(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(syncs.every((sync) => sync.pulls === 1)).toBe(true);
  });
});

describe('the slow poll', () => {
  it('a first exchange that met a failure is followed by a whole round soon, not at the slow poll', async () => {
    vi.useFakeTimers();
    try {
      const syncs = SYNCED_COLLECTIONS.map((name) => fakeSync(name));
      const gate = { failures: 1 };
      const { schedule, ended } = start(syncs, gate, 30_000);
      schedule.firstExchangeDone();
      expect(ended).toEqual([false]);
      await vi.advanceTimersByTimeAsync(3_000);
      expect(syncs.every((sync) => sync.pulls === 1)).toBe(true);
      await vi.advanceTimersByTimeAsync(100);
      expect(ended).toEqual([false, true]);
      // Complete now: the next round waits for the slow poll.
      await vi.advanceTimersByTimeAsync(26_000);
      expect(syncs.every((sync) => sync.pulls === 1)).toBe(true);
      await vi.advanceTimersByTimeAsync(4_000);
      expect(syncs.every((sync) => sync.pulls === 2)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('what follows the collections (the access events)', () => {
  it('goes with the opening pass, not at the first poll', async () => {
    let sent = 0;
    const { schedule } = start([fakeSync('patients')], { failures: 0 }, 60_000, async () => {
      sent += 1;
    });
    expect(sent).toBe(0);
    schedule.firstExchangeDone();
    await until(() => sent === 1);
  });
});
