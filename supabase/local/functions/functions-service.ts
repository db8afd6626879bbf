/**
 * Supabase Edge Functions on /functions/v1, in-process: supabase/functions/<name>/index.ts is
 * imported behind a Deno shim (deno-shim.ts) and its Deno.serve handler gets a WHATWG Request
 * built from the Node request; its Response goes back as it is. Like Supabase's default
 * verify_jwt, a call needs a valid JWT (anon, user or service key) as Bearer token, unless
 * supabase/config.toml sets `verify_jwt = false` for that function, as the hosted project does.
 *
 * Also the outbox workers (outbox-worker.ts): one invokes send-appointment-email whenever the
 * database says an email is queued, the other remove-stored-files whenever a file is.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse as parseToml } from 'smol-toml';
import type { RouteContext, RouteHandler, Stack } from '../api-server.ts';
import { ROOT_DIR } from '../config.ts';
import { bearerToken, HttpError, readBody } from '../http.ts';
import { verifyJwt } from '../jwt.ts';
import { installDenoShim, loadFunctionModule } from './deno-shim.ts';
import { type OutboxWorker, startOutboxWorker } from './outbox-worker.ts';

export const DEFAULT_FUNCTIONS_DIR = path.join(ROOT_DIR, 'supabase', 'functions');
export const SUPABASE_CONFIG_FILE = path.join(ROOT_DIR, 'supabase', 'config.toml');

/** The functions config.toml lets anyone call (`[functions.<name>] verify_jwt = false`). */
export function functionsOpenToAll(configFile: string = SUPABASE_CONFIG_FILE): ReadonlySet<string> {
  if (!existsSync(configFile)) return new Set();
  const config = parseToml(readFileSync(configFile, 'utf8'));
  const functions = config.functions;
  if (typeof functions !== 'object' || functions === null || Array.isArray(functions)) return new Set();
  return new Set(
    Object.entries(functions).flatMap(([name, settings]) =>
      typeof settings === 'object' &&
      settings !== null &&
      'verify_jwt' in settings &&
      settings.verify_jwt === false
        ? [name]
        : [],
    ),
  );
}
export const APPOINTMENT_EMAIL_FUNCTION = 'send-appointment-email';
export const FILE_REMOVAL_FUNCTION = 'remove-stored-files';
export const REMINDERS_FUNCTION = 'send-appointment-reminders';
/** What the reminder queue NOTIFYs (migration 20261207000400). */
export const REMINDER_CHANNEL = 'appointment_reminder';
/** What the file removal queue's trigger NOTIFYs (migration 20261204000300). */
export const FILE_REMOVAL_CHANNEL = 'file_removal';

const FUNCTION_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);
// Hop-by-hop and framing headers are Node's business on each side, not the function's.
const SKIPPED_REQUEST_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'content-length',
]);
const SKIPPED_RESPONSE_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);

export interface FunctionsService {
  handle: RouteHandler;
  /** The outbox workers; `reminders`: the reminders' sender too (off in the test stacks). */
  startOutboxWorker(options?: { reminders?: boolean }): Promise<void>;
  invoke(name: string, body?: unknown): Promise<Response>;
  stop(): Promise<void>;
}

export interface FunctionsOptions {
  /** Where the function folders are (default supabase/functions); tests may point elsewhere. */
  functionsDir?: string;
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The environment Supabase's edge runtime gives a function, for this stack. */
function functionEnvironment(stack: Stack): Record<string, string> {
  const { config } = stack;
  const env: Record<string, string> = {
    SUPABASE_URL: config.apiUrl,
    SUPABASE_ANON_KEY: config.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: config.serviceKey,
    SMTP_HOST: config.smtp.host,
    SMTP_PORT: String(config.smtp.port),
    SMTP_SECURE: String(config.smtp.secure),
    SMTP_FROM: config.smtp.from,
  };
  // SMS reminders (issue 41): a real gateway when the environment names one, else the catcher.
  if (process.env.SMS_PROVIDER) {
    for (const name of ['SMS_PROVIDER', 'SMS_API_URL', 'SMS_API_TOKEN']) {
      const value = process.env[name];
      if (value) env[name] = value;
    }
  } else if (!process.env.SMTP_HOST) {
    // The catcher runs beside the mail catcher, which runs unless real email is configured.
    env.SMS_PROVIDER = 'catcher';
    env.SMS_CATCHER_URL = `http://${config.host}:${config.mailWebPort}/api/sms`;
  }
  if (config.smtp.user !== undefined) env.SMTP_USER = config.smtp.user;
  if (config.smtp.pass !== undefined) env.SMTP_PASS = config.smtp.pass;
  return env;
}

async function authorizationError(context: RouteContext): Promise<Response | undefined> {
  const token = bearerToken(context.req);
  if (!token) return jsonResponse(401, { code: 401, message: 'Missing authorization header' });
  const verdict = await verifyJwt(token, context.stack.jwtKeys);
  if (!verdict.ok || typeof verdict.claims.role !== 'string' || !API_ROLES.has(verdict.claims.role)) {
    return jsonResponse(401, { code: 401, message: 'Invalid JWT' });
  }
  return undefined;
}

async function toRequest(context: RouteContext): Promise<Request> {
  const { req, url } = context;
  const method = req.method ?? 'GET';
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || SKIPPED_REQUEST_HEADERS.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  let body: Uint8Array<ArrayBuffer> | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    try {
      body = new Uint8Array(await readBody(req));
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new HttpError(400, { code: 400, message: 'Could not read the request body' });
    }
  }
  const target = new URL(`${url.pathname}${url.search}`, context.stack.config.apiUrl);
  try {
    return new Request(target, { method, headers, body });
  } catch {
    // A method or header the Fetch API will not carry (TRACE, CONNECT, …).
    throw new HttpError(400, { code: 400, message: 'Request not supported' });
  }
}

async function sendResponse(context: RouteContext, response: Response): Promise<void> {
  const { res } = context;
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (SKIPPED_RESPONSE_HEADERS.has(name)) return;
    headers[name] = name === 'set-cookie' ? response.headers.getSetCookie() : value;
  });
  res.writeHead(response.status, response.statusText || undefined, headers);
  if (!response.body || context.req.method === 'HEAD') {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!res.write(value)) await new Promise<void>((resolve) => res.once('drain', resolve));
    }
    res.end();
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  }
}

export function createFunctionsService(stack: Stack, options: FunctionsOptions = {}): FunctionsService {
  const functionsDir = options.functionsDir ?? DEFAULT_FUNCTIONS_DIR;
  installDenoShim(functionEnvironment(stack));
  let workers: OutboxWorker[] = [];

  function moduleUrl(name: string): string | undefined {
    if (!FUNCTION_NAME.test(name)) return undefined;
    const file = path.join(functionsDir, name, 'index.ts');
    return existsSync(file) ? pathToFileURL(file).href : undefined;
  }

  /** Runs a function; unknown → 404, a throwing function (or one that fails to load) → 500. */
  async function run(name: string, request: Request): Promise<Response> {
    const url = moduleUrl(name);
    if (!url) return jsonResponse(404, { error: 'Function not found' });
    try {
      const handler = await loadFunctionModule(url);
      const response = await handler(request, {
        remoteAddr: { transport: 'tcp', hostname: '127.0.0.1', port: 0 },
      });
      if (!(response instanceof Response)) throw new TypeError(`${name} did not return a Response`);
      return response;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      stack.log(`[functions] ${name}: ${error instanceof Error ? (error.stack ?? message) : message}`);
      return jsonResponse(500, { error: 'Function failed', message });
    }
  }

  const openToAll = functionsOpenToAll();

  const handle: RouteHandler = async (context) => {
    const name = context.path.split('/')[1] ?? '';
    const refused = openToAll.has(name) ? undefined : await authorizationError(context);
    if (refused) {
      await sendResponse(context, refused);
      return;
    }
    if (!moduleUrl(name)) {
      await sendResponse(context, jsonResponse(404, { error: 'Function not found' }));
      return;
    }
    await sendResponse(context, await run(name, await toRequest(context)));
  };

  async function invoke(name: string, body?: unknown): Promise<Response> {
    const { apiUrl, serviceKey } = stack.config;
    return run(
      name,
      new Request(`${apiUrl}/functions/v1/${encodeURIComponent(name)}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${serviceKey}`,
          apikey: serviceKey,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body ?? {}),
      }),
    );
  }

  return {
    handle,
    invoke,
    async startOutboxWorker({ reminders = true } = {}) {
      if (workers.length > 0) return;
      workers = [
        await startOutboxWorker(stack, () => invoke(APPOINTMENT_EMAIL_FUNCTION, {})),
        // Stored files whose rows were removed (documents, record items, patients).
        await startOutboxWorker(stack, () => invoke(FILE_REMOVAL_FUNCTION, {}), {
          channel: FILE_REMOVAL_CHANNEL,
        }),
      ];
      if (reminders) {
        // Reminders of tomorrow's appointments (issue 41), queued by appointment-reminders.ts.
        workers.push(
          await startOutboxWorker(stack, () => invoke(REMINDERS_FUNCTION, {}), { channel: REMINDER_CHANNEL }),
        );
      }
    },
    async stop() {
      const running = workers;
      workers = [];
      await Promise.all(running.map((worker) => worker.stop()));
    },
  };
}
