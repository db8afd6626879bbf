import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionCheck, SessionGuard, SessionState } from '../session/session-guard.ts';
import type { Connectivity } from './connectivity.ts';
import { createRequestGate, DEFAULT_MAX_BACKOFF_MS, type RequestGate } from './request-gate.ts';
import { SyncRequestError } from './sync-request-error.ts';

/** The network as the platform reports it, switchable by the test. */
function switchableNetwork(): Connectivity & { set(online: boolean): void } {
  let online = true;
  const listeners = new Set<(online: boolean) => void>();
  return {
    isOnline: () => online,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(value) {
      online = value;
      for (const listener of listeners) listener(value);
    },
  };
}

/** A session whose answers the test decides (the real one is exercised against the stack). */
function scriptedSession(answers: { check?: SessionCheck; refused?: SessionCheck } = {}) {
  const state: SessionState = { userId: 'u1', needsSignIn: false };
  const calls = { check: 0, refused: 0 };
  const session: Pick<SessionGuard, 'state' | 'check' | 'tokenRefused'> = {
    state,
    async check() {
      calls.check += 1;
      return answers.check ?? 'ready';
    },
    async tokenRefused() {
      calls.refused += 1;
      return answers.refused ?? 'ready';
    },
  };
  return { session, calls, state };
}

function gateWith(network: Connectivity, session: Pick<SessionGuard, 'state' | 'check' | 'tokenRefused'>) {
  const failures: Error[] = [];
  const gate = createRequestGate({
    connectivity: network,
    session,
    minDelayMs: 1000,
    maxDelayMs: 8000,
    onSuccess() {},
    onFailure: (error) => failures.push(error),
  });
  return { gate, failures };
}

async function settles(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

let current: RequestGate | undefined;
afterEach(() => {
  current?.stop();
  vi.useRealTimers();
});

describe('the request gate', () => {
  it('lets a request through at once when online and signed in', async () => {
    const { gate } = gateWith(switchableNetwork(), scriptedSession().session);
    current = gate;
    await expect(gate.ready()).resolves.toBeUndefined();
  });

  it('holds requests while offline and lets them go when the network returns', async () => {
    vi.useFakeTimers();
    const network = switchableNetwork();
    const { gate } = gateWith(network, scriptedSession().session);
    current = gate;
    network.set(false);
    const waiting = gate.ready();
    expect(await settles(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await settles(waiting)).toBe(false);
    network.set(true);
    gate.wake();
    expect(await settles(waiting)).toBe(true);
  });

  it('backs off after failures, doubling up to the maximum, and forgets it after a success', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { gate, failures } = gateWith(switchableNetwork(), scriptedSession().session);
    current = gate;
    const pauses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      await gate.failed(new SyncRequestError('server', 'HTTP 500', 500));
      const waiting = gate.ready();
      const started = Date.now();
      while (!(await settles(waiting))) await vi.advanceTimersByTimeAsync(250);
      pauses.push(Date.now() - started);
    }
    expect(pauses.map((ms) => Math.round(ms / 1000))).toEqual([1, 2, 4, 8, 8]);
    expect(failures).toHaveLength(5);
    gate.succeeded();
    await gate.failed(new SyncRequestError('server', 'HTTP 500', 500));
    const waiting = gate.ready();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await settles(waiting)).toBe(true);
    vi.restoreAllMocks();
  });

  it('with the sync’s default maximum, tries a server that stays down again within 5 s, however long the outage', async () => {
    vi.useFakeTimers();
    // The longest jitter every time.
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    const gate = createRequestGate({
      connectivity: switchableNetwork(),
      session: scriptedSession().session,
      minDelayMs: 1000,
      maxDelayMs: DEFAULT_MAX_BACKOFF_MS,
      onSuccess() {},
      onFailure() {},
    });
    current = gate;
    const pauses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      await gate.failed(new SyncRequestError(i % 2 ? 'offline' : 'server', 'no answer', 503));
      const waiting = gate.ready();
      const started = Date.now();
      while (!(await settles(waiting))) await vi.advanceTimersByTimeAsync(100);
      pauses.push(Date.now() - started);
    }
    expect(Math.max(...pauses)).toBeLessThanOrEqual(5000);
    vi.restoreAllMocks();
  });

  it('counts failures of requests sent during one pause once (all collections fail together)', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { gate } = gateWith(switchableNetwork(), scriptedSession().session);
    current = gate;
    for (let i = 0; i < 11; i += 1) await gate.failed(new SyncRequestError('offline', 'Failed to fetch'));
    expect(gate.reachable).toBe(false);
    const waiting = gate.ready();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await settles(waiting)).toBe(true);
    vi.restoreAllMocks();
  });

  it('skips the rest of a back-off when woken (network back, sync asked for)', async () => {
    vi.useFakeTimers();
    const { gate } = gateWith(switchableNetwork(), scriptedSession().session);
    current = gate;
    await gate.failed(new SyncRequestError('timeout', 'no answer'));
    const waiting = gate.ready();
    expect(await settles(waiting)).toBe(false);
    gate.wake();
    expect(await settles(waiting)).toBe(true);
  });

  it('asks for a new token when the server refuses one, without backing off when it comes', async () => {
    vi.useFakeTimers();
    const { session, calls } = scriptedSession({ refused: 'ready' });
    const { gate } = gateWith(switchableNetwork(), session);
    current = gate;
    await gate.failed(new SyncRequestError('auth', 'JWT expired', 401, 'PGRST303'));
    expect(calls.refused).toBe(1);
    expect(await settles(gate.ready())).toBe(true);
  });

  it('waits without a session until woken by a sign-in', async () => {
    vi.useFakeTimers();
    const { session, state } = scriptedSession();
    const { gate } = gateWith(switchableNetwork(), session);
    current = gate;
    state.needsSignIn = true;
    const waiting = gate.ready();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await settles(waiting)).toBe(false);
    state.needsSignIn = false;
    gate.wake();
    expect(await settles(waiting)).toBe(true);
  });

  it('makes waiting requests give up and aborts those in flight when paused, and lets them go on resume', async () => {
    vi.useFakeTimers();
    const network = switchableNetwork();
    const { gate, failures } = gateWith(network, scriptedSession().session);
    current = gate;
    const inFlight = gate.signal;
    network.set(false);
    const waiting = gate.ready();
    gate.pause();
    await expect(waiting).rejects.toMatchObject({ kind: 'stopped' });
    expect(inFlight.aborted).toBe(true);
    await gate.failed(new SyncRequestError('stopped', 'paused'));
    expect(failures).toHaveLength(0);
    await expect(gate.ready()).rejects.toMatchObject({ kind: 'stopped' });
    network.set(true);
    gate.resume();
    expect(gate.signal.aborted).toBe(false);
    await expect(gate.ready()).resolves.toBeUndefined();
  });
});
