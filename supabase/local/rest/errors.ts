/**
 * PostgREST's error responses: the {code, details, hint, message} body, its HTTP status, and
 * the SQLSTATE → HTTP mapping for errors raised by Postgres (PostgREST 13, Error.hs).
 */
import { HttpError } from '../http.ts';

export class PgrstError extends HttpError {
  readonly code: string;
  constructor(
    status: number,
    code: string,
    message: string,
    details: unknown = null,
    hint: unknown = null,
    headers: Record<string, string> = {},
  ) {
    // Keys in PostgREST's order (aeson sorts them).
    super(
      status,
      { code, details, hint, message },
      { 'Proxy-Status': `PostgREST; error=${code}`, ...headers },
    );
    this.code = code;
  }
}

export const queryParamError = (message: string, details: string): PgrstError =>
  new PgrstError(400, 'PGRST100', message, details);

export const invalidBody = (message = 'Empty or invalid json'): PgrstError =>
  new PgrstError(400, 'PGRST102', message);

export const invalidRange = (details: string): PgrstError =>
  new PgrstError(416, 'PGRST103', 'Requested range not satisfiable', details);

export const unacceptableSchema = (schema: string): PgrstError =>
  new PgrstError(
    406,
    'PGRST106',
    `Invalid schema: ${schema}`,
    null,
    'Only the following schemas are exposed: public',
  );

export const mediaTypeError = (types: string[]): PgrstError =>
  new PgrstError(406, 'PGRST107', `None of these media types are available: ${types.join(', ')}`);

export const notEmbedded = (resource: string): PgrstError =>
  new PgrstError(
    400,
    'PGRST108',
    `'${resource}' is not an embedded resource in this request`,
    null,
    `Verify that '${resource}' is included in the 'select' query parameter.`,
  );

export const singularityError = (rows: number): PgrstError =>
  new PgrstError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );

export const unsupportedMethod = (method: string): PgrstError =>
  new PgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);

export const invalidRpcMethod = (method: string): PgrstError =>
  new PgrstError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);

export const relatedOrderNotToOne = (origin: string, target: string): PgrstError =>
  new PgrstError(
    400,
    'PGRST118',
    `A related order on '${target}' is not possible`,
    `'${origin}' and '${target}' do not form a many-to-one or one-to-one relationship`,
  );

export const invalidPreferences = (prefs: string[]): PgrstError =>
  new PgrstError(
    400,
    'PGRST122',
    'Invalid preferences given with handling=strict',
    `Invalid preferences: ${prefs.join(', ')}`,
  );

export const aggregatesNotAllowed = (): PgrstError =>
  new PgrstError(400, 'PGRST123', 'Use of aggregate functions is not allowed');

export const maxAffectedViolation = (rows: number): PgrstError =>
  new PgrstError(
    400,
    'PGRST124',
    'Query result exceeds max-affected preference constraint',
    `The query affects ${rows} rows`,
  );

export const invalidResourcePath = (): PgrstError =>
  new PgrstError(404, 'PGRST125', 'Invalid path specified in request URL');

export const notImplemented = (details: string): PgrstError =>
  new PgrstError(400, 'PGRST127', 'Feature not implemented', details);

export const columnNotFound = (table: string, column: string): PgrstError =>
  new PgrstError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);

export const tableNotFound = (table: string, known: string[]): PgrstError => {
  const suggestion = closestName(table, known);
  return new PgrstError(
    404,
    'PGRST205',
    `Could not find the table 'public.${table}' in the schema cache`,
    null,
    suggestion === undefined ? null : `Perhaps you meant the table 'public.${suggestion}'`,
  );
};

/**
 * Errors that a stale schema cache can cause: the handler reloads the cache and retries once.
 * 42804 is what a column whose type changed gives in the typed json_to_record column lists.
 */
export const SCHEMA_CACHE_CODES = new Set([
  'PGRST200',
  'PGRST202',
  'PGRST204',
  'PGRST205',
  '42P01',
  '42703',
  '42804',
  '42883',
]);

/** JWT problems: 401 with a WWW-Authenticate header naming the reason. */
export function jwtError(
  code: 'PGRST301' | 'PGRST303',
  message: string,
  details: string | null = null,
): PgrstError {
  return new PgrstError(401, code, message, details, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description=${JSON.stringify(message)}`,
  });
}

/** The fields node-postgres puts on an error raised by the server. */
export interface PgServerError {
  code: string;
  message: string;
  detail?: string | undefined;
  hint?: string | undefined;
}

export function isPgServerError(error: unknown): error is PgServerError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string' &&
    // node-postgres marks server errors with a severity; our own errors have none.
    typeof (error as { severity?: unknown }).severity === 'string'
  );
}

/** PostgREST's SQLSTATE → HTTP status (Error.hs pgErrorStatus). `authed`: the role is not anon. */
export function pgErrorStatus(code: string, message: string, authed: boolean): number {
  if (code.startsWith('08')) return 503;
  if (code.startsWith('09')) return 500;
  if (code.startsWith('0L') || code.startsWith('0P')) return 403;
  switch (code) {
    case '23503':
    case '23505':
      return 409;
    case '25006':
      return 405;
    case '21000':
      return message.endsWith('requires a WHERE clause') ? 400 : 500;
    case '22023':
      return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
    case '53400':
      return 500;
    case '57P01':
      return 503;
    case 'P0001':
      return 400;
    case '42883':
      return message.startsWith('function xmlagg(') ? 406 : 404;
    case '42P01':
      return 404;
    case '42P17':
      return 500;
    case '42501':
      return authed ? 403 : 401;
  }
  const prefix = code.slice(0, 2);
  if (['25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(prefix))
    return 500;
  if (prefix === '28') return 403;
  if (prefix === '53') return 503;
  if (prefix === 'PT') {
    const status = Number.parseInt(code.slice(2), 10);
    return status >= 100 && status <= 599 ? status : 500;
  }
  return 400;
}

interface RaisedPgrst {
  body: { code: string; details: unknown; hint: unknown; message: string };
  status: number;
  headers: Record<string, string>;
}

/** RAISE SQLSTATE 'PGRST' with a JSON message and detail: the function chooses the response. */
function parseRaisedPgrst(error: PgServerError): RaisedPgrst | PgrstError {
  const parseError = (details: string, hint: string) =>
    new PgrstError(
      500,
      'PGRST121',
      `Could not parse JSON in the "RAISE SQLSTATE 'PGRST'" error`,
      details,
      hint,
    );
  const messageHint =
    "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'.";
  const detailHint =
    "DETAIL must be a JSON object with obligatory keys: 'status', 'headers' and optional key: 'status_text'.";
  let message: unknown;
  try {
    message = JSON.parse(error.message);
  } catch {
    return parseError(`Invalid JSON value for MESSAGE: '${error.message}'`, messageHint);
  }
  const m = message as Record<string, unknown>;
  if (typeof m !== 'object' || m === null || typeof m.code !== 'string' || typeof m.message !== 'string') {
    return parseError(`Invalid JSON value for MESSAGE: '${error.message}'`, messageHint);
  }
  if (error.detail === undefined) return parseError('DETAIL is missing in the RAISE statement', detailHint);
  let detail: unknown;
  try {
    detail = JSON.parse(error.detail);
  } catch {
    return parseError(`Invalid JSON value for DETAIL: '${error.detail}'`, detailHint);
  }
  const d = detail as Record<string, unknown>;
  if (typeof d !== 'object' || d === null || typeof d.status !== 'number' || typeof d.headers !== 'object') {
    return parseError(`Invalid JSON value for DETAIL: '${error.detail}'`, detailHint);
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(d.headers ?? {})) headers[name] = String(value);
  return {
    body: {
      code: m.code,
      details: typeof m.details === 'string' ? m.details : null,
      hint: typeof m.hint === 'string' ? m.hint : null,
      message: m.message,
    },
    status: d.status,
    headers,
  };
}

/** Turns an error raised by Postgres into PostgREST's response. */
export function fromPgError(error: PgServerError, authed: boolean): HttpError {
  if (error.code === 'PGRST') {
    const raised = parseRaisedPgrst(error);
    if (raised instanceof PgrstError) return raised;
    return new HttpError(raised.status, raised.body, raised.headers);
  }
  const status = pgErrorStatus(error.code, error.message, authed);
  const headers: Record<string, string> = { 'Proxy-Status': `PostgREST; error=${error.code}` };
  if (status === 401) headers['WWW-Authenticate'] = 'Bearer';
  return new HttpError(
    status,
    { code: error.code, details: error.detail ?? null, hint: error.hint ?? null, message: error.message },
    headers,
  );
}

/** Edit distance, for "Perhaps you meant ..." hints. */
function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The most similar candidate, if close enough (PostgREST uses a fuzzy set with a 0.33 floor). */
export function closestName(
  name: string,
  candidates: Iterable<string>,
  allowExact = false,
): string | undefined {
  let best: string | undefined;
  let bestScore = 0;
  for (const candidate of candidates) {
    if (candidate === name && !allowExact) continue;
    const length = Math.max(name.length, candidate.length) || 1;
    const score = 1 - levenshtein(name.toLowerCase(), candidate.toLowerCase()) / length;
    if (score > bestScore) {
      bestScore = score;
      best = candidate;
    }
  }
  return bestScore >= 0.5 ? best : undefined;
}
