/**
 * JSON Web Tokens through jose: the one verification every service of the gateway uses (REST,
 * storage, functions, realtime, auth), and signing. Access tokens are signed with the stack's
 * ES256 key (jwt-keys.ts); the legacy shared secret (HS256) still verifies the API keys and
 * access tokens earlier builds issued, and signs storage's signed URLs.
 */
import type { webcrypto } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, errors, jwtVerify, SignJWT } from 'jose';

export type JwtClaims = Record<string, unknown>;

export type JwtFailure = 'malformed' | 'bad_signature' | 'expired';

export type JwtVerdict = { ok: true; claims: JwtClaims } | { ok: false; reason: JwtFailure };

/** What a verifier accepts: always the shared secret; the asymmetric key where user tokens count. */
export interface VerificationKeys {
  /** The legacy JWT secret's bytes (HS256). */
  secret: Uint8Array;
  /** The ES256 key, named by its `kid`. Absent: only HS256 tokens verify. */
  es256?: { kid: string; publicKey: webcrypto.CryptoKey };
}

/** Signs users' access tokens: ES256 with a `kid`, as hosted Supabase projects' signing keys do. */
export function signAccessToken(
  claims: JwtClaims,
  key: { kid: string; privateKey: webcrypto.CryptoKey },
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: key.kid })
    .sign(key.privateKey);
}

/** HS256 with a shared secret: storage's signed URLs (and tests forging legacy tokens). */
export function signWithSecret(claims: JwtClaims, secret: Uint8Array | string): Promise<string> {
  const bytes = typeof secret === 'string' ? new TextEncoder().encode(secret) : secret;
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(bytes);
}

/**
 * Checks shape, signature and expiry; `leewaySeconds` mirrors PostgREST's 30 s clock skew (GoTrue
 * and signed URLs allow none). Never throws for a bad token: every refusal is a verdict.
 */
export async function verifyJwt(
  token: string,
  keys: VerificationKeys,
  leewaySeconds = 30,
): Promise<JwtVerdict> {
  // Shape first, whatever the signature: not three base64url parts of JSON objects is malformed.
  try {
    decodeProtectedHeader(token);
    decodeJwt(token);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const algorithms = keys.es256 ? ['HS256', 'ES256'] : ['HS256'];
  try {
    const { payload } = await jwtVerify(
      token,
      (header) => {
        // HS256 ignores any kid, as before: the secret is the one symmetric key.
        if (header.alg === 'HS256') return keys.secret;
        // An ES256 token without kid is tried against the key; an unknown kid matches nothing.
        if (keys.es256 && (header.kid === undefined || header.kid === keys.es256.kid))
          return keys.es256.publicKey;
        throw new errors.JWKSNoMatchingKey();
      },
      { algorithms, clockTolerance: leewaySeconds },
    );
    return { ok: true, claims: payload };
  } catch (error) {
    return { ok: false, reason: failureOf(error) };
  }
}

function failureOf(error: unknown): JwtFailure {
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey)
    return 'bad_signature';
  // Another alg (none, RS256…), bad header parameters, claims of the wrong type: malformed.
  if (error instanceof errors.JOSEError) return 'malformed';
  throw error;
}
