/**
 * Access tokens signed with the stack's ES256 key, as hosted Supabase projects sign them: the
 * public key set at /auth/v1/.well-known/jwks.json verifies them (jose, supabase-js getClaims),
 * every service refuses an altered one with its usual error, and what the legacy HS256 secret
 * signed (the CLI's API keys, access tokens of earlier builds) is still accepted.
 */
import { createClient } from '@supabase/supabase-js';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { type JwtClaims, signWithSecret } from '#supabase/local/jwt.ts';
import { anonKey, apiUrl, DEMO, DEMO_PASSWORD, jwtSecret, serviceKey, signIn } from './harness.ts';

const JWKS_URL = `${apiUrl}/auth/v1/.well-known/jwks.json`;

async function accessTokenOf(email: string): Promise<string> {
  const client = await signIn(email);
  const { data } = await client.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new Error('no session');
  return token;
}

function claimsOf(token: string): JwtClaims {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as JwtClaims;
}

/** The signed-in user's own profile row through /rest/v1, as `token`. */
function ownProfile(token: string, sub: unknown): Promise<Response> {
  return fetch(`${apiUrl}/rest/v1/users?select=id&auth_user_id=eq.${String(sub)}`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${token}` },
  });
}

function getUser(token: string): Promise<Response> {
  return fetch(`${apiUrl}/auth/v1/user`, { headers: { apikey: anonKey, Authorization: `Bearer ${token}` } });
}

const NO_SUITABLE_KEY = {
  code: 'PGRST301',
  details: 'None of the keys was able to decode the JWT',
  hint: null,
  message: 'No suitable key or wrong key type',
};

describe('the JWKS endpoint', () => {
  it('publishes the public signing key, without apikey, cacheable and open to other origins', async () => {
    const response = await fetch(JWKS_URL, { headers: { Origin: 'http://localhost:5173' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=600');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await response.json()) as { keys: Array<Record<string, unknown>> };
    expect(body.keys).toHaveLength(1);
    const [key] = body.keys;
    expect(key).toEqual({
      kty: 'EC',
      crv: 'P-256',
      x: expect.any(String),
      y: expect.any(String),
      kid: expect.any(String),
      alg: 'ES256',
      use: 'sig',
      key_ops: ['verify'],
    });
    expect(key).not.toHaveProperty('d');
    expect(JSON.stringify(body)).not.toContain(jwtSecret);
  });
});

describe('access tokens', () => {
  it('are ES256 with the published kid and verify against the remote key set', async () => {
    const token = await accessTokenOf(DEMO.auroraStaff);
    const header = decodeProtectedHeader(token);
    expect(header.alg).toBe('ES256');
    expect(header.kid).toEqual(expect.any(String));
    const { payload, protectedHeader } = await jwtVerify(token, createRemoteJWKSet(new URL(JWKS_URL)), {
      algorithms: ['ES256'],
      issuer: `${apiUrl}/auth/v1`,
      audience: 'authenticated',
    });
    expect(protectedHeader.kid).toBe(header.kid);
    expect(payload.role).toBe('authenticated');
    expect(payload.email).toBe(DEMO.auroraStaff);
  });

  it('are verified by supabase-js getClaims locally, with the key set and no /user call', async () => {
    const requested: string[] = [];
    const client = createClient(apiUrl, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: {
        fetch: (input, init) => {
          requested.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
          return fetch(input, init);
        },
      },
    });
    const signedIn = await client.auth.signInWithPassword({
      email: DEMO.auroraDoctor,
      password: DEMO_PASSWORD,
    });
    expect(signedIn.error).toBeNull();
    const { data, error } = await client.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.header).toMatchObject({ alg: 'ES256', kid: expect.any(String) });
    expect(data?.claims).toMatchObject({ sub: signedIn.data.user?.id, role: 'authenticated' });
    expect(requested).toContain('/auth/v1/.well-known/jwks.json');
    expect(requested).not.toContain('/auth/v1/user');
  });

  it('come back ES256 from a refresh', async () => {
    const client = await signIn(DEMO.auroraAdmin);
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(decodeProtectedHeader(data.session?.access_token ?? '').alg).toBe('ES256');
  });

  it('are refused by REST, auth and storage once altered, with their usual errors', async () => {
    const token = await accessTokenOf(DEMO.auroraStaff);
    const [header, payload, signature] = token.split('.');
    const raised = Buffer.from(JSON.stringify({ ...claimsOf(token), role: 'service_role' })).toString(
      'base64url',
    );
    const altered = `${header}.${raised}.${signature}`;
    expect(payload).not.toBe(raised);

    const rest = await ownProfile(altered, claimsOf(token).sub);
    expect(rest.status).toBe(401);
    expect(await rest.json()).toEqual(NO_SUITABLE_KEY);

    const user = await getUser(altered);
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ error_code: 'bad_jwt' });

    const storage = await fetch(`${apiUrl}/storage/v1/bucket`, {
      headers: { apikey: anonKey, Authorization: `Bearer ${altered}` },
    });
    expect(storage.status).toBe(400);
    expect(await storage.json()).toMatchObject({ statusCode: '403', message: 'invalid signature' });
  });

  it('are refused with an unknown kid, alg none or a kid on a forged HS256 token, as before', async () => {
    const token = await accessTokenOf(DEMO.auroraStaff);
    const [, payload, signature] = token.split('.');
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unknownKid = `${b64({ alg: 'ES256', typ: 'JWT', kid: 'not-our-key' })}.${payload}.${signature}`;
    const unknown = await ownProfile(unknownKid, claimsOf(token).sub);
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual(NO_SUITABLE_KEY);

    const none = await ownProfile(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`, claimsOf(token).sub);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({
      code: 'PGRST301',
      message: 'JWT cryptographic operation failed',
    });

    const forged = await signWithSecret(claimsOf(token), 'not-the-secret-not-the-secret-not-the');
    const [, forgedPayload, forgedSignature] = forged.split('.');
    const forgedWithKid = `${b64({ alg: 'HS256', typ: 'JWT', kid: 'legacy' })}.${forgedPayload}.${forgedSignature}`;
    const refused = await ownProfile(forgedWithKid, claimsOf(token).sub);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual(NO_SUITABLE_KEY);
    expect((await getUser(forgedWithKid)).status).toBe(403);
  });
});

describe('what the legacy secret signed', () => {
  it('the CLI anon and service_role keys still work against REST', async () => {
    const anon = await fetch(`${apiUrl}/rest/v1/clinics?select=id`, {
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    });
    // Accepted as anon, which the schema grants nothing: a permission error, not a JWT one.
    expect(anon.status).toBe(401);
    expect(await anon.json()).toMatchObject({
      code: '42501',
      message: 'permission denied for table clinics',
    });
    const service = await fetch(`${apiUrl}/rest/v1/clinics?select=id`, {
      headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` },
    });
    expect(service.status).toBe(200);
    expect(((await service.json()) as unknown[]).length).toBeGreaterThan(0);
  });

  it('an HS256 access token of an earlier build is still accepted by REST and auth getUser', async () => {
    const claims = claimsOf(await accessTokenOf(DEMO.auroraStaff));
    // What the previous build issued: the same claims, HS256 with the JWT secret, no kid.
    const legacy = await signWithSecret(claims, jwtSecret);
    expect(decodeProtectedHeader(legacy)).toEqual({ alg: 'HS256', typ: 'JWT' });

    const rest = await ownProfile(legacy, claims.sub);
    expect(rest.status).toBe(200);
    expect((await rest.json()) as unknown[]).toHaveLength(1);

    const user = await getUser(legacy);
    expect(user.status).toBe(200);
    expect(await user.json()).toMatchObject({ id: claims.sub, email: DEMO.auroraStaff });

    const client = createClient(apiUrl, anonKey, { accessToken: async () => legacy });
    const own = await client.from('users').select('id').eq('auth_user_id', String(claims.sub));
    expect(own.error).toBeNull();
    expect(own.data).toHaveLength(1);
  });
});
