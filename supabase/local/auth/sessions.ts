/**
 * Sessions and tokens as GoTrue keeps them: one auth.sessions row per sign-in, a chain of
 * rotating refresh tokens in auth.refresh_tokens (each new one's parent is the token it
 * replaced), and short-lived access tokens that name their session in `session_id`, signed
 * ES256 with the stack's key (HS256 ones of earlier builds still verify until they expire).
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type pg from 'pg';
import type { Stack } from '../api-server.ts';
import type { StackConfig } from '../config.ts';
import { bearerToken } from '../http.ts';
import { type JwtClaims, signAccessToken, verifyJwt } from '../jwt.ts';
import type { JwtKeys } from '../jwt-keys.ts';
import { AuthError, badRequest, CommitThenFail, forbidden } from './auth-errors.ts';
import { isUuid } from './params.ts';
import { transaction } from './transaction.ts';
import {
  DEFAULT_AUD,
  DEFAULT_ROLE,
  findUserById,
  isBanned,
  NIL_UUID,
  type UserRow,
  userJson,
} from './users.ts';

/** How the session was established, reported in the access token's `amr` claim. */
export type AuthMethod = 'password' | 'otp';

const TOKEN_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** GoTrue uses 12 characters; 24 gives ~124 bits, the token being a bearer credential. */
const REFRESH_TOKEN_LENGTH = 24;

export function newRefreshToken(): string {
  let token = '';
  for (let i = 0; i < REFRESH_TOKEN_LENGTH; i++) token += TOKEN_ALPHABET[randomInt(TOKEN_ALPHABET.length)];
  return token;
}

export type SessionJson = {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
};

export function clientIp(req: IncomingMessage): string | null {
  const address = req.socket.remoteAddress;
  return address && isIP(address) ? address : null;
}

function userAgent(req: IncomingMessage): string | null {
  return req.headers['user-agent'] ?? null;
}

export function issuer(config: StackConfig): string {
  return `${config.apiUrl}/auth/v1`;
}

async function accessToken(
  stack: Pick<Stack, 'config' | 'jwtKeys'>,
  user: UserRow,
  sessionId: string,
  method: AuthMethod,
  sessionCreatedAt: Date,
): Promise<{ token: string; expiresAt: number }> {
  const { config } = stack;
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + config.jwtExpiry;
  const claims: JwtClaims = {
    aud: user.aud || DEFAULT_AUD,
    exp,
    iat,
    iss: issuer(config),
    sub: user.id,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role || DEFAULT_ROLE,
    aal: 'aal1',
    amr: [{ method, timestamp: Math.floor(sessionCreatedAt.getTime() / 1000) }],
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  };
  return { token: await signAccessToken(claims, stack.jwtKeys.es256), expiresAt: exp };
}

async function sessionJson(
  client: pg.ClientBase,
  stack: Pick<Stack, 'config' | 'jwtKeys'>,
  user: UserRow,
  session: { id: string; created_at: Date },
  refreshToken: string,
  method: AuthMethod,
): Promise<SessionJson> {
  const { token, expiresAt } = await accessToken(stack, user, session.id, method, session.created_at);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: stack.config.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await userJson(client, user),
  };
}

async function insertRefreshToken(
  client: pg.ClientBase,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = newRefreshToken();
  await client.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, parent, session_id)
     values ($1, $2, $3, false, $4, $5)`,
    [NIL_UUID, token, userId, parent, sessionId],
  );
  return token;
}

/** Starts a session for `user` inside the caller's transaction (sign-in, email link). */
export async function issueSession(
  client: pg.ClientBase,
  stack: Pick<Stack, 'config' | 'jwtKeys'>,
  req: IncomingMessage,
  user: UserRow,
  method: AuthMethod,
): Promise<SessionJson> {
  const created = await client.query<{ id: string; created_at: Date }>(
    `insert into auth.sessions (id, user_id, aal, user_agent, ip) values ($1, $2, 'aal1', $3, $4)
     returning id, created_at`,
    [randomUUID(), user.id, userAgent(req), clientIp(req)],
  );
  const session = created.rows[0];
  if (!session) throw new Error('session insert returned no row');
  const refreshToken = await insertRefreshToken(client, user.id, session.id, null);
  await client.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
  const fresh = (await findUserById(client, user.id)) ?? user;
  return sessionJson(client, stack, fresh, session, refreshToken, method);
}

interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  session_id: string | null;
}

const TOKEN_NOT_FOUND = 'Invalid Refresh Token: Refresh Token Not Found';

/**
 * grant_type=refresh_token with strict rotation: the presented token is revoked and a child
 * issued in the same session. Presenting a revoked token again ends the whole session, which
 * is what GoTrue does once its reuse interval has passed (see the report for why the interval
 * is not kept here).
 */
export async function refreshSession(
  stack: Stack,
  req: IncomingMessage,
  refreshToken: string,
): Promise<SessionJson> {
  if (!refreshToken) throw badRequest('validation_failed', 'refresh_token required');
  return transaction(stack.adminPool, async (client) => {
    const lookup = await client.query<RefreshTokenRow>(
      'select id, token, user_id, revoked, session_id from auth.refresh_tokens where token = $1',
      [refreshToken],
    );
    const first = lookup.rows[0];
    if (!first) throw badRequest('refresh_token_not_found', TOKEN_NOT_FOUND);
    if (!first.session_id) {
      await client.query('delete from auth.refresh_tokens where id = $1', [first.id]);
      throw new CommitThenFail(
        badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found'),
      );
    }
    // Session first, then token: the same lock order as sign-out, which deletes the session
    // and with it (cascade) its tokens, so the two never deadlock.
    const sessions = await client.query<{ id: string; created_at: Date; not_after: Date | null }>(
      'select id, created_at, not_after from auth.sessions where id = $1 for update',
      [first.session_id],
    );
    const session = sessions.rows[0];
    const locked = await client.query<RefreshTokenRow>(
      'select id, token, user_id, revoked, session_id from auth.refresh_tokens where id = $1 for update',
      [first.id],
    );
    const row = locked.rows[0];
    if (!row) throw badRequest('refresh_token_not_found', TOKEN_NOT_FOUND);
    if (!session) throw badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found');

    const user = isUuid(row.user_id) ? await findUserById(client, row.user_id) : undefined;
    if (!user) throw badRequest('refresh_token_not_found', TOKEN_NOT_FOUND);
    if (isBanned(user)) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned');
    if (session.not_after && session.not_after.getTime() <= Date.now()) {
      throw badRequest('session_expired', 'Invalid Refresh Token: Session Expired');
    }
    if (row.revoked) {
      // A revoked token coming back means a copy leaked or a client replays: end the session.
      await client.query('delete from auth.sessions where id = $1', [session.id]);
      stack.log(`[auth] refresh token reuse: session ${session.id} of user ${user.id} revoked`);
      throw new CommitThenFail(
        badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
      );
    }

    await client.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [
      row.id,
    ]);
    const next = await insertRefreshToken(client, user.id, session.id, row.token);
    await client.query(
      'update auth.sessions set refreshed_at = now(), updated_at = now(), user_agent = $2, ip = $3 where id = $1',
      [session.id, userAgent(req), clientIp(req)],
    );
    // The sessions table has no record of the original method; password is the common one.
    return sessionJson(client, stack, user, session, next, 'password');
  });
}

export interface Authenticated {
  user: UserRow;
  claims: JwtClaims;
  /** The token's session, or null for tokens minted without one. */
  sessionId: string | null;
}

const JWT_FAILURES = {
  malformed: 'token is malformed: could not base64 decode or parse the token',
  bad_signature: 'token signature is invalid: signature is invalid',
  expired: 'token has invalid claims: token is expired',
} as const;

/** Verifies a Bearer JWT with the stack's keys; GoTrue's 401/403 answers otherwise. */
export async function verifyBearer(req: IncomingMessage, keys: JwtKeys): Promise<JwtClaims> {
  const token = bearerToken(req);
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  // GoTrue's JWT parser allows no clock skew.
  const verdict = await verifyJwt(token, keys, 0);
  if (!verdict.ok) {
    throw forbidden(
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${JWT_FAILURES[verdict.reason]}`,
    );
  }
  return verdict.claims;
}

/** Loads the user and session a verified token names (GoTrue maybeLoadUserOrSession). */
export async function loadTokenSubject(client: pg.ClientBase, claims: JwtClaims): Promise<Authenticated> {
  const sub = claims.sub;
  if (typeof sub !== 'string' || sub === '') throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!isUuid(sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(client, sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  let sessionId: string | null = null;
  const claimed = claims.session_id;
  if (typeof claimed === 'string' && claimed !== '' && claimed !== NIL_UUID) {
    if (!isUuid(claimed)) throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
    const session = await client.query('select 1 from auth.sessions where id = $1 and user_id = $2', [
      claimed,
      sub,
    ]);
    if (!session.rowCount)
      throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    sessionId = claimed;
  }
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
  return { user, claims, sessionId };
}

/** GoTrue requireAuthentication: a valid token of an existing user and a live session. */
export async function authenticate(stack: Stack, req: IncomingMessage): Promise<Authenticated> {
  const claims = await verifyBearer(req, stack.jwtKeys);
  const client = await stack.adminPool.connect();
  try {
    return await loadTokenSubject(client, claims);
  } finally {
    client.release();
  }
}

export type LogoutScope = 'global' | 'local' | 'others';

export async function logout(stack: Stack, auth: Authenticated, scope: LogoutScope): Promise<void> {
  // Refresh tokens go with their session (on delete cascade).
  if (auth.sessionId && scope === 'local') {
    await stack.adminPool.query('delete from auth.sessions where id = $1', [auth.sessionId]);
  } else if (auth.sessionId && scope === 'others') {
    await stack.adminPool.query('delete from auth.sessions where user_id = $1 and id <> $2', [
      auth.user.id,
      auth.sessionId,
    ]);
  } else {
    await stack.adminPool.query('delete from auth.sessions where user_id = $1', [auth.user.id]);
  }
}
