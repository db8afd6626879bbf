/**
 * Who a data, storage or functions request acts as: the Bearer token (a session's access
 * token or an API key), else the apikey header, else anon. Mirrors Kong + PostgREST.
 */
import type { IncomingMessage } from 'node:http';
import type { ApiRole, RequestIdentity } from './db.ts';
import { bearerToken } from './http.ts';
import { type VerificationKeys, verifyJwt } from './jwt.ts';

export type IdentityResult =
  | { ok: true; identity: RequestIdentity }
  | { ok: false; reason: 'malformed' | 'bad_signature' | 'expired' | 'bad_role' };

const API_ROLES: readonly ApiRole[] = ['anon', 'authenticated', 'service_role'];

export async function identifyRequest(req: IncomingMessage, keys: VerificationKeys): Promise<IdentityResult> {
  const apikey = req.headers.apikey;
  const token = bearerToken(req) ?? (typeof apikey === 'string' ? apikey : undefined);
  if (!token) return { ok: true, identity: { role: 'anon', claims: {} } };
  const verdict = await verifyJwt(token, keys);
  if (!verdict.ok) return verdict;
  const role = verdict.claims.role;
  if (typeof role !== 'string' || !API_ROLES.includes(role as ApiRole))
    return { ok: false, reason: 'bad_role' };
  return { ok: true, identity: { role: role as ApiRole, claims: verdict.claims } };
}
