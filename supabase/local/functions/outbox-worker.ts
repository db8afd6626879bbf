/**
 * The appointment email outbox worker: what makes emails server-driven. A dedicated
 * connection LISTENs on `appointment_email` (the outbox trigger NOTIFYs on it); a notification
 * (debounced, so a burst of bookings makes one call) and a 10 s timer (retries, and rows queued
 * while the stack was down or the connection lost) both invoke send-appointment-email. Drains
 * never overlap: a request during one makes exactly one more run after it. A lost connection is
 * re-opened with backoff.
 */
import type pg from 'pg';
import type { Stack } from '../api-server.ts';

export const OUTBOX_CHANNEL = 'appointment_email';
const DEBOUNCE_MS = 50;
const SWEEP_INTERVAL_MS = 10_000;
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 10_000;

export interface OutboxWorker {
  /** Starts a drain now (or right after the running one). */
  drain(): void;
  stop(): Promise<void>;
}

export interface OutboxWorkerOptions {
  debounceMs?: number;
  sweepIntervalMs?: number;
  /** The notification that says a row is queued (default the appointment emails'). */
  channel?: string;
}

interface DrainSummary {
  processed?: unknown;
  failed?: unknown;
}

export async function startOutboxWorker(
  stack: Stack,
  drainOnce: () => Promise<Response>,
  options: OutboxWorkerOptions = {},
): Promise<OutboxWorker> {
  const debounceMs = options.debounceMs ?? DEBOUNCE_MS;
  const channel = options.channel ?? OUTBOX_CHANNEL;
  let stopped = false;
  let listener: { client: pg.PoolClient; release: (error?: Error) => void } | undefined;
  let reconnectDelay = RECONNECT_MIN_MS;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let debounceTimer: NodeJS.Timeout | undefined;
  let draining: Promise<void> | undefined;
  let again = false;

  async function runOnce(): Promise<void> {
    try {
      const response = await drainOnce();
      const text = await response.text();
      if (!response.ok) {
        stack.log(`[outbox] send-appointment-email answered ${response.status}: ${text.slice(0, 500)}`);
        return;
      }
      const summary = JSON.parse(text) as DrainSummary;
      // Progress and no failure: more rows may be waiting behind one invocation's bound.
      if (typeof summary.processed === 'number' && summary.processed > 0 && summary.failed === 0)
        again = true;
    } catch (error) {
      stack.log(`[outbox] drain failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  function drain(): void {
    if (stopped) return;
    if (draining) {
      again = true;
      return;
    }
    draining = (async () => {
      do {
        again = false;
        await runOnce();
      } while (again && !stopped);
    })().finally(() => {
      draining = undefined;
    });
  }

  function scheduleDrain(): void {
    if (stopped || debounceTimer) return;
    debounceTimer = setTimeout(() => {
      debounceTimer = undefined;
      drain();
    }, debounceMs);
  }

  function scheduleReconnect(): void {
    if (stopped || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      void connect();
    }, reconnectDelay);
    reconnectDelay = Math.min(reconnectDelay * 2, RECONNECT_MAX_MS);
  }

  function releaseOnce(client: pg.PoolClient): (error?: Error) => void {
    let released = false;
    return (error) => {
      if (released) return;
      released = true;
      try {
        // A broken connection is destroyed rather than returned to the pool.
        client.release(error ?? true);
      } catch {
        // Already gone with the pool.
      }
    };
  }

  async function connect(): Promise<void> {
    if (stopped || listener) return;
    let client: pg.PoolClient;
    try {
      client = await stack.adminPool.connect();
    } catch (error) {
      stack.log(
        `[outbox] cannot connect to listen: ${error instanceof Error ? error.message : String(error)}`,
      );
      scheduleReconnect();
      return;
    }
    const release = releaseOnce(client);
    const lost = (error?: Error) => {
      if (listener?.client !== client) return release(error);
      listener = undefined;
      release(error);
      if (!stopped) {
        stack.log(`[outbox] listening connection lost${error ? `: ${error.message}` : ''}; reconnecting`);
        scheduleReconnect();
      }
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      if (message.channel === channel) scheduleDrain();
    });
    try {
      await client.query(`listen ${channel}`);
    } catch (error) {
      release(error instanceof Error ? error : undefined);
      stack.log(`[outbox] listen failed: ${error instanceof Error ? error.message : String(error)}`);
      scheduleReconnect();
      return;
    }
    if (stopped) {
      release();
      return;
    }
    listener = { client, release };
    reconnectDelay = RECONNECT_MIN_MS;
    // Whatever was queued while nobody listened.
    scheduleDrain();
  }

  await connect();
  const sweep = setInterval(() => {
    if (!listener) scheduleReconnect();
    drain();
  }, options.sweepIntervalMs ?? SWEEP_INTERVAL_MS);
  sweep.unref();

  return {
    drain,
    async stop() {
      stopped = true;
      clearInterval(sweep);
      if (debounceTimer) clearTimeout(debounceTimer);
      if (reconnectTimer) clearTimeout(reconnectTimer);
      debounceTimer = undefined;
      reconnectTimer = undefined;
      await draining?.catch(() => undefined);
      const current = listener;
      listener = undefined;
      if (current) {
        await current.client.query(`unlisten ${channel}`).catch(() => undefined);
        current.release();
      }
    },
  };
}
