/** HS256 JSON Web Tokens, as GoTrue issues and PostgREST verifies them. */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type JwtClaims = Record<string, unknown>;

function base64url(input: Buffer | string): string {
  return Buffer.from(input).toString('base64url');
}

export function signJwt(claims: JwtClaims, secret: string): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

export type JwtVerdict =
  | { ok: true; claims: JwtClaims }
  | { ok: false; reason: 'malformed' | 'bad_signature' | 'expired' };

/** Checks signature and expiry; `leewaySeconds` mirrors PostgREST's 30 s clock skew. */
export function verifyJwt(token: string, secret: string, leewaySeconds = 30): JwtVerdict {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [header, payload, signature] = parts as [string, string, string];
  let parsedHeader: unknown;
  let claims: unknown;
  try {
    parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (
    typeof parsedHeader !== 'object' ||
    parsedHeader === null ||
    (parsedHeader as { alg?: unknown }).alg !== 'HS256' ||
    typeof claims !== 'object' ||
    claims === null ||
    Array.isArray(claims)
  ) {
    return { ok: false, reason: 'malformed' };
  }
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'bad_signature' };
  }
  const exp = (claims as { exp?: unknown }).exp;
  if (typeof exp === 'number' && exp + leewaySeconds < Date.now() / 1000)
    return { ok: false, reason: 'expired' };
  return { ok: true, claims: claims as JwtClaims };
}
