/**
 * A stolen access token cannot take an account over (issue 17, finding 6): a user's own email
 * change waits for the link sent to the new address (the old one gets a notice), and a password
 * change on a session older than a day needs the nonce /reauthenticate mails to the account.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, databaseUrl, freshAuthUser, signIn, siteUrl, waitForMail } from './harness.ts';

let db: pg.Client;

beforeAll(async () => {
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
});

const freshUser = () => freshAuthUser('first-password-1', 'change');

function linkIn(text: string): string {
  const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no verify link in: ${text}`);
  return link;
}

describe('a user’s own email change', () => {
  it('takes effect only from the link sent to the new address, and tells the old one', async () => {
    const user = await freshUser();
    const client = await signIn(user.email, user.password);
    const newEmail = `moved-${randomUUID().slice(0, 12)}@example.test`;
    const { data, error } = await client.auth.updateUser({ email: newEmail }, { emailRedirectTo: siteUrl });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(user.email);
    expect(data.user?.new_email).toBe(newEmail);

    const notice = await waitForMail((mail) => mail.to.includes(user.email));
    expect(notice.text).toContain(newEmail);
    expect(notice.text).not.toContain('/auth/v1/verify');
    const confirmation = await waitForMail((mail) => mail.to.includes(newEmail));
    // Not yet: the old address still signs in, the new one does not.
    expect(
      (await anonClient().auth.signInWithPassword({ email: newEmail, password: user.password })).error?.code,
    ).toBe('invalid_credentials');

    const response = await fetch(linkIn(confirmation.text), { redirect: 'manual' });
    expect(response.status).toBe(303);
    const landing = new URL(response.headers.get('location') ?? '');
    expect(new URLSearchParams(landing.hash.slice(1)).get('type')).toBe('email_change');
    expect(
      (await anonClient().auth.signInWithPassword({ email: newEmail, password: user.password })).error,
    ).toBeNull();
    expect(
      (await anonClient().auth.signInWithPassword({ email: user.email, password: user.password })).error
        ?.code,
    ).toBe('invalid_credentials');
    // The link works once.
    const again = await fetch(linkIn(confirmation.text), { redirect: 'manual' });
    expect(
      new URLSearchParams(new URL(again.headers.get('location') ?? '').hash.slice(1)).get('error_code'),
    ).toBe('otp_expired');
  });
});

describe('a password change on an old session', () => {
  it('needs the nonce mailed by /reauthenticate; a fresh session does not', async () => {
    const user = await freshUser();
    const fresh = await signIn(user.email, user.password);
    expect((await fresh.auth.updateUser({ password: 'second-password-2' })).error).toBeNull();

    const old = await signIn(user.email, 'second-password-2');
    const { data: session } = await old.auth.getSession();
    const sessionId = JSON.parse(
      Buffer.from(session.session?.access_token.split('.')[1] ?? '', 'base64url').toString(),
    ).session_id as string;
    await db.query("update auth.sessions set created_at = now() - interval '2 days' where id = $1", [
      sessionId,
    ]);

    const refused = await old.auth.updateUser({ password: 'third-password-3' });
    expect(refused.error?.code).toBe('reauthentication_needed');
    const wrong = await old.auth.updateUser({ password: 'third-password-3', nonce: '000000x' });
    expect(wrong.error?.code).toBe('reauthentication_not_valid');

    expect((await old.auth.reauthenticate()).error).toBeNull();
    const mail = await waitForMail(
      (caught) => caught.to.includes(user.email) && /\b\d{6}\b/.test(caught.text),
    );
    const nonce = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
    expect((await old.auth.updateUser({ password: 'third-password-3', nonce })).error).toBeNull();
    expect(
      (await anonClient().auth.signInWithPassword({ email: user.email, password: 'third-password-3' })).error,
    ).toBeNull();
  });
});
