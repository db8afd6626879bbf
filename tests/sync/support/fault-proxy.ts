/**
 * A switchable fault between simulated clients and the test stack: an HTTP proxy on 127.0.0.1
 * (random port) whose URL the clients use as their Supabase URL. By default it passes every
 * request through; a test sets faults that hit matching requests (e.g. only
 * /rest/v1/rpc/sync_push), for the next N of them or for a while:
 *
 *   drop-after-apply   forwards the request, waits until the server has answered (so it applied
 *                      the change), then cuts the client's connection without answering: the
 *                      client must retry, and the retry must not apply anything twice.
 *   drop               cuts the connection once the request body arrived, without forwarding.
 *   status             answers 500 / 503 (a crashing or restarting server) without forwarding;
 *                      with a code, PostgREST's error of it (404 PGRST202: no such function, as a
 *                      server before a migration answers a parameter it does not know).
 *   delay              forwards after `ms` (slow network; client timeouts).
 *   late-answer        forwards at once and answers after `ms`: the server applied the change
 *                      long before the client, which may have given up waiting, hears of it.
 *   stall              never answers until the fault is cleared or the proxy closes.
 */
import http from 'node:http';
import net from 'node:net';
import { waitUntil } from '../../support/wait-until.ts';

export type FaultKind =
  | { kind: 'drop-after-apply' }
  | { kind: 'drop' }
  | { kind: 'status'; status: number; code?: string }
  | { kind: 'delay'; ms: number }
  | { kind: 'late-answer'; ms: number }
  | { kind: 'stall' };

export interface FaultRule {
  fault: FaultKind;
  /** Only requests whose path (without query) matches; all requests when absent. */
  match?: RegExp;
  /** Only requests whose body matches, e.g. /"p_collection":"appointments"/. */
  body?: RegExp;
  /** Lets this many matching requests pass before the fault starts hitting. */
  skip?: number;
  /** Hit only the next N matching requests. */
  times?: number;
  /** Hit matching requests until then (epoch ms). */
  until?: number;
}

export interface ProxiedRequest {
  method: string;
  path: string;
  fault: FaultKind['kind'] | 'pass';
  /** The request body (JSON for rpc calls), for diagnosing what a client sent. */
  body: string;
  /** Status the client received, or null when the connection was cut or stalled. */
  status: number | null;
  at: number;
}

export const SYNC_PUSH = /^\/rest\/v1\/rpc\/sync_push$/;
export const SYNC_PULL = /^\/rest\/v1\/rpc\/sync_pull$/;

/** Matches the body of a sync_pull or sync_push call for one collection. */
export function forCollection(collection: string): RegExp {
  return new RegExp(`"p_collection":"${collection}"`);
}

export interface FaultProxy {
  readonly url: string;
  /** Adds a fault; the first rule that matches a request and is still live applies. */
  inject(rule: FaultRule): void;
  /** Fails the next `times` requests matching `match` with `fault`. */
  failNext(times: number, fault: FaultKind, match?: RegExp): void;
  /** Fails matching requests for `ms` milliseconds. */
  failFor(ms: number, fault: FaultKind, match?: RegExp): void;
  /** Back to pass-through; stalled requests are cut. */
  clear(): void;
  /** Every request seen, in arrival order. */
  readonly log: readonly ProxiedRequest[];
  /** How many requests a fault hit (optionally of one kind or path). */
  faultsHit(filter?: { kind?: FaultKind['kind']; match?: RegExp }): number;
  /** Resolves once `count` requests were hit by faults matching the filter. */
  waitForFaults(
    count: number,
    filter?: { kind?: FaultKind['kind']; match?: RegExp },
    timeoutMs?: number,
  ): Promise<void>;
  close(): Promise<void>;
}

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

interface UpstreamAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function forward(upstream: URL, req: http.IncomingMessage, body: Buffer): Promise<UpstreamAnswer> {
  return new Promise((resolve, reject) => {
    const headers = { ...req.headers, host: upstream.host, 'content-length': String(body.length) };
    delete headers['transfer-encoding'];
    delete headers.connection;
    const outgoing = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

function answer(res: http.ServerResponse, upstream: UpstreamAnswer): void {
  const headers = { ...upstream.headers };
  delete headers['transfer-encoding'];
  delete headers.connection;
  headers['content-length'] = String(upstream.body.length);
  res.writeHead(upstream.status, headers);
  res.end(upstream.body);
}

function matches(
  entry: ProxiedRequest,
  filter: { kind?: FaultKind['kind']; match?: RegExp } | undefined,
): boolean {
  if (entry.fault === 'pass') return false;
  if (filter?.kind && entry.fault !== filter.kind) return false;
  return !filter?.match || filter.match.test(entry.path);
}

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  const rules: FaultRule[] = [];
  const log: ProxiedRequest[] = [];
  const stalled = new Set<http.ServerResponse>();
  const sockets = new Set<net.Socket>();

  function take(path: string, body: string): FaultKind | null {
    const now = Date.now();
    for (let index = 0; index < rules.length; index += 1) {
      const rule = rules[index];
      if (!rule) continue;
      const expired =
        (rule.times !== undefined && rule.times <= 0) || (rule.until !== undefined && now >= rule.until);
      if (expired) {
        rules.splice(index, 1);
        index -= 1;
        continue;
      }
      if (rule.match && !rule.match.test(path)) continue;
      if (rule.body && !rule.body.test(body)) continue;
      if (rule.skip !== undefined && rule.skip > 0) {
        rule.skip -= 1;
        continue;
      }
      if (rule.times !== undefined) rule.times -= 1;
      return rule.fault;
    }
    return null;
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const body = await readBody(req);
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const text = body.toString('utf8');
    const fault = take(path, text);
    const entry: ProxiedRequest = {
      method: req.method ?? 'GET',
      path,
      fault: fault?.kind ?? 'pass',
      body: text,
      status: null,
      at: Date.now(),
    };
    log.push(entry);
    const cut = () => {
      req.socket.destroy();
    };
    switch (fault?.kind) {
      case 'drop':
        return cut();
      case 'stall':
        stalled.add(res);
        res.on('close', () => stalled.delete(res));
        return;
      case 'status': {
        const status = fault.status;
        res.writeHead(status, { 'content-type': 'application/json' });
        const code = fault.code ?? String(status);
        res.end(JSON.stringify({ message: `fault proxy: ${code}`, code, details: null, hint: null }));
        entry.status = status;
        return;
      }
      case 'delay':
        await new Promise((resolve) => setTimeout(resolve, fault.ms));
        break;
      default:
        break;
    }
    const upstreamAnswer = await forward(upstream, req, body);
    if (fault?.kind === 'drop-after-apply') return cut();
    if (fault?.kind === 'late-answer') await new Promise((resolve) => setTimeout(resolve, fault.ms));
    if (res.destroyed) return;
    answer(res, upstreamAnswer);
    entry.status = upstreamAnswer.status;
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent && !res.destroyed) {
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'fault proxy: upstream unreachable' }));
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  // WebSocket upgrades (realtime) are tunnelled untouched.
  server.on('upgrade', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    const tunnel = net.connect(Number(upstream.port), upstream.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let index = 0; index < req.rawHeaders.length; index += 2) {
        lines.push(`${req.rawHeaders[index]}: ${req.rawHeaders[index + 1]}`);
      }
      tunnel.write(`${lines.join('\r\n')}\r\n\r\n`);
      tunnel.write(head);
      tunnel.pipe(socket);
      socket.pipe(tunnel);
    });
    tunnel.on('error', () => socket.destroy());
    socket.on('error', () => tunnel.destroy());
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fault proxy has no port');

  const faultsHit = (filter?: { kind?: FaultKind['kind']; match?: RegExp }) =>
    log.filter((entry) => matches(entry, filter)).length;

  return {
    url: `http://127.0.0.1:${address.port}`,
    inject(rule) {
      rules.push({ ...rule });
    },
    failNext(times, fault, match) {
      rules.push({ fault, times, ...(match ? { match } : {}) });
    },
    failFor(ms, fault, match) {
      rules.push({ fault, until: Date.now() + ms, ...(match ? { match } : {}) });
    },
    clear() {
      rules.length = 0;
      for (const res of stalled) res.socket?.destroy();
      stalled.clear();
    },
    log,
    faultsHit,
    async waitForFaults(count, filter, timeoutMs = 20_000) {
      await waitUntil(() => faultsHit(filter) >= count, {
        timeoutMs,
        intervalMs: 10,
        what: () => `fault proxy: ${count} faults hit (${faultsHit(filter)} so far)`,
      });
    },
    async close() {
      rules.length = 0;
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
