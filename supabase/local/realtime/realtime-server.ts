/**
 * The Realtime subset the app uses, on the API port at /realtime/v1/websocket: Phoenix channels
 * as realtime-js speaks them (join, heartbeat, access_token, leave) carrying broadcast from the
 * database. A private channel is joined only if row-level security on realtime.messages lets the
 * caller read a message of that topic, checked as hosted Realtime checks it (a probe row inserted,
 * read as the caller with realtime.topic() set, rolled back). realtime.send notifies this server
 * at commit (bootstrap/30_realtime_schema.sql); each message goes to the channels of its topic.
 * postgres_changes, presence and a client's own broadcasts are not served (docs/backend.md).
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type pg from 'pg';
import { type WebSocket, WebSocketServer } from 'ws';
import type { Stack } from '../api-server.ts';
import { type JwtClaims, type VerificationKeys, verifyJwt } from '../jwt.ts';
import { decodeFrame, encodeFrame, type PhoenixFrame, type PhoenixVersion, reply } from './phoenix-frames.ts';

export const REALTIME_PATH = '/realtime/v1/websocket';
const NOTIFY_CHANNEL = 'cabinet_realtime';
const TOPIC_PREFIX = 'realtime:';

export interface RealtimeServer {
  /** Takes the upgrade if it is for Realtime (true), else leaves it (false). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** How many channels are joined now (tests wait on it). */
  joinedChannels(): number;
  stop(): Promise<void>;
}

interface Identity {
  role: string;
  claims: JwtClaims;
}

interface Channel {
  joinRef: string | null;
  /** The topic without realtime-js's "realtime:" prefix, as realtime.send names it. */
  subTopic: string;
  private: boolean;
  identity: Identity;
}

interface Connection {
  socket: WebSocket;
  version: PhoenixVersion;
  apikey: Identity;
  /** Joined channels by their full topic. */
  channels: Map<string, Channel>;
  /**
   * The frame being handled: frames are handled one after another, as they came, so a token
   * refresh never overtakes the join before it (checking a token is asynchronous).
   */
  handled: Promise<void>;
}

interface Broadcast {
  topic: string;
  event: string;
  payload: unknown;
  private: boolean;
}

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

async function identify(token: unknown, keys: VerificationKeys): Promise<Identity | string> {
  if (typeof token !== 'string' || token === '') return 'a token is required';
  const verdict = await verifyJwt(token, keys);
  if (!verdict.ok) return verdict.reason === 'expired' ? 'Token has expired' : 'Invalid JWT';
  const role = verdict.claims.role;
  if (typeof role !== 'string' || !API_ROLES.has(role)) return 'Invalid JWT role';
  return { role, claims: verdict.claims };
}

const expired = (identity: Identity) =>
  typeof identity.claims.exp === 'number' && identity.claims.exp * 1000 < Date.now();

function parseBroadcast(text: string): Broadcast | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { topic, event, payload, private: isPrivate } = value as Record<string, unknown>;
    if (typeof topic !== 'string' || typeof event !== 'string') return null;
    return { topic, event, payload: payload ?? {}, private: isPrivate === true };
  } catch {
    return null;
  }
}

/** Whether row-level security lets `identity` read a broadcast of `topic` (hosted Realtime's check). */
async function mayListen(pool: pg.Pool, identity: Identity, topic: string): Promise<boolean> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const probe = await client.query<{ id: string }>(
      `insert into realtime.messages (topic, extension, private) values ($1, 'broadcast', true) returning id`,
      [topic],
    );
    await client.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('realtime.topic', $3, true)`,
      [identity.role, JSON.stringify(identity.claims), topic],
    );
    const seen = await client.query('select 1 from realtime.messages where id = $1', [probe.rows[0]?.id]);
    return seen.rowCount === 1;
  } finally {
    await client.query('rollback').catch(() => undefined);
    client.release();
  }
}

export async function startRealtimeServer(stack: Stack): Promise<RealtimeServer> {
  const keys = stack.jwtKeys;
  const connections = new Set<Connection>();
  const wss = new WebSocketServer({ noServer: true });

  const send = (connection: Connection, frame: PhoenixFrame) => {
    if (connection.socket.readyState === connection.socket.OPEN)
      connection.socket.send(encodeFrame(frame, connection.version));
  };

  /** Ends a channel whose token ran out, as hosted Realtime does: a system message, then phx_close. */
  const closeChannel = (connection: Connection, topic: string, channel: Channel, message: string) => {
    connection.channels.delete(topic);
    const base = { joinRef: channel.joinRef, ref: null, topic };
    send(connection, {
      ...base,
      event: 'system',
      payload: { status: 'error', extension: 'system', message },
    });
    send(connection, { ...base, event: 'phx_close', payload: {} });
  };

  const deliver = (broadcast: Broadcast) => {
    const topic = `${TOPIC_PREFIX}${broadcast.topic}`;
    for (const connection of connections) {
      const channel = connection.channels.get(topic);
      if (!channel || channel.private !== broadcast.private) continue;
      if (expired(channel.identity)) {
        closeChannel(connection, topic, channel, 'Token has expired');
        continue;
      }
      send(connection, {
        joinRef: null,
        ref: null,
        topic,
        event: 'broadcast',
        payload: { type: 'broadcast', event: broadcast.event, payload: broadcast.payload },
      });
    }
  };

  const listener = await stack.adminPool.connect();
  listener.on('notification', (message) => {
    if (message.channel !== NOTIFY_CHANNEL || !message.payload) return;
    const broadcast = parseBroadcast(message.payload);
    if (broadcast) deliver(broadcast);
  });
  await listener.query(`listen ${NOTIFY_CHANNEL}`);

  async function join(connection: Connection, frame: PhoenixFrame): Promise<void> {
    const config = (frame.payload.config ?? {}) as Record<string, unknown>;
    const identity = await identify(frame.payload.access_token ?? null, keys);
    const who = typeof identity === 'string' ? connection.apikey : identity;
    if (typeof identity === 'string' && frame.payload.access_token !== undefined) {
      send(connection, reply(frame, 'error', { reason: identity }));
      return;
    }
    const changes = config.postgres_changes;
    if (Array.isArray(changes) && changes.length > 0) {
      send(
        connection,
        reply(frame, 'error', {
          reason: 'The local stack serves broadcast from the database, not postgres_changes',
        }),
      );
      return;
    }
    const subTopic = frame.topic.startsWith(TOPIC_PREFIX)
      ? frame.topic.slice(TOPIC_PREFIX.length)
      : frame.topic;
    const isPrivate = config.private === true;
    if (isPrivate) {
      const allowed = await mayListen(stack.adminPool, who, subTopic).catch((error: unknown) => {
        stack.log(`[realtime] authorising ${subTopic}: ${String(error)}`);
        return false;
      });
      if (!allowed) {
        send(
          connection,
          reply(frame, 'error', {
            reason: `Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic}`,
          }),
        );
        return;
      }
    }
    connection.channels.set(frame.topic, {
      joinRef: frame.joinRef,
      subTopic,
      private: isPrivate,
      identity: who,
    });
    send(connection, reply(frame, 'ok', { postgres_changes: [] }));
  }

  async function refreshToken(connection: Connection, frame: PhoenixFrame): Promise<void> {
    const identity = await identify(frame.payload.access_token ?? null, keys);
    // Looked up after the check: the channel may have been left meanwhile.
    const channel = connection.channels.get(frame.topic);
    if (!channel) return;
    if (typeof identity === 'string') {
      closeChannel(connection, frame.topic, channel, identity);
      return;
    }
    // A new token of another user would be a new listener: only the same subject may refresh.
    if (identity.claims.sub !== channel.identity.claims.sub) {
      closeChannel(connection, frame.topic, channel, 'Token of another user');
      return;
    }
    channel.identity = identity;
  }

  async function receive(connection: Connection, frame: PhoenixFrame): Promise<void> {
    if (frame.topic === 'phoenix' && frame.event === 'heartbeat') {
      send(connection, reply(frame, 'ok'));
      return;
    }
    switch (frame.event) {
      case 'phx_join':
        await join(connection, frame);
        return;
      case 'access_token':
        await refreshToken(connection, frame);
        return;
      case 'phx_leave':
        connection.channels.delete(frame.topic);
        send(connection, reply(frame, 'ok'));
        return;
      default:
        // A client's own broadcast or presence: acknowledged, not relayed.
        if (frame.ref !== null) send(connection, reply(frame, 'ok'));
    }
  }

  wss.on('connection', (socket: WebSocket, connection: Connection) => {
    connections.add(connection);
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      const frame = decodeFrame(data.toString(), connection.version);
      if (!frame) return;
      connection.handled = connection.handled
        .then(() => receive(connection, frame))
        .catch((error: unknown) => {
          stack.log(`[realtime] ${frame.event} on ${frame.topic}: ${String(error)}`);
          if (frame.ref !== null) send(connection, reply(frame, 'error', { reason: 'Internal error' }));
        });
    });
    socket.on('close', () => connections.delete(connection));
    socket.on('error', () => connections.delete(connection));
  });

  return {
    handleUpgrade(req, socket, head) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname !== REALTIME_PATH) return false;
      // The key is checked asynchronously; until ws owns the socket, its errors are ours to absorb.
      const ignore = () => undefined;
      socket.on('error', ignore);
      void identify(url.searchParams.get('apikey') ?? req.headers.apikey, keys)
        .then((apikey) => {
          if (socket.destroyed) return;
          if (typeof apikey === 'string') {
            socket.end('HTTP/1.1 401 Unauthorized\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\n');
            return;
          }
          const version: PhoenixVersion = url.searchParams.get('vsn') === '2.0.0' ? '2.0.0' : '1.0.0';
          socket.off('error', ignore);
          wss.handleUpgrade(req, socket, head, (ws) => {
            const connection: Connection = {
              socket: ws,
              version,
              apikey,
              channels: new Map(),
              handled: Promise.resolve(),
            };
            wss.emit('connection', ws, connection);
          });
        })
        .catch((error: unknown) => {
          stack.log(`[realtime] upgrade: ${String(error)}`);
          socket.destroy();
        });
      return true;
    },
    joinedChannels() {
      let count = 0;
      for (const connection of connections) count += connection.channels.size;
      return count;
    },
    async stop() {
      for (const connection of connections) connection.socket.terminate();
      connections.clear();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await listener.query(`unlisten ${NOTIFY_CHANNEL}`).catch(() => undefined);
      listener.release();
    },
  };
}
