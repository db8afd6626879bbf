/** POST /token (password and refresh_token grants) and POST /logout. */
import type { RouteContext } from '../api-server.ts';
import { sendJson } from '../http.ts';
import { AuthError, badRequest, INVALID_LOGIN, notFound, unprocessable } from './auth-errors.ts';
import { optString, readParams } from './params.ts';
import { passwordMatches, spendPasswordCheck } from './passwords.ts';
import {
  authenticate,
  clientIp,
  issueSession,
  type LogoutScope,
  logout,
  refreshSession,
} from './sessions.ts';
import { transaction } from './transaction.ts';
import { findUserByEmail, isBanned } from './users.ts';

async function passwordGrant(context: RouteContext): Promise<void> {
  const { req, res, stack } = context;
  const params = await readParams(req);
  const email = optString(params, 'email');
  const phone = optString(params, 'phone');
  const password = optString(params, 'password') ?? '';
  if (email && phone) {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on login.',
    );
  }
  if (!email) {
    if (phone) throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
    throw badRequest('validation_failed', 'missing email or phone');
  }
  const attempts = stack.authLimits.signIn;
  const address = clientIp(req);
  const wait = attempts.waitFor(email, address);
  if (wait > 0) {
    const seconds = Math.ceil(wait / 1000);
    throw new AuthError(
      429,
      'over_request_rate_limit',
      `Too many sign-in attempts. For security purposes, you can only try again after ${seconds} seconds.`,
    );
  }
  const refused = () => {
    attempts.failed(email, address);
    return badRequest('invalid_credentials', INVALID_LOGIN);
  };
  const session = await transaction(stack.adminPool, async (client) => {
    const user = await findUserByEmail(client, email);
    if (!user?.has_password) {
      await spendPasswordCheck(client, password);
      throw refused();
    }
    if (!(await passwordMatches(client, user.id, password))) throw refused();
    attempts.succeeded(email);
    // Checked after the password (GoTrue checks before) so a ban is only revealed to its owner.
    if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
    if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
    return issueSession(client, stack, req, user, 'password');
  });
  sendJson(res, 200, session);
}

export async function handleToken(context: RouteContext): Promise<void> {
  const grantType = context.url.searchParams.get('grant_type');
  if (grantType === 'password') return passwordGrant(context);
  if (grantType === 'refresh_token') {
    const params = await readParams(context.req);
    const session = await refreshSession(
      context.stack,
      context.req,
      optString(params, 'refresh_token') ?? '',
    );
    sendJson(context.res, 200, session);
    return;
  }
  if (grantType === 'pkce') {
    // No flow is ever started with a code challenge here, so no auth code can exist.
    await readParams(context.req);
    throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
  }
  throw badRequest('invalid_credentials', 'unsupported_grant_type');
}

export async function handleLogout(context: RouteContext): Promise<void> {
  const auth = await authenticate(context.stack, context.req);
  const scopeParam = context.url.searchParams.get('scope') ?? '';
  let scope: LogoutScope;
  if (scopeParam === '' || scopeParam === 'global') scope = 'global';
  else if (scopeParam === 'local' || scopeParam === 'others') scope = scopeParam;
  else throw badRequest('validation_failed', `Unsupported logout scope "${scopeParam}"`);
  await logout(context.stack, auth, scope);
  context.res.writeHead(204);
  context.res.end();
}
