/**
 * Signed download URLs as Supabase Storage issues them: an HS256 token with the JWT secret
 * (storage signs with its own secret, never the access tokens' asymmetric key),
 * claims {url: "bucket/key", scope: "download", iat, exp}, served at
 * /object/sign/{bucket}/{key}?token=… to anyone holding it until it expires.
 */
import { signWithSecret, verifyJwt } from '../jwt.ts';
import { storageErrors } from './storage-errors.ts';

export const SIGNED_URL_SCOPE_DOWNLOAD = 'download';

/** `expiresIn` as Supabase validates it: an integer number of seconds, at least 1. */
export function expiresInFrom(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 2 ** 31) {
    throw storageErrors.invalidRequest('body/expiresIn must be an integer >= 1');
  }
  return value;
}

export async function signedUrlFor(
  bucket: string,
  key: string,
  expiresIn: number,
  secret: Uint8Array,
): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  const url = `${bucket}/${key}`;
  const token = await signWithSecret(
    { url, scope: SIGNED_URL_SCOPE_DOWNLOAD, iat, exp: iat + expiresIn },
    secret,
  );
  return `/object/sign/${url}?token=${token}`;
}

/**
 * Checks signature, scope, object and expiry (no clock leeway: an expired link is expired);
 * returns the expiry (unix seconds).
 */
export async function verifySignedUrl(
  token: string | null,
  bucket: string,
  key: string,
  secret: Uint8Array,
): Promise<number> {
  if (!token) throw storageErrors.invalidRequest("querystring must have required property 'token'");
  const verdict = await verifyJwt(token, { secret }, 0);
  if (!verdict.ok) {
    const message =
      verdict.reason === 'expired'
        ? 'jwt expired'
        : verdict.reason === 'malformed'
          ? 'jwt malformed'
          : 'invalid signature';
    throw storageErrors.invalidJwt(message);
  }
  const { url, scope, exp } = verdict.claims;
  if (scope !== undefined && scope !== SIGNED_URL_SCOPE_DOWNLOAD) {
    throw storageErrors.invalidSignature(`Token is not scoped for ${SIGNED_URL_SCOPE_DOWNLOAD}`);
  }
  if (url !== `${bucket}/${key}`) throw storageErrors.invalidSignature();
  if (typeof exp !== 'number') throw storageErrors.invalidJwt('jwt must have an expiry');
  return exp;
}
