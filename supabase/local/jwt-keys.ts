/**
 * The stack's JWT keys: the legacy shared secret and the ES256 (P-256) key that signs access
 * tokens. The ES256 key is made once and kept in the data folder (owner-only, 0600) so sessions
 * outlive a restart; its public half is what /auth/v1/.well-known/jwks.json publishes.
 */
import { randomUUID, type webcrypto } from 'node:crypto';
import { chmod, link, mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { VerificationKeys } from './jwt.ts';

export const SIGNING_KEY_FILE = 'jwt-signing-key.json';

/** A public key as a JWKS lists it (RFC 7517), the private `d` never among its fields. */
export interface PublicJwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
  kid: string;
  alg: 'ES256';
  use: 'sig';
  key_ops: ['verify'];
}

export interface SigningKey {
  kid: string;
  privateKey: webcrypto.CryptoKey;
  publicKey: webcrypto.CryptoKey;
  publicJwk: PublicJwk;
}

export interface JwtKeys extends VerificationKeys {
  es256: SigningKey;
}

/** The keys of a stack whose secret is `secret` and whose data folder is `dataDir`. */
export async function loadJwtKeys(secret: string, dataDir: string): Promise<JwtKeys> {
  return { secret: new TextEncoder().encode(secret), es256: await loadOrCreateSigningKey(dataDir) };
}

/** Reads the signing key from `dir`, or makes and stores one if there is none yet. */
export async function loadOrCreateSigningKey(dir: string): Promise<SigningKey> {
  const file = path.join(dir, SIGNING_KEY_FILE);
  const stored = await readStored(file);
  if (stored) return fromJwk(stored, file);
  await mkdir(dir, { recursive: true });
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'ES256' };
  // Written whole under a temporary name, then linked: a crash leaves no half file, and a second
  // starter racing this one gets EEXIST and uses the winner's key.
  const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
  await writeFile(temporary, `${JSON.stringify(jwk)}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temporary);
  }
  const winner = await readStored(file);
  if (!winner) throw new Error(`${file} vanished right after it was written`);
  return fromJwk(winner, file);
}

async function readStored(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  // A private key readable by others is tightened rather than trusted as it is.
  if (((await stat(file)).mode & 0o077) !== 0) await chmod(file, 0o600);
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${file} is not JSON; remove it to make a new key (signed-in users sign in again)`);
  }
}

async function fromJwk(value: unknown, file: string): Promise<SigningKey> {
  const jwk = value as Partial<Record<'kty' | 'crv' | 'x' | 'y' | 'd' | 'kid', unknown>>;
  if (
    typeof value !== 'object' ||
    value === null ||
    jwk.kty !== 'EC' ||
    jwk.crv !== 'P-256' ||
    typeof jwk.x !== 'string' ||
    typeof jwk.y !== 'string' ||
    typeof jwk.d !== 'string' ||
    typeof jwk.kid !== 'string' ||
    jwk.kid === ''
  ) {
    throw new Error(`${file} holds no ES256 private key; remove it to make a new one`);
  }
  const publicJwk: PublicJwk = {
    kty: 'EC',
    crv: 'P-256',
    x: jwk.x,
    y: jwk.y,
    kid: jwk.kid,
    alg: 'ES256',
    use: 'sig',
    key_ops: ['verify'],
  };
  const privateKey = await importJWK({ kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y, d: jwk.d }, 'ES256');
  const publicKey = await importJWK({ kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y }, 'ES256');
  // importJWK answers a key, or bytes for a symmetric JWK ('oct'), which an EC key never is.
  if (privateKey instanceof Uint8Array || publicKey instanceof Uint8Array)
    throw new Error(`${file}: the key did not import as a CryptoKey`);
  return { kid: jwk.kid, privateKey, publicKey, publicJwk };
}
