/**
 * The HTTP front of the local stack on the API port: routes /auth/v1, /rest/v1,
 * /storage/v1 and /functions/v1 to their services, answers CORS preflights, and turns
 * any failure into a JSON error so one bad request never stops the server.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type pg from 'pg';
import type { EmailSendLimit } from './auth/email-send-limit.ts';
import type { SignInAttempts } from './auth/sign-in-attempts.ts';
import type { StackConfig } from './config.ts';
import { CORS_HEADERS, HttpError, sendJson } from './http.ts';
import type { JwtKeys } from './jwt-keys.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Stack {
  config: StackConfig;
  /** The legacy secret and the ES256 signing key every token is verified with (jwt.ts). */
  jwtKeys: JwtKeys;
  /** Pool for requests run as anon/authenticated/service_role (see db.ts asRequest). */
  pool: pg.Pool;
  /** Superuser pool for the stack's own bookkeeping (auth tables, storage files). */
  adminPool: pg.Pool;
  sendMail(message: MailMessage): Promise<void>;
  log(line: string): void;
  /** What the auth service counts between requests: wrong passwords, recovery emails asked for. */
  authLimits: { signIn: SignInAttempts; recoveryEmails: EmailSendLimit };
}

export interface RouteContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** The path after the service prefix, e.g. '/token' for /auth/v1/token. */
  path: string;
  stack: Stack;
}

export type RouteHandler = (context: RouteContext) => Promise<void>;

export interface Services {
  auth: RouteHandler;
  rest: RouteHandler;
  storage: RouteHandler;
  functions: RouteHandler;
}

const PREFIXES: ReadonlyArray<[string, keyof Services]> = [
  ['/auth/v1', 'auth'],
  ['/rest/v1', 'rest'],
  ['/storage/v1', 'storage'],
  ['/functions/v1', 'functions'],
];

export function createApiServer(stack: Stack, services: Services): http.Server {
  return http.createServer((req, res) => {
    void route(stack, services, req, res);
  });
}

async function route(
  stack: Stack,
  services: Services,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);
  try {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      res.end();
      return;
    }
    const match = PREFIXES.find(
      ([prefix]) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`),
    );
    if (!match) throw new HttpError(404, { message: 'no route matched' });
    const [prefix, service] = match;
    await services[service]({ req, res, url, path: url.pathname.slice(prefix.length) || '/', stack });
  } catch (error) {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (error instanceof HttpError) {
      sendJson(res, error.status, error.body, error.headers);
      return;
    }
    stack.log(
      `[api] ${req.method} ${req.url}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    sendJson(res, 500, { code: 'internal_error', message: 'Internal server error' });
  }
}
