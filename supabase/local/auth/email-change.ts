/**
 * A user's own email change and password change, made safe against a stolen access token
 * (issue 17, finding 6), as GoTrue does with its secure settings:
 * - PUT /user {email} no longer applies at once: the new address gets a confirmation link
 *   (GET /verify?type=email_change), the old one a notice, and the address changes only when the
 *   link is opened;
 * - PUT /user {password} on a session older than a day needs the nonce that GET /reauthenticate
 *   emails to the account's address (a fresh sign-in or a recovery link is recent enough).
 */
import { randomBytes, randomInt } from 'node:crypto';
import type pg from 'pg';
import type { RouteContext } from '../api-server.ts';
import { sendJson } from '../http.ts';
import { AuthError, badRequest } from './auth-errors.ts';
import { EMAIL_LINK_LIFETIME_MS, redirectTarget, tokenHash } from './recovery.ts';
import { authenticate } from './sessions.ts';
import { transaction } from './transaction.ts';
import { findUserById, type UserRow } from './users.ts';

/** GoTrue's window for a password change without reauthentication: the session's first day. */
export const RECENT_SESSION_MS = 24 * 60 * 60 * 1000;

type Mail = RouteContext['stack']['sendMail'];

function bilingual(ro: string[], en: string[]): string {
  return [...ro, '', ...en, ''].join('\n');
}

/** Records the wanted address and mails the link to it and a notice to the current one. */
export async function requestEmailChange(
  client: pg.ClientBase,
  context: RouteContext,
  user: UserRow,
  newEmail: string,
): Promise<void> {
  const { stack, req, url } = context;
  const otp = randomBytes(32).toString('hex');
  const token = tokenHash(newEmail, otp);
  await client.query(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_sent_at = now()
      where id = $1`,
    [user.id, newEmail, token],
  );
  const link = new URL(`${stack.config.apiUrl}/auth/v1/verify`);
  link.search = new URLSearchParams({
    token,
    type: 'email_change',
    redirect_to: redirectTarget(stack.config, req, url.searchParams.get('redirect_to') ?? undefined),
  }).toString();
  await send(stack.sendMail, {
    to: newEmail,
    subject: 'Confirmați noua adresă de email / Confirm your new email address',
    text: bilingual(
      [
        `Contul Cabinet ${user.email ?? ''} va folosi adresa ${newEmail} după ce deschideți linkul (valabil o oră):`,
        link.toString(),
      ],
      [
        `The Cabinet account ${user.email ?? ''} will use ${newEmail} once you open this link (valid for one hour):`,
        link.toString(),
      ],
    ),
  });
  if (user.email) {
    await send(stack.sendMail, {
      to: user.email,
      subject: 'Schimbarea adresei de email / Your email address is being changed',
      text: bilingual(
        [
          `S-a cerut schimbarea adresei contului Cabinet în ${newEmail}. Până la confirmare adresa rămâne aceasta.`,
          'Dacă nu ați cerut acest lucru, schimbați-vă parola și anunțați administratorul clinicii.',
        ],
        [
          `A change of your Cabinet account's address to ${newEmail} was asked for. Until it is confirmed this address stays.`,
          'If you did not ask for this, change your password and tell the clinic administrator.',
        ],
      ),
    });
  }
}

/** Applies a confirmed change: called by /verify once the link's token is consumed. */
export async function applyEmailChange(client: pg.ClientBase, userId: string): Promise<void> {
  const { rows } = await client.query<{ email_change: string | null }>(
    'select email_change from auth.users where id = $1',
    [userId],
  );
  const email = rows[0]?.email_change;
  if (!email) return;
  await client.query(
    `update auth.users set email = $2, email_change = null, email_change_token_new = '',
        email_change_sent_at = null, email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1`,
    [userId, email],
  );
  await client.query(
    `update auth.identities set identity_data = identity_data || $2::jsonb, updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [userId, { email, email_verified: true }],
  );
}

/**
 * Refuses a password change on a session older than a day unless it carries the nonce that
 * /reauthenticate mailed (consumed here, once).
 */
export async function checkReauthentication(
  client: pg.ClientBase,
  user: UserRow,
  sessionId: string | null,
  nonce: string | undefined,
): Promise<void> {
  if (sessionId) {
    const { rows } = await client.query<{ created_at: Date }>(
      'select created_at from auth.sessions where id = $1',
      [sessionId],
    );
    const created = rows[0]?.created_at;
    if (created && Date.now() - created.getTime() < RECENT_SESSION_MS) return;
  }
  if (!nonce) throw badRequest('reauthentication_needed', 'Password update requires reauthentication');
  const { rows } = await client.query<{
    reauthentication_token: string | null;
    reauthentication_sent_at: Date | null;
  }>('select reauthentication_token, reauthentication_sent_at from auth.users where id = $1 for update', [
    user.id,
  ]);
  const stored = rows[0];
  const fresh =
    stored?.reauthentication_sent_at &&
    stored.reauthentication_sent_at.getTime() + EMAIL_LINK_LIFETIME_MS > Date.now();
  if (
    !stored?.reauthentication_token ||
    !fresh ||
    stored.reauthentication_token !== tokenHash(user.email ?? '', nonce)
  ) {
    throw badRequest('reauthentication_not_valid', 'Requires a valid nonce');
  }
  await client.query(
    "update auth.users set reauthentication_token = '', reauthentication_sent_at = null where id = $1",
    [user.id],
  );
}

/** GET /reauthenticate: mails a six-digit nonce to the signed-in user's address. */
export async function handleReauthenticate(context: RouteContext): Promise<void> {
  const { req, res, stack } = context;
  if (req.method !== 'GET') throw new AuthError(405, 'method_not_allowed', 'Method not allowed');
  const auth = await authenticate(stack, req);
  await transaction(stack.adminPool, async (client) => {
    const user = await findUserById(client, auth.user.id, true);
    if (!user?.email) throw badRequest('validation_failed', 'Reauthentication requires an email address');
    const nonce = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await client.query(
      'update auth.users set reauthentication_token = $2, reauthentication_sent_at = now() where id = $1',
      [user.id, tokenHash(user.email, nonce)],
    );
    await send(stack.sendMail, {
      to: user.email,
      subject: 'Codul de confirmare / Your confirmation code',
      text: bilingual(
        [`Codul pentru a confirma schimbarea parolei contului Cabinet: ${nonce} (valabil o oră).`],
        [`The code to confirm your Cabinet account's password change: ${nonce} (valid for one hour).`],
      ),
    });
  });
  sendJson(res, 200, {});
}

async function send(sendMail: Mail, message: { to: string; subject: string; text: string }): Promise<void> {
  try {
    await sendMail(message);
  } catch {
    throw new AuthError(500, 'unexpected_failure', 'Error sending email');
  }
}
