/**
 * GoTrue's POST /admin/generate_link (auth internal/api/mail.go adminGenerateLink) for the
 * recovery type, which an edge function uses to email an account's set-password link itself (the
 * invitation of a new user, an administrator's "reset password"): the same token as POST
 * /recover, no email sent, the link and the user in the answer. Other link types are refused.
 */
import { randomBytes } from 'node:crypto';
import type { RouteContext } from '../api-server.ts';
import { sendJson } from '../http.ts';
import { badRequest, notFound } from './auth-errors.ts';
import { optString, readParams, validateEmail } from './params.ts';
import { redirectTarget, tokenHash } from './recovery.ts';
import { transaction } from './transaction.ts';
import { findUserByEmail, findUserById, userJson } from './users.ts';

export async function handleGenerateLink(context: RouteContext): Promise<void> {
  const { req, res, stack } = context;
  const params = await readParams(req);
  const type = optString(params, 'type');
  if (type !== 'recovery') {
    throw badRequest('validation_failed', 'Only the recovery link type is supported by the local stack');
  }
  const email = validateEmail(optString(params, 'email'));
  const redirectTo = redirectTarget(stack.config, req, optString(params, 'redirect_to'));
  const body = await transaction(stack.adminPool, async (client) => {
    const user = await findUserByEmail(client, email, true);
    if (!user?.email) throw notFound('user_not_found', 'User with this email not found');
    const otp = randomBytes(32).toString('hex');
    const hashed = tokenHash(user.email, otp);
    await client.query('update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1', [
      user.id,
      hashed,
    ]);
    const link = new URL(`${stack.config.apiUrl}/auth/v1/verify`);
    link.search = new URLSearchParams({
      token: hashed,
      type: 'recovery',
      redirect_to: redirectTo,
    }).toString();
    const fresh = (await findUserById(client, user.id)) ?? user;
    return {
      ...(await userJson(client, fresh)),
      action_link: link.toString(),
      email_otp: otp,
      hashed_token: hashed,
      verification_type: 'recovery',
      redirect_to: redirectTo,
    };
  });
  sendJson(res, 200, body);
}
