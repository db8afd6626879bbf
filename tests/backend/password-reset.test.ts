/**
 * The whole forgotten-password journey as the app lives it: supabase-js asks for the email,
 * the link arrives in the mail catcher, following it lands on the app with a recovery session
 * in the URL fragment, and the new password replaces the old one. Links are single use,
 * expire, only lead to allowed places, and unknown addresses learn nothing.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonClient,
  apiUrl,
  type CaughtMail,
  databaseUrl,
  freshAuthUser,
  listMail,
  signIn,
  siteUrl,
  waitForMail,
} from './harness.ts';

const REDIRECT = `${siteUrl}/reset-password`;
const SUBJECT = 'Resetează parola / Reset your password';

let db: pg.Client;

beforeAll(async () => {
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
});

const freshUser = (password: string) => freshAuthUser(password, 'reset');

async function requestReset(email: string, redirectTo = REDIRECT): Promise<CaughtMail> {
  const { error } = await anonClient().auth.resetPasswordForEmail(email, { redirectTo });
  expect(error).toBeNull();
  return waitForMail((mail) => mail.to.includes(email) && mail.subject === SUBJECT);
}

/**
 * Returns once the stack has sent whatever earlier requests made it send: it asks for one more
 * email (a reset for a fresh account) and waits for that one to arrive. The stack sends a reset
 * email before it answers, so nothing should still be on its way after an answer; the marker
 * also covers a stack that sent after answering, which would send an earlier request's email
 * before the marker's.
 */
async function afterEarlierEmails(): Promise<void> {
  const marker = await freshUser('marker-1');
  await requestReset(marker.email);
}

function linkIn(mail: CaughtMail): string {
  const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no verify link in: ${mail.text}`);
  return link;
}

/** Follows the emailed link as a browser would, stopping at the redirect. */
async function follow(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  const location = response.headers.get('location');
  if (!location) throw new Error('no Location header');
  return new URL(location);
}

function fragment(url: URL): URLSearchParams {
  return new URLSearchParams(url.hash.slice(1));
}

describe('password reset by email', () => {
  it('takes a user from the email to a new password', async () => {
    const oldPassword = 'old-password-1';
    const newPassword = 'new-password-2';
    const user = await freshUser(oldPassword);
    // A device signed in before the reset: changing the password must sign it out.
    const otherDevice = await signIn(user.email, oldPassword);

    const mail = await requestReset(user.email);
    expect(mail.from).toContain('@');
    expect(mail.text).toContain('parolă nouă');
    expect(mail.text).toContain('new password');
    const link = linkIn(mail);
    expect(link.startsWith(`${apiUrl}/auth/v1/verify?`)).toBe(true);
    const linkUrl = new URL(link);
    expect(linkUrl.searchParams.get('type')).toBe('recovery');
    expect(linkUrl.searchParams.get('redirect_to')).toBe(REDIRECT);
    expect(linkUrl.searchParams.get('token')).toMatch(/^[0-9a-f]{56}$/);
    // The HTML part carries the same link, escaped.
    expect(mail.html).toContain(link.replaceAll('&', '&#38;'));

    const landing = await follow(link);
    expect(`${landing.origin}${landing.pathname}`).toBe(REDIRECT);
    const hash = fragment(landing);
    expect(hash.get('type')).toBe('recovery');
    expect(hash.get('token_type')).toBe('bearer');
    expect(Number(hash.get('expires_in'))).toBeGreaterThan(0);
    expect(Number(hash.get('expires_at'))).toBeGreaterThan(Date.now() / 1000);
    const accessToken = hash.get('access_token') ?? '';
    const refreshToken = hash.get('refresh_token') ?? '';
    expect(accessToken).not.toBe('');
    expect(refreshToken).not.toBe('');

    // What detectSessionInUrl does with the fragment: verify the token, keep the session.
    const app = anonClient();
    const { data: restored, error: restoreError } = await app.auth.setSession({
      access_token: accessToken,
      refresh_token: refreshToken,
    });
    expect(restoreError).toBeNull();
    expect(restored.user?.email).toBe(user.email);
    expect(restored.user?.recovery_sent_at).toBeTruthy();

    const { error: updateError } = await app.auth.updateUser({ password: newPassword });
    expect(updateError).toBeNull();

    expect((await signIn(user.email, newPassword)).auth).toBeTruthy();
    const old = await anonClient().auth.signInWithPassword({ email: user.email, password: oldPassword });
    expect(old.error?.status).toBe(400);
    expect(old.error?.code).toBe('invalid_credentials');
    const stale = await otherDevice.auth.getUser();
    expect(stale.error).not.toBeNull();

    // The link works once.
    const again = fragment(await follow(link));
    expect(again.get('error')).toBe('access_denied');
    expect(again.get('error_code')).toBe('otp_expired');
    expect(again.get('error_description')).toBe('Email link is invalid or has expired');
    expect(again.get('access_token')).toBeNull();
  });

  it('answers 200 for an unknown email and sends nothing', async () => {
    const email = `nobody-${randomUUID()}@example.test`;
    const { data, error } = await anonClient().auth.resetPasswordForEmail(email, { redirectTo: REDIRECT });
    expect(error).toBeNull();
    expect(data).toEqual({});
    await afterEarlierEmails();
    expect((await listMail()).some((mail) => mail.to.includes(email))).toBe(false);
  });

  it('sends at most one email per user within the rate-limit window', async () => {
    const user = await freshUser('rate-limited-1');
    await requestReset(user.email);
    const { error } = await anonClient().auth.resetPasswordForEmail(user.email, { redirectTo: REDIRECT });
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_email_send_rate_limit');
    await afterEarlierEmails();
    expect((await listMail()).filter((mail) => mail.to.includes(user.email))).toHaveLength(1);
  });

  it('answers a second quick request the same for an unknown email as for an account (issue 17, finding 4)', async () => {
    const user = await freshUser('rate-limited-2');
    const nobody = `nobody-${randomUUID()}@example.test`;
    const answers = async (email: string) => {
      const first = await anonClient().auth.resetPasswordForEmail(email, { redirectTo: REDIRECT });
      const second = await anonClient().auth.resetPasswordForEmail(email, { redirectTo: REDIRECT });
      return [first.error?.status ?? 200, second.error?.status ?? 200, second.error?.code];
    };
    const known = await answers(user.email);
    expect(known).toEqual([200, 429, 'over_email_send_rate_limit']);
    expect(await answers(nobody)).toEqual(known);
  });

  it('sends links only to the app or a loopback address', async () => {
    const user = await freshUser('redirects-1');
    const mail = await requestReset(user.email, 'https://evil.example/steal');
    expect(new URL(linkIn(mail)).searchParams.get('redirect_to')).toBe(siteUrl);

    const other = await freshUser('redirects-2');
    const loopback = 'http://127.0.0.1:4999/dev/reset';
    const loopbackMail = await requestReset(other.email, loopback);
    const landing = await follow(linkIn(loopbackMail));
    expect(`${landing.origin}${landing.pathname}`).toBe(loopback);
    expect(fragment(landing).get('type')).toBe('recovery');
  });

  it('refuses a link older than an hour', async () => {
    const user = await freshUser('expiring-1');
    const link = linkIn(await requestReset(user.email));
    await db.query("update auth.users set recovery_sent_at = now() - interval '61 minutes' where id = $1", [
      user.id,
    ]);
    const hash = fragment(await follow(link));
    expect(hash.get('error_code')).toBe('otp_expired');
    expect(hash.get('access_token')).toBeNull();
  });

  it('refuses a tampered token', async () => {
    const user = await freshUser('tampered-1');
    const link = new URL(linkIn(await requestReset(user.email)));
    const token = link.searchParams.get('token') ?? '';
    link.searchParams.set('token', `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`);
    expect(fragment(await follow(link.toString())).get('error_code')).toBe('otp_expired');
  });

  it('verifies a token hash by POST /verify (verifyOtp) once', async () => {
    const user = await freshUser('verify-otp-1');
    const token = new URL(linkIn(await requestReset(user.email))).searchParams.get('token') ?? '';
    const client = anonClient();
    const { data, error } = await client.auth.verifyOtp({ type: 'recovery', token_hash: token });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(user.email);
    const second = await anonClient().auth.verifyOtp({ type: 'recovery', token_hash: token });
    expect(second.error?.status).toBe(403);
    expect(second.error?.code).toBe('otp_expired');
  });
});
