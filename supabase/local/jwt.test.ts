import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ANON_KEY, DEFAULT_JWT_SECRET, DEFAULT_SERVICE_KEY } from './config.ts';
import { signAccessToken, signWithSecret, verifyJwt } from './jwt.ts';
import { type JwtKeys, loadJwtKeys } from './jwt-keys.ts';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

let dir: string;
let keys: JwtKeys;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cabinet-jwt-'));
  keys = await loadJwtKeys(DEFAULT_JWT_SECRET, dir);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('verifyJwt', () => {
  it('accepts ES256 tokens of the signing key and HS256 tokens of the legacy secret', async () => {
    const claims = { sub: randomUUID(), role: 'authenticated', exp: now() + 60 };
    const es256 = await signAccessToken(claims, keys.es256);
    expect(JSON.parse(Buffer.from(es256.split('.')[0] ?? '', 'base64url').toString())).toEqual({
      alg: 'ES256',
      typ: 'JWT',
      kid: keys.es256.kid,
    });
    expect(await verifyJwt(es256, keys)).toEqual({ ok: true, claims });
    expect(await verifyJwt(await signWithSecret(claims, DEFAULT_JWT_SECRET), keys)).toEqual({
      ok: true,
      claims,
    });
  });

  it('accepts the CLI default API keys, which the default secret signed', async () => {
    const anon = await verifyJwt(DEFAULT_ANON_KEY, keys);
    const service = await verifyJwt(DEFAULT_SERVICE_KEY, keys);
    expect(anon).toEqual({ ok: true, claims: { iss: 'supabase-demo', role: 'anon', exp: 1983812996 } });
    expect(service).toEqual({
      ok: true,
      claims: { iss: 'supabase-demo', role: 'service_role', exp: 1983812996 },
    });
  });

  it('calls a token malformed when it is not three base64url JSON objects or uses another alg', async () => {
    const payload = b64({ role: 'anon', exp: now() + 60 });
    const garbage = [
      '',
      'not-a-token',
      'not.a.jwt',
      'a.b.c.d.e',
      `${b64({ alg: 'HS256' })}.${b64([1, 2])}.sig`,
      `${b64('header')}.${payload}.sig`,
      `${b64({ alg: 'none' })}.${payload}.`,
      `${b64({ alg: 'RS256', kid: keys.es256.kid })}.${payload}.c2ln`,
      `${b64({ typ: 'JWT' })}.${payload}.c2ln`,
      `${b64({ alg: 'HS256', crit: ['exp'] })}.${payload}.c2ln`,
    ];
    for (const token of garbage)
      expect(await verifyJwt(token, keys), token).toEqual({ ok: false, reason: 'malformed' });
  });

  it('calls a token of another key, an unknown kid or an altered payload a bad signature', async () => {
    const claims = { sub: randomUUID(), role: 'authenticated', exp: now() + 60 };
    const other = await loadJwtKeys(DEFAULT_JWT_SECRET, path.join(dir, 'other'));
    const foreign = await signAccessToken(claims, other.es256);
    expect(await verifyJwt(foreign, keys)).toEqual({ ok: false, reason: 'bad_signature' });
    const claimingOurKid = await signAccessToken(claims, { ...other.es256, kid: keys.es256.kid });
    expect(await verifyJwt(claimingOurKid, keys)).toEqual({ ok: false, reason: 'bad_signature' });

    const [header, , signature] = (await signAccessToken(claims, keys.es256)).split('.');
    const altered = `${header}.${b64({ ...claims, role: 'service_role' })}.${signature}`;
    expect(await verifyJwt(altered, keys)).toEqual({ ok: false, reason: 'bad_signature' });

    const wrongSecret = await signWithSecret(claims, 'not-the-secret-not-the-secret-not-the');
    expect(await verifyJwt(wrongSecret, keys)).toEqual({ ok: false, reason: 'bad_signature' });
    // A kid on an HS256 token changes nothing: the secret decides, as before.
    const [, hsPayload] = wrongSecret.split('.');
    const withKid = `${b64({ alg: 'HS256', typ: 'JWT', kid: 'legacy' })}.${hsPayload}.${wrongSecret.split('.')[2]}`;
    expect(await verifyJwt(withKid, keys)).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('only takes HS256 where no asymmetric key is given (signed URLs)', async () => {
    const es256 = await signAccessToken({ exp: now() + 60 }, keys.es256);
    expect(await verifyJwt(es256, { secret: keys.secret })).toEqual({ ok: false, reason: 'malformed' });
  });

  it('allows the given clock leeway past exp, and none when it is 0', async () => {
    const lately = await signAccessToken({ role: 'anon', exp: now() - 10 }, keys.es256);
    expect((await verifyJwt(lately, keys)).ok).toBe(true);
    expect(await verifyJwt(lately, keys, 0)).toEqual({ ok: false, reason: 'expired' });
    const long = await signWithSecret({ role: 'anon', exp: now() - 120 }, DEFAULT_JWT_SECRET);
    expect(await verifyJwt(long, keys)).toEqual({ ok: false, reason: 'expired' });
  });
});
