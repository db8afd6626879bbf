/** GET /user and PUT /user: the signed-in user's own account (auth internal/api/user.go). */
import type { RouteContext } from '../api-server.ts';
import { sendJson } from '../http.ts';
import { AuthError, badRequest, DUPLICATE_EMAIL, forbidden, unprocessable } from './auth-errors.ts';
import { checkReauthentication, requestEmailChange } from './email-change.ts';
import { mergeMetadata, optObject, optString, readParams, validateEmail } from './params.ts';
import { checkPasswordStrength, hashSql, passwordMatches } from './passwords.ts';
import { authenticate } from './sessions.ts';
import { transaction } from './transaction.ts';
import { ADMIN_ROLES, DEFAULT_AUD, emailTaken, findUserById, userJson } from './users.ts';

export async function handleUser(context: RouteContext): Promise<void> {
  const { req, res, stack } = context;
  if (req.method === 'GET') {
    const auth = await authenticate(stack, req);
    const aud = auth.claims.aud;
    const first = Array.isArray(aud) ? aud[0] : aud;
    if (first !== DEFAULT_AUD) {
      throw badRequest('validation_failed', "Token audience doesn't match request audience");
    }
    const client = await stack.adminPool.connect();
    try {
      sendJson(res, 200, await userJson(client, auth.user));
    } finally {
      client.release();
    }
    return;
  }
  if (req.method !== 'PUT') throw new AuthError(405, 'method_not_allowed', 'Method not allowed');

  const auth = await authenticate(stack, req);
  const params = await readParams(req);
  const givenEmail = optString(params, 'email');
  const email = givenEmail ? validateEmail(givenEmail) : undefined;
  const password = optString(params, 'password');
  if (password !== undefined) checkPasswordStrength(password);
  const data = optObject(params, 'data');
  const appMetadata = optObject(params, 'app_metadata');
  if (optString(params, 'phone')) throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
  if (appMetadata && !ADMIN_ROLES.has(auth.user.role ?? '')) {
    throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
  }

  const body = await transaction(stack.adminPool, async (client) => {
    const user = await findUserById(client, auth.user.id, true);
    if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
    if (email !== undefined && email !== user.email?.toLowerCase()) {
      if (await emailTaken(client, email, user.id)) throw unprocessable('email_exists', DUPLICATE_EMAIL);
      // Takes effect from the link mailed to the new address (email-change.ts).
      await requestEmailChange(client, context, user, email);
    }
    if (password !== undefined) {
      await checkReauthentication(client, user, auth.sessionId, optString(params, 'nonce'));
      if (password !== '' && user.has_password && (await passwordMatches(client, user.id, password))) {
        throw unprocessable('same_password', 'New password should be different from the old password.');
      }
      // GoTrue UpdatePassword: outstanding email links die, other sessions are signed out.
      await client.query(
        `update auth.users set encrypted_password = ${hashSql(2)}, recovery_token = '', recovery_sent_at = null,
            confirmation_token = '', confirmation_sent_at = null where id = $1`,
        [user.id, password],
      );
      if (auth.sessionId) {
        await client.query('delete from auth.sessions where user_id = $1 and id <> $2', [
          user.id,
          auth.sessionId,
        ]);
      } else {
        await client.query('delete from auth.sessions where user_id = $1', [user.id]);
      }
    }
    if (data) {
      await client.query('update auth.users set raw_user_meta_data = $2 where id = $1', [
        user.id,
        mergeMetadata(user.raw_user_meta_data ?? {}, data),
      ]);
    }
    if (appMetadata) {
      await client.query('update auth.users set raw_app_meta_data = $2 where id = $1', [
        user.id,
        mergeMetadata(user.raw_app_meta_data ?? {}, appMetadata),
      ]);
    }
    await client.query('update auth.users set updated_at = now() where id = $1', [user.id]);
    const fresh = await findUserById(client, user.id);
    if (!fresh) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
    return userJson(client, fresh);
  });
  sendJson(res, 200, body);
}
