/**
 * GET /auth/v1/.well-known/jwks.json: the public half of the stack's signing key, which
 * supabase-js's auth.getClaims() fetches to verify ES256 access tokens locally. Open like on
 * hosted Supabase (no apikey); the legacy HS256 secret is symmetric and never listed.
 */
import type { RouteContext } from '../api-server.ts';
import { sendJson } from '../http.ts';

/** As long as auth-js keeps a fetched key set (JWKS_TTL): the key changes only with the data folder. */
const CACHE_CONTROL = 'public, max-age=600';

export function handleJwks(context: RouteContext): void {
  sendJson(
    context.res,
    200,
    { keys: [context.stack.jwtKeys.es256.publicJwk] },
    { 'Cache-Control': CACHE_CONTROL },
  );
}
