/**
 * Password recovery by email link, as GoTrue does it with the implicit flow:
 * POST /recover stores sha224(email + otp) as the user's recovery_token and emails a link to
 * GET /verify, which consumes the token once, starts a session and redirects to the app with
 * the session in the URL fragment (supabase-js picks it up and fires PASSWORD_RECOVERY).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { RouteContext } from '../api-server.ts';
import type { StackConfig } from '../config.ts';
import { sendJson } from '../http.ts';
import { AuthError, badRequest, forbidden, OTP_EXPIRED } from './auth-errors.ts';
import { applyEmailChange } from './email-change.ts';
import { optString, type Params, readParams, validateEmail } from './params.ts';
import { type AuthMethod, issueSession, type SessionJson } from './sessions.ts';
import { transaction } from './transaction.ts';
import { findUserByEmail, findUserById, isBanned, type UserRow } from './users.ts';

/** GoTrue's SMTP_MAX_FREQUENCY is 60 s; 10 s keeps the same protection and lets tests run. */
export const RECOVERY_EMAIL_INTERVAL_MS = 10_000;
/** GoTrue's MAILER_OTP_EXP default: an emailed link works for one hour. */
export const EMAIL_LINK_LIFETIME_MS = 60 * 60 * 1000;

/** GoTrue crypto.GenerateTokenHash. */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  if (isIP(host) === 6) return host === '::1' || host.toLowerCase() === '::ffff:127.0.0.1';
  return false;
}

/**
 * GoTrue IsRedirectURLValid with an empty allow-list: the site's own origin (any port on a
 * loopback host, RFC 8252), or any http(s) URL on a loopback host.
 */
export function isAllowedRedirect(config: StackConfig, candidate: string | undefined): candidate is string {
  if (!candidate) return false;
  let target: URL;
  let site: URL;
  try {
    target = new URL(candidate);
    site = new URL(config.siteUrl);
  } catch {
    return false;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return false;
  if (target.username || target.password) return false;
  if (
    target.hostname === site.hostname &&
    target.protocol === site.protocol &&
    (target.port === site.port || isLoopbackHost(target.hostname))
  ) {
    return true;
  }
  return isLoopbackHost(target.hostname);
}

/** GoTrue GetReferrer: redirect_to if allowed, else the Referer if allowed, else the site URL. */
export function redirectTarget(
  config: StackConfig,
  req: IncomingMessage,
  requested: string | undefined,
): string {
  if (isAllowedRedirect(config, requested)) return requested;
  const referer = req.headers.referer;
  if (isAllowedRedirect(config, referer)) return referer;
  return config.siteUrl;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function recoveryEmail(email: string, link: string): { subject: string; text: string; html: string } {
  const subject = 'Resetează parola / Reset your password';
  const text = [
    `Ați cerut resetarea parolei contului Cabinet ${email}.`,
    'Deschideți linkul de mai jos pentru a alege o parolă nouă (valabil o oră):',
    link,
    'Dacă nu ați cerut acest lucru, ignorați acest mesaj; parola rămâne neschimbată.',
    '',
    `You asked to reset the password of the Cabinet account ${email}.`,
    'Open the link below to choose a new password (valid for one hour):',
    link,
    'If you did not ask for this, ignore this email; your password stays the same.',
    '',
  ].join('\n');
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="ro"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2933">
<p>Ați cerut resetarea parolei contului Cabinet <strong>${escapeHtml(email)}</strong>.</p>
<p><a href="${href}">Alegeți o parolă nouă</a> (linkul este valabil o oră).</p>
<p>Dacă nu ați cerut acest lucru, ignorați acest mesaj; parola rămâne neschimbată.</p>
<hr>
<p lang="en">You asked to reset the password of the Cabinet account <strong>${escapeHtml(email)}</strong>.</p>
<p lang="en"><a href="${href}">Choose a new password</a> (the link is valid for one hour).</p>
<p lang="en">If you did not ask for this, ignore this email; your password stays the same.</p>
<p style="color: #616e7c; font-size: 0.9em">${href}</p>
</body></html>
`;
  return { subject, text, html };
}

/**
 * POST /recover: 200 {} whether or not an account has the address, and the same 429 for a second
 * request for one address within the interval, so the answer never tells the accounts apart.
 */
export async function handleRecover(context: RouteContext): Promise<void> {
  const { req, res, url, stack } = context;
  const params = await readParams(req);
  const given = optString(params, 'email');
  if (!given) throw badRequest('validation_failed', 'Password recovery requires an email');
  const email = validateEmail(given);
  const redirectTo = redirectTarget(stack.config, req, url.searchParams.get('redirect_to') ?? undefined);

  // Counted by address before any lookup, so a known and an unknown address answer alike.
  const wait = stack.authLimits.recoveryEmails.take(email);
  if (wait > 0) {
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${Math.ceil(wait / 1000)} seconds.`,
    );
  }

  await transaction(stack.adminPool, async (client) => {
    const user = await findUserByEmail(client, email, true);
    if (!user?.email) return;
    // GoTrue's OTP is 6 digits; nothing here shows it to the user, so a long random one makes
    // the emailed hash unguessable even for someone who knows the address.
    const otp = randomBytes(32).toString('hex');
    const token = tokenHash(user.email, otp);
    const link = new URL(`${stack.config.apiUrl}/auth/v1/verify`);
    link.search = new URLSearchParams({ token, type: 'recovery', redirect_to: redirectTo }).toString();
    try {
      await stack.sendMail({ to: user.email, ...recoveryEmail(user.email, link.toString()) });
    } catch (error) {
      stack.log(
        `[auth] recovery email to ${user.email} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      throw new AuthError(500, 'unexpected_failure', 'Error sending recovery email');
    }
    await client.query('update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1', [
      user.id,
      token,
    ]);
  });
  sendJson(res, 200, {});
}

type VerifyType = 'recovery' | 'magiclink' | 'email' | 'signup' | 'invite' | 'email_change';
const VERIFY_TYPES: ReadonlySet<string> = new Set([
  'recovery',
  'magiclink',
  'email',
  'signup',
  'invite',
  'email_change',
]);

const TOKEN_COLUMNS: Record<VerifyType, { token: string; sentAt: string }> = {
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  magiclink: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  email: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  invite: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  email_change: { token: 'email_change_token_new', sentAt: 'email_change_sent_at' },
};

/**
 * Finds the user a token hash belongs to, checks it is fresh, consumes it (single use) and
 * starts a session. Runs in one transaction so two clicks cannot both succeed.
 */
async function consumeTokenHash(context: RouteContext, type: string, hash: string): Promise<SessionJson> {
  const { req, stack } = context;
  if (!VERIFY_TYPES.has(type)) throw badRequest('validation_failed', 'Invalid email verification type');
  const verifyType = type as VerifyType;
  return transaction(stack.adminPool, async (client) => {
    const { token: column, sentAt: sentColumn } = TOKEN_COLUMNS[verifyType];
    const found = await client.query<{ id: string; sent_at: Date | null }>(
      `select id, ${sentColumn} as sent_at from auth.users
        where ${column} = $1 and ${column} <> '' and deleted_at is null for update`,
      [hash],
    );
    const match = found.rows[0];
    if (!match) throw forbidden('otp_expired', OTP_EXPIRED);
    const user: UserRow | undefined = await findUserById(client, match.id);
    if (!user) throw forbidden('otp_expired', OTP_EXPIRED);
    if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
    if (!match.sent_at || match.sent_at.getTime() + EMAIL_LINK_LIFETIME_MS < Date.now()) {
      throw forbidden('otp_expired', OTP_EXPIRED);
    }
    // Consuming the link proves the mailbox, so an unconfirmed address becomes confirmed.
    await client.query(
      `update auth.users set ${column} = '', email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1`,
      [user.id],
    );
    // The new address answered its link: it becomes the account's.
    if (verifyType === 'email_change') await applyEmailChange(client, user.id);
    const method: AuthMethod = 'otp';
    const fresh = (await findUserById(client, user.id)) ?? user;
    return issueSession(client, stack, req, fresh, method);
  });
}

const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

function redirect(context: RouteContext, location: string): void {
  context.res.writeHead(303, { Location: location });
  context.res.end();
}

/** GET /verify (the emailed link) and POST /verify {type, token_hash} (verifyOtp). */
export async function handleVerify(context: RouteContext): Promise<void> {
  const { req, res, url, stack } = context;
  if (req.method === 'GET') {
    const token = url.searchParams.get('token') ?? '';
    const type = url.searchParams.get('type') ?? '';
    if (!type) throw badRequest('validation_failed', 'Verify requires a verification type');
    if (!token) throw badRequest('validation_failed', 'Verify requires a token or a token hash');
    const target = redirectTarget(stack.config, req, url.searchParams.get('redirect_to') ?? undefined);
    const location = new URL(target);
    try {
      const session = await consumeTokenHash(context, type, token);
      location.hash = new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        sb: '',
        token_type: session.token_type,
        type,
      }).toString();
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      const hash = new URLSearchParams();
      const oauthError = OAUTH_ERRORS[error.status];
      if (oauthError) hash.set('error', oauthError);
      hash.set('error_code', error.code);
      hash.set('error_description', error.message);
      hash.set('sb', '');
      location.hash = hash.toString();
    }
    redirect(context, location.toString());
    return;
  }
  if (req.method !== 'POST') throw new AuthError(405, 'method_not_allowed', 'Method not allowed');

  const params: Params = await readParams(req);
  const type = optString(params, 'type');
  const token = optString(params, 'token');
  let hash = optString(params, 'token_hash');
  const email = optString(params, 'email');
  if (!type) throw badRequest('validation_failed', 'Verify requires a verification type');
  if ((!token && !hash) || (token && hash)) {
    throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
  }
  if (token) {
    if (!email)
      throw badRequest(
        'validation_failed',
        'Only an email address or phone number should be provided on verify',
      );
    hash = tokenHash(validateEmail(email), token);
  } else if (email || optString(params, 'phone') || optString(params, 'redirect_to')) {
    throw badRequest('validation_failed', 'Only the token_hash and type should be provided');
  }
  const session = await consumeTokenHash(context, type, hash ?? '');
  sendJson(res, 200, session);
}
