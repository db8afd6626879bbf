/**
 * The local auth service as supabase-js uses it: sign-in, refresh-token rotation, sign-out,
 * the user endpoint, password rules, the admin API, and bad input that must get a 4xx JSON
 * answer while the server keeps serving.
 */
import { randomUUID } from 'node:crypto';
import {
  AuthApiError,
  isAuthApiError,
  isAuthSessionMissingError,
  isAuthWeakPasswordError,
  type SupabaseClient,
} from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { type JwtClaims, signWithSecret } from '#supabase/local/jwt.ts';
import {
  anonClient,
  anonKey,
  apiUrl,
  DEMO,
  DEMO_PASSWORD,
  freshAuthUser,
  jwtSecret,
  serviceClient,
  signIn,
} from './harness.ts';

const AUTH = `${apiUrl}/auth/v1`;
const JSON_HEADERS = {
  apikey: anonKey,
  'Content-Type': 'application/json',
  'X-Supabase-Api-Version': '2024-01-01',
};

function decodeClaims(token: string): JwtClaims {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as JwtClaims;
}

async function session(client: SupabaseClient): Promise<{ access_token: string; refresh_token: string }> {
  const { data, error } = await client.auth.getSession();
  if (error || !data.session) throw new Error(`no session: ${error?.message}`);
  return data.session;
}

/** POST /token?grant_type=refresh_token straight to the server, as the client would. */
async function refreshDirect(
  refreshToken: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${AUTH}/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function getUserDirect(
  accessToken: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${AUTH}/user`, {
    headers: { ...JSON_HEADERS, Authorization: `Bearer ${accessToken}` },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A confirmed user of its own, so destructive tests never touch the demo accounts. */
const freshUser = (password?: string) => freshAuthUser(password);

describe('sign-in with email and password', () => {
  it.each(Object.values(DEMO))('signs in as %s', async (email) => {
    const client = anonClient();
    const { data, error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
    expect(error).toBeNull();
    const current = data.session;
    expect(current?.token_type).toBe('bearer');
    expect(current?.refresh_token.length).toBeGreaterThanOrEqual(12);
    expect(current?.user.email).toBe(email);
    expect(current?.user.last_sign_in_at).toBeTruthy();

    const claims = decodeClaims(current?.access_token ?? '');
    expect(claims).toMatchObject({
      sub: current?.user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      aal: 'aal1',
      is_anonymous: false,
    });
    expect(typeof claims.session_id).toBe('string');
    expect(claims.exp).toBe(current?.expires_at);
    expect((claims.exp as number) - (claims.iat as number)).toBe(current?.expires_in);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);

    const { data: fetched, error: userError } = await client.auth.getUser();
    expect(userError).toBeNull();
    expect(fetched.user?.id).toBe(current?.user.id);
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    for (const [email, password] of [
      [DEMO.auroraStaff, 'not-the-password'],
      [`nobody-${randomUUID()}@example.test`, DEMO_PASSWORD],
    ] as const) {
      const { data, error } = await anonClient().auth.signInWithPassword({ email, password });
      expect(data.session).toBeNull();
      expect(error).toBeInstanceOf(AuthApiError);
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.message).toBe('Invalid login credentials');
    }
  });

  it('makes an account wait after five wrong passwords, the right one included, and not another (issue 17, finding 5)', async () => {
    const user = await freshUser();
    const other = await freshUser();
    for (let i = 0; i < 5; i += 1) {
      const { error } = await anonClient().auth.signInWithPassword({
        email: user.email,
        password: `wrong-${i}`,
      });
      expect(error?.code).toBe('invalid_credentials');
    }
    const right = await anonClient().auth.signInWithPassword({ email: user.email, password: user.password });
    expect(right.data.session).toBeNull();
    expect(right.error?.status).toBe(429);
    expect(right.error?.code).toBe('over_request_rate_limit');
    expect(right.error?.message).toMatch(/try again after (2\d|30) seconds\.$/);
    const unaffected = await anonClient().auth.signInWithPassword({
      email: other.email,
      password: other.password,
    });
    expect(unaffected.error).toBeNull();
  });

  it('matches the email case-insensitively', async () => {
    const { error } = await anonClient().auth.signInWithPassword({
      email: DEMO.auroraDoctor.toUpperCase(),
      password: DEMO_PASSWORD,
    });
    expect(error).toBeNull();
  });

  it('refuses banned users, and their refresh tokens', async () => {
    const user = await freshUser();
    const client = await signIn(user.email, user.password);
    const { refresh_token } = await session(client);
    const { error: banError } = await serviceClient().auth.admin.updateUserById(user.id, {
      ban_duration: '24h',
    });
    expect(banError).toBeNull();

    const { error } = await anonClient().auth.signInWithPassword({
      email: user.email,
      password: user.password,
    });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('user_banned');
    const refreshed = await refreshDirect(refresh_token);
    expect(refreshed.status).toBe(400);
    expect(refreshed.body.code).toBe('user_banned');

    await serviceClient().auth.admin.updateUserById(user.id, { ban_duration: 'none' });
    expect(
      (await anonClient().auth.signInWithPassword({ email: user.email, password: user.password })).error,
    ).toBeNull();
  });
});

describe('refresh-token rotation', () => {
  it('issues a new refresh token and refuses the old one', async () => {
    const user = await freshUser();
    const client = await signIn(user.email, user.password);
    const before = await session(client);

    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    const after = data.session;
    expect(after?.refresh_token).toBeTruthy();
    expect(after?.refresh_token).not.toBe(before.refresh_token);
    // Same session, new access token.
    expect(decodeClaims(after?.access_token ?? '').session_id).toBe(
      decodeClaims(before.access_token).session_id,
    );

    const reused = await refreshDirect(before.refresh_token);
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });

    // Reuse means the token leaked: the whole session is gone, its newest tokens included.
    const newest = await refreshDirect(after?.refresh_token ?? '');
    expect(newest.status).toBe(400);
    expect(newest.body.code).toBe('refresh_token_not_found');
    const me = await getUserDirect(after?.access_token ?? '');
    expect(me.status).toBe(403);
    expect(me.body.code).toBe('session_not_found');
  });

  it('refuses an unknown refresh token', async () => {
    const unknown = await refreshDirect('this-token-was-never-issued');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
  });

  it('chains rotations within one session', async () => {
    const user = await freshUser();
    const client = await signIn(user.email, user.password);
    const seen = new Set([(await session(client)).refresh_token]);
    for (let i = 0; i < 3; i++) {
      const { data, error } = await client.auth.refreshSession();
      expect(error).toBeNull();
      const token = data.session?.refresh_token ?? '';
      expect(seen.has(token)).toBe(false);
      seen.add(token);
    }
    expect((await client.auth.getUser()).error).toBeNull();
  });
});

describe('sign-out', () => {
  it('revokes the session: its refresh token and its access token are refused', async () => {
    const user = await freshUser();
    const client = await signIn(user.email, user.password);
    const { access_token, refresh_token } = await session(client);

    const { error } = await client.auth.signOut();
    expect(error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();

    const refreshed = await refreshDirect(refresh_token);
    expect(refreshed.status).toBe(400);
    expect(refreshed.body.code).toBe('refresh_token_not_found');
    const me = await getUserDirect(access_token);
    expect(me.status).toBe(403);
    expect(me.body.code).toBe('session_not_found');
  });

  it('ends only this device with scope local, every device with scope global', async () => {
    const user = await freshUser();
    const laptop = await signIn(user.email, user.password);
    const tablet = await signIn(user.email, user.password);
    const phone = await signIn(user.email, user.password);

    expect((await laptop.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await tablet.auth.getUser()).error).toBeNull();
    expect((await phone.auth.getUser()).error).toBeNull();

    const tabletSession = await session(tablet);
    expect((await phone.auth.signOut({ scope: 'global' })).error).toBeNull();
    const me = await getUserDirect(tabletSession.access_token);
    expect(me.body.code).toBe('session_not_found');
    expect((await refreshDirect(tabletSession.refresh_token)).status).toBe(400);
  });

  it('ends the other devices with scope others', async () => {
    const user = await freshUser();
    const laptop = await signIn(user.email, user.password);
    const tablet = await signIn(user.email, user.password);
    const tabletSession = await session(tablet);
    expect((await laptop.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await laptop.auth.getUser()).error).toBeNull();
    expect((await getUserDirect(tabletSession.access_token)).status).toBe(403);
  });
});

describe('the user endpoint', () => {
  it('answers the signed-in user', async () => {
    const client = await signIn(DEMO.auroraAdmin);
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    const user = data.user;
    expect(user?.email).toBe(DEMO.auroraAdmin);
    expect(user?.aud).toBe('authenticated');
    expect(user?.role).toBe('authenticated');
    expect(user?.app_metadata.provider).toBe('email');
    expect(Array.isArray(user?.identities)).toBe(true);
    expect(user).not.toHaveProperty('encrypted_password');
  });

  it('applies the password rules on update', async () => {
    const user = await freshUser();
    const client = await signIn(user.email, user.password);
    const other = await signIn(user.email, user.password);

    const short = await client.auth.updateUser({ password: '12345' });
    expect(isAuthWeakPasswordError(short.error)).toBe(true);
    expect(short.error?.status).toBe(422);
    expect(short.error?.code).toBe('weak_password');
    expect(isAuthWeakPasswordError(short.error) ? short.error.reasons : []).toEqual(['length']);

    const same = await client.auth.updateUser({ password: user.password });
    expect(isAuthApiError(same.error)).toBe(true);
    expect(same.error?.status).toBe(422);
    expect(same.error?.code).toBe('same_password');

    const changed = await client.auth.updateUser({ password: 'second-password-2', data: { locale: 'ro' } });
    expect(changed.error).toBeNull();
    expect(changed.data.user?.user_metadata.locale).toBe('ro');

    // The changing device stays signed in; the others are signed out.
    expect((await client.auth.getUser()).error).toBeNull();
    const otherUser = await other.auth.getUser();
    expect(isAuthSessionMissingError(otherUser.error) || otherUser.error?.status === 403).toBe(true);

    const old = await anonClient().auth.signInWithPassword({ email: user.email, password: user.password });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await anonClient().auth.signInWithPassword({
      email: user.email,
      password: 'second-password-2',
    });
    expect(fresh.error).toBeNull();
  });

  it('merges user metadata and drops keys set to null', async () => {
    const user = await freshUser();
    const client = await signIn(user.email, user.password);
    await client.auth.updateUser({ data: { theme: 'dark', locale: 'en' } });
    const { data } = await client.auth.updateUser({ data: { locale: null, clinic: 'aurora' } });
    expect(data.user?.user_metadata).toEqual({ theme: 'dark', clinic: 'aurora' });
  });
});

describe('the admin API', () => {
  it('creates, reads, lists, updates and deletes users with the service key', async () => {
    const admin = serviceClient().auth.admin;
    const email = `admin-made-${randomUUID()}@example.test`;
    const created = await admin.createUser({
      email,
      password: 'made-by-admin-1',
      email_confirm: true,
      user_metadata: { full_name: 'Ana Ionescu' },
      app_metadata: { clinic: 'aurora' },
    });
    expect(created.error).toBeNull();
    const user = created.data.user;
    expect(user?.email).toBe(email);
    expect(user?.email_confirmed_at).toBeTruthy();
    expect(user?.user_metadata).toEqual({ full_name: 'Ana Ionescu' });
    expect(user?.app_metadata).toEqual({ provider: 'email', providers: ['email'], clinic: 'aurora' });
    expect(user?.identities?.[0]?.provider).toBe('email');
    const id = user?.id ?? '';

    const duplicate = await admin.createUser({
      email: email.toUpperCase(),
      password: 'whatever-1',
      email_confirm: true,
    });
    expect(duplicate.error?.status).toBe(422);
    expect(duplicate.error?.code).toBe('email_exists');

    expect((await admin.getUserById(id)).data.user?.email).toBe(email);
    const listed = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(listed.error).toBeNull();
    expect(listed.data.users.some((entry) => entry.id === id)).toBe(true);

    const updated = await admin.updateUserById(id, { user_metadata: { phone_ext: '12' } });
    expect(updated.data.user?.user_metadata).toEqual({ full_name: 'Ana Ionescu', phone_ext: '12' });

    expect((await signIn(email, 'made-by-admin-1')).auth).toBeTruthy();
    const deleted = await admin.deleteUser(id);
    expect(deleted.error).toBeNull();
    const gone = await admin.getUserById(id);
    expect(gone.error?.status).toBe(404);
    expect(gone.error?.code).toBe('user_not_found');
    const signInGone = await anonClient().auth.signInWithPassword({ email, password: 'made-by-admin-1' });
    expect(signInGone.error?.code).toBe('invalid_credentials');
  });

  it('refuses a password shorter than the minimum on create, as on sign-up and update (issue 17)', async () => {
    const admin = serviceClient().auth.admin;
    const email = `weak-${randomUUID()}@example.test`;
    const weak = await admin.createUser({ email, password: '123', email_confirm: true });
    expect(weak.error?.status).toBe(422);
    expect(weak.error?.code).toBe('weak_password');
    expect((await anonClient().auth.signInWithPassword({ email, password: '123' })).error?.code).toBe(
      'invalid_credentials',
    );
    // No password at all is still an account whose password nobody knows (an invitation).
    const invited = await admin.createUser({ email, email_confirm: true });
    expect(invited.error).toBeNull();
    expect((await admin.deleteUser(invited.data.user?.id ?? '')).error).toBeNull();
  });

  it('pages the user list', async () => {
    await freshUser();
    await freshUser();
    const first = await serviceClient().auth.admin.listUsers({ page: 1, perPage: 1 });
    expect(first.error).toBeNull();
    if (!('total' in first.data)) throw new Error('no pagination in the answer');
    expect(first.data.users).toHaveLength(1);
    expect(first.data.total).toBeGreaterThanOrEqual(2);
    expect(first.data.nextPage).toBe(2);
  });

  it('refuses the anon key and user tokens', async () => {
    const asAnon = await anonClient().auth.admin.createUser({
      email: `x-${randomUUID()}@example.test`,
      password: 'p4ssword',
    });
    expect(asAnon.error?.status).toBe(403);
    expect(asAnon.error?.code).toBe('not_admin');
    expect((await anonClient().auth.admin.listUsers()).error?.code).toBe('not_admin');

    const client = await signIn(DEMO.superAdmin);
    const { access_token } = await session(client);
    const response = await fetch(`${AUTH}/admin/users`, {
      headers: { ...JSON_HEADERS, Authorization: `Bearer ${access_token}` },
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe('not_admin');
  });
});

describe('bad input', () => {
  it('answers malformed JSON with 400 bad_json and keeps serving', async () => {
    for (const body of ['{"email":', '[1,2]', '"text"', '{"email": 42, "password": "x"}']) {
      const response = await fetch(`${AUTH}/token?grant_type=password`, {
        method: 'POST',
        headers: JSON_HEADERS,
        body,
      });
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(((await response.json()) as { code: string }).code).toBe('bad_json');
    }
    const recover = await fetch(`${AUTH}/recover`, { method: 'POST', headers: JSON_HEADERS, body: '{{' });
    expect(recover.status).toBe(400);
    expect((await signIn(DEMO.novaAdmin)).auth).toBeTruthy();
  });

  it('refuses forged, expired and missing tokens on /user with JSON errors', async () => {
    const user = await freshUser();
    const client = await signIn(user.email, user.password);
    const claims = decodeClaims((await session(client)).access_token);
    const now = Math.floor(Date.now() / 1000);

    const forged = await getUserDirect(
      await signWithSecret({ ...claims, role: 'service_role' }, 'not-the-secret-not-the-secret-not-the'),
    );
    expect(forged.status).toBe(403);
    expect(forged.body.code).toBe('bad_jwt');

    const expired = await getUserDirect(
      await signWithSecret({ ...claims, iat: now - 7200, exp: now - 3600 }, jwtSecret),
    );
    expect(expired.status).toBe(403);
    expect(expired.body.code).toBe('bad_jwt');
    expect(String(expired.body.message)).toMatch(/expired/);

    const garbage = await getUserDirect('not.a.jwt');
    expect(garbage.status).toBe(403);
    expect(garbage.body.code).toBe('bad_jwt');

    const ghost = await getUserDirect(await signWithSecret({ ...claims, sub: randomUUID() }, jwtSecret));
    expect(ghost.status).toBe(403);
    expect(ghost.body.code).toBe('user_not_found');

    const none = await fetch(`${AUTH}/user`, { headers: JSON_HEADERS });
    expect(none.status).toBe(401);
    expect(((await none.json()) as { code: string }).code).toBe('no_authorization');

    expect((await client.auth.getUser()).error).toBeNull();
  });

  it('requires the apikey, except on the open routes', async () => {
    const missing = await fetch(`${AUTH}/token?grant_type=password`, { method: 'POST', body: '{}' });
    expect(missing.status).toBe(401);
    const wrong = await fetch(`${AUTH}/user`, { headers: { apikey: 'nope' } });
    expect(wrong.status).toBe(401);
    expect((await fetch(`${AUTH}/health`)).status).toBe(200);
    const settings = (await (await fetch(`${AUTH}/settings`)).json()) as { external: { email: boolean } };
    expect(settings.external.email).toBe(true);
  });

  it('speaks the legacy error shape to clients that send no API version', async () => {
    const response = await fetch(`${AUTH}/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO.auroraStaff, password: 'wrong-password' }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBeNull();
    expect(response.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(await response.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('refuses sign-up: accounts are made by administrators', async () => {
    const { error } = await anonClient().auth.signUp({
      email: `self-${randomUUID()}@example.test`,
      password: 'p4ssword!',
    });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('signup_disabled');
  });
});
