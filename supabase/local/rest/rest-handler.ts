/**
 * /rest/v1: PostgREST 13 for the public schema, as supabase-js 2.119 speaks it. Routes
 * /<table> and /rpc/<fn>, authenticates the JWT, negotiates Prefer/Accept, and runs the action
 * (actions.ts). A request that names something the schema cache lacks reloads the cache once
 * and is planned again, so tables created after start-up are served.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RouteContext, RouteHandler } from '../api-server.ts';
import type { RequestIdentity, RequestInfo } from '../db.ts';
import { bearerToken, flatHeaders, HttpError, readBody } from '../http.ts';
import { type VerificationKeys, verifyJwt } from '../jwt.ts';
import { identifyRequest } from '../request-identity.ts';
import {
  type ActionInput,
  callRoutine,
  deleteRows,
  insertRows,
  type Reply,
  readTable,
  updateRows,
} from './actions.ts';
import { checkEmbedCost } from './embed-cost.ts';
import {
  fromPgError,
  invalidBody,
  invalidResourcePath,
  invalidRpcMethod,
  isPgServerError,
  jwtError,
  PgrstError,
  SCHEMA_CACHE_CODES,
  unacceptableSchema,
  unsupportedMethod,
} from './errors.ts';
import { jsonDeeperThan, MAX_JSON_DEPTH } from './json-depth.ts';
import { negotiateMedia, parsePreferences, requestedRange } from './negotiation.ts';
import { SchemaMiss } from './plan.ts';
import { parseQueryParams } from './query-params.ts';
import { freshSchemaCache, getSchemaCache } from './schema-cache.ts';

export { reloadSchemaCache } from './schema-cache.ts';

type Target = { kind: 'table'; name: string } | { kind: 'rpc'; name: string };

const TABLE_METHODS = new Set(['GET', 'HEAD', 'POST', 'PATCH', 'DELETE']);
const RPC_METHODS = new Set(['GET', 'HEAD', 'POST']);

export const handleRest: RouteHandler = async (context) => {
  const startedAt = performance.now();
  try {
    send(context.res, await serve(context, startedAt));
  } catch (error) {
    sendError(context, error);
  }
};

async function serve(context: RouteContext, startedAt: number): Promise<Reply> {
  const { req, url, stack } = context;
  const method = (req.method ?? 'GET').toUpperCase();
  const target = parseTarget(context.path);
  if (target.kind === 'rpc' && !RPC_METHODS.has(method)) throw invalidRpcMethod(method);
  if (target.kind === 'table' && !TABLE_METHODS.has(method)) throw unsupportedMethod(method);
  const profile = checkProfile(req, method);
  const identity = await authenticate(req, stack.jwtKeys);
  const prefs = parsePreferences(req.headers.prefer);
  const media = negotiateMedia(header(req, 'accept'));
  const isRead = method === 'GET' || method === 'HEAD';
  const params = parseQueryParams(url.search, target.kind === 'rpc' && isRead);
  checkEmbedCost(params.select);
  const body = method === 'POST' || method === 'PATCH' ? await readRequestBody(req) : undefined;
  const headers = flatHeaders(req);
  delete headers.cookie;
  const info: RequestInfo = { method, path: context.path, headers };

  const authed = identity.role !== 'anon';
  let cache = await getSchemaCache(stack.pool);
  for (let attempt = 0; ; attempt += 1) {
    const input: ActionInput = {
      pool: stack.pool,
      identity,
      info,
      method,
      params,
      prefs,
      media,
      body,
      headerRange: method === 'GET' ? requestedRange(req) : undefined,
      cache,
      strict: attempt === 0,
    };
    try {
      const reply = await act(input, target);
      if (profile) reply.headers['Content-Profile'] = profile;
      return reply;
    } catch (error) {
      if (attempt === 0 && isSchemaCacheMiss(error)) {
        // Something named is not in the cache: maybe created after it was loaded.
        cache = await freshSchemaCache(stack.pool, startedAt);
        continue;
      }
      if (isPgServerError(error)) throw fromPgError(error, authed);
      throw error;
    }
  }
}

function act(input: ActionInput, target: Target): Promise<Reply> {
  if (target.kind === 'rpc') return callRoutine(input, target.name);
  switch (input.method) {
    case 'POST':
      return insertRows(input, target.name);
    case 'PATCH':
      return updateRows(input, target.name);
    case 'DELETE':
      return deleteRows(input, target.name);
    default:
      return readTable(input, target.name);
  }
}

function isSchemaCacheMiss(error: unknown): boolean {
  if (error instanceof SchemaMiss) return true;
  if (error instanceof PgrstError) return SCHEMA_CACHE_CODES.has(error.code);
  return isPgServerError(error) && SCHEMA_CACHE_CODES.has(error.code);
}

function parseTarget(path: string): Target {
  const segments = path.split('/').filter((segment) => segment !== '');
  const decode = (segment: string) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      throw invalidResourcePath();
    }
  };
  const [first, second] = segments;
  if (segments.length === 1 && first !== undefined) return { kind: 'table', name: decode(first) };
  if (segments.length === 2 && first === 'rpc' && second !== undefined)
    return { kind: 'rpc', name: decode(second) };
  // The root (OpenAPI description) is not served: supabase-js never asks for it.
  throw invalidResourcePath();
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Only `public` is exposed; the profile header, when given, is echoed as Content-Profile. */
function checkProfile(req: IncomingMessage, method: string): string | undefined {
  const name = method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile';
  const profile = header(req, name);
  if (profile === undefined) return undefined;
  if (profile !== 'public') throw unacceptableSchema(profile);
  return profile;
}

/** The JWT's role and claims, or PostgREST's 401 for a token it would refuse. */
async function authenticate(req: IncomingMessage, keys: VerificationKeys): Promise<RequestIdentity> {
  const result = await identifyRequest(req, keys);
  if (result.ok) {
    // PostgREST puts the effective role into request.jwt.claims, also for anon.
    return { role: result.identity.role, claims: { ...result.identity.claims, role: result.identity.role } };
  }
  const apikey = req.headers.apikey;
  const token = bearerToken(req) ?? (typeof apikey === 'string' ? apikey : '');
  switch (result.reason) {
    case 'expired':
      throw jwtError('PGRST303', 'JWT expired');
    case 'bad_signature':
      throw jwtError(
        'PGRST301',
        'No suitable key or wrong key type',
        'None of the keys was able to decode the JWT',
      );
    case 'malformed': {
      const parts = token.split('.').length;
      throw jwtError(
        'PGRST301',
        parts === 3 ? 'JWT cryptographic operation failed' : `Expected 3 parts in JWT; got ${parts}`,
      );
    }
    case 'bad_role': {
      const verdict = await verifyJwt(token, keys);
      const role = verdict.ok ? verdict.claims.role : undefined;
      // No role claim: PostgREST falls back to the anonymous role.
      if (verdict.ok && role === undefined)
        return { role: 'anon', claims: { ...verdict.claims, role: 'anon' } };
      throw new PgrstError(401, '22023', `role ${JSON.stringify(String(role))} does not exist`, null, null, {
        'WWW-Authenticate': 'Bearer',
      });
    }
  }
}

async function readRequestBody(req: IncomingMessage): Promise<string> {
  const body = (await readBody(req)).toString('utf8');
  const contentType =
    (header(req, 'content-type') ?? 'application/json').split(';')[0]?.trim().toLowerCase() ?? '';
  if (contentType === 'application/json' || contentType === '') {
    if (jsonDeeperThan(body)) throw invalidBody(`The JSON body nests deeper than ${MAX_JSON_DEPTH} levels`);
    return body;
  }
  if (contentType === 'application/x-www-form-urlencoded') {
    // A form is an object of strings; Postgres converts them to the column types.
    return JSON.stringify(Object.fromEntries(new URLSearchParams(body)));
  }
  throw invalidBody(`Content-Type not acceptable: ${contentType}`);
}

function send(res: ServerResponse, reply: Reply): void {
  const headers: Record<string, string> = { ...reply.headers };
  if (reply.body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(reply.body));
  res.writeHead(reply.status, headers);
  res.end(reply.body);
}

function sendError(context: RouteContext, error: unknown): void {
  const { res, req, stack } = context;
  if (res.headersSent) {
    res.destroy();
    return;
  }
  let failure: HttpError;
  if (error instanceof HttpError) {
    failure = error;
  } else if (isPgServerError(error)) {
    failure = fromPgError(error, true);
  } else if (isConnectionError(error)) {
    failure = new PgrstError(
      503,
      'PGRST001',
      'Database client error. Retrying the connection.',
      describe(error),
    );
  } else {
    stack.log(
      `[rest] ${req.method} ${req.url}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    failure = new PgrstError(500, 'PGRSTX00', 'Internal server error', describe(error));
  }
  const text = JSON.stringify(failure.body);
  res.writeHead(failure.status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    ...failure.headers,
  });
  res.end(req.method === 'HEAD' ? undefined : text);
}

function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    typeof code === 'string' && ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01'].includes(code)
  );
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
