/**
 * The local stack's /auth/v1: the part of GoTrue that supabase-js uses with email and
 * password (sign-in, refresh, user, sign-out, password recovery, admin users), behind the
 * API-key check that Kong does on Supabase. Every failure answers in GoTrue's error shape.
 */
import type { IncomingMessage } from 'node:http';
import type { RouteContext, RouteHandler } from '../api-server.ts';
import type { StackConfig } from '../config.ts';
import { HttpError, sendJson } from '../http.ts';
import { handleUser } from './account.ts';
import { handleAdmin } from './admin.ts';
import { AuthError, notFound, sendAuthError, unprocessable } from './auth-errors.ts';
import { handleReauthenticate } from './email-change.ts';
import { handleJwks } from './jwks.ts';
import { readParams } from './params.ts';
import { handleRecover, handleVerify } from './recovery.ts';
import { handleLogout, handleToken } from './sign-in.ts';

/** Routes Kong serves without key-auth (docker/volumes/api/kong.yml), plus the two probes. */
const OPEN_PATHS: ReadonlySet<string> = new Set([
  '/verify',
  '/callback',
  '/authorize',
  '/.well-known/jwks.json',
  '/settings',
  '/health',
]);

/** Kong key-auth: the apikey header (or query parameter) must be one of the project's keys. */
function requireApiKey(req: IncomingMessage, url: URL, config: StackConfig): void {
  const header = req.headers.apikey;
  const key = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('apikey') ?? undefined;
  if (!key) {
    throw new HttpError(401, {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  }
  if (key !== config.anonKey && key !== config.serviceKey) {
    throw new HttpError(401, {
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    });
  }
}

function settings(): Record<string, unknown> {
  return {
    external: {
      anonymous_users: false,
      apple: false,
      azure: false,
      bitbucket: false,
      discord: false,
      email: true,
      facebook: false,
      figma: false,
      github: false,
      gitlab: false,
      google: false,
      keycloak: false,
      linkedin_oidc: false,
      notion: false,
      phone: false,
      slack_oidc: false,
      spotify: false,
      twitch: false,
      twitter: false,
      workos: false,
      zoom: false,
    },
    // Accounts are created by clinic administrators, never by sign-up.
    disable_signup: true,
    mailer_autoconfirm: false,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
    passkeys_enabled: false,
  };
}

function only(context: RouteContext, ...methods: string[]): void {
  if (!methods.includes(context.req.method ?? 'GET')) {
    throw new AuthError(405, 'method_not_allowed', 'Method not allowed');
  }
}

async function dispatch(context: RouteContext, path: string): Promise<void> {
  const { res } = context;
  switch (path) {
    case '/health':
      only(context, 'GET', 'HEAD');
      sendJson(res, 200, {
        version: 'cabinet-local',
        name: 'GoTrue',
        description: 'GoTrue is a user registration and authentication API',
      });
      return;
    case '/settings':
      only(context, 'GET');
      sendJson(res, 200, settings());
      return;
    case '/.well-known/jwks.json':
      only(context, 'GET');
      handleJwks(context);
      return;
    case '/token':
      only(context, 'POST');
      return handleToken(context);
    case '/user':
      only(context, 'GET', 'PUT');
      return handleUser(context);
    case '/logout':
      only(context, 'POST');
      return handleLogout(context);
    case '/recover':
      only(context, 'POST');
      return handleRecover(context);
    case '/verify':
      only(context, 'GET', 'POST');
      return handleVerify(context);
    case '/reauthenticate':
      only(context, 'GET');
      return handleReauthenticate(context);
    case '/signup':
      only(context, 'POST');
      await readParams(context.req);
      throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  }
  if (path === '/admin' || path.startsWith('/admin/'))
    return handleAdmin(context, path.slice('/admin'.length));
  throw notFound('not_found', 'Not found');
}

export const handleAuth: RouteHandler = async (context) => {
  const { req, res, url, stack } = context;
  try {
    const path = context.path.length > 1 ? context.path.replace(/\/+$/, '') : context.path;
    if (!OPEN_PATHS.has(path)) requireApiKey(req, url, stack.config);
    await dispatch(context, path);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (error instanceof AuthError) {
      sendAuthError(req, res, error);
      return;
    }
    stack.log(
      `[auth] ${req.method} ${url.pathname}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    sendAuthError(
      req,
      res,
      new AuthError(
        500,
        'unexpected_failure',
        'Unexpected failure, please check server logs for more information',
      ),
    );
  }
};
