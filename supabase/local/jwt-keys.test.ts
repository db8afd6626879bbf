import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signAccessToken, verifyJwt } from './jwt.ts';
import { loadOrCreateSigningKey, SIGNING_KEY_FILE } from './jwt-keys.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cabinet-jwt-keys-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('loadOrCreateSigningKey', () => {
  it('makes the key once, owner-only, and loads the same key again (a restart)', async () => {
    const first = await loadOrCreateSigningKey(path.join(dir, 'data'));
    const file = path.join(dir, 'data', SIGNING_KEY_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const token = await signAccessToken({ sub: 'someone', exp: Math.floor(Date.now() / 1000) + 60 }, first);

    const again = await loadOrCreateSigningKey(path.join(dir, 'data'));
    expect(again.kid).toBe(first.kid);
    expect(again.publicJwk).toEqual(first.publicJwk);
    expect((await verifyJwt(token, { secret: new Uint8Array(32), es256: again })).ok).toBe(true);
  });

  it('publishes only public parts, in the shape auth-js imports', async () => {
    const key = await loadOrCreateSigningKey(dir);
    expect(key.publicJwk).toEqual({
      kty: 'EC',
      crv: 'P-256',
      x: expect.any(String),
      y: expect.any(String),
      kid: key.kid,
      alg: 'ES256',
      use: 'sig',
      key_ops: ['verify'],
    });
    expect(key.publicJwk).not.toHaveProperty('d');
    const stored = JSON.parse(await readFile(path.join(dir, SIGNING_KEY_FILE), 'utf8')) as { d?: string };
    expect(stored.d).toEqual(expect.any(String));
    // What auth-js's getClaims does with a fetched key.
    const imported = await crypto.subtle.importKey(
      'jwk',
      key.publicJwk,
      { name: 'ECDSA', namedCurve: 'P-256' },
      true,
      ['verify'],
    );
    expect(imported.type).toBe('public');
  });

  it('gives concurrent starters one key', async () => {
    const keys = await Promise.all([1, 2, 3, 4].map(() => loadOrCreateSigningKey(dir)));
    expect(new Set(keys.map((key) => key.kid)).size).toBe(1);
  });

  it('tightens a key file others could read, and refuses one that holds no key', async () => {
    const key = await loadOrCreateSigningKey(dir);
    const file = path.join(dir, SIGNING_KEY_FILE);
    await chmod(file, 0o644);
    expect((await loadOrCreateSigningKey(dir)).kid).toBe(key.kid);
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    await writeFile(file, '{"kty":"EC"}');
    await expect(loadOrCreateSigningKey(dir)).rejects.toThrow(/holds no ES256 private key/);
    await writeFile(file, 'garbage');
    await expect(loadOrCreateSigningKey(dir)).rejects.toThrow(/is not JSON/);
  });
});
