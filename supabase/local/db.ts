/**
 * Runs a request against Postgres the way PostgREST does: one transaction, with the JWT's
 * role and claims set locally, so auth.uid(), auth.jwt() and row-level security decide
 * what the request may see and change. Storage and functions use the same path.
 */
import pg from 'pg';
import type { JwtClaims } from './jwt.ts';
import { RequestSlots } from './request-slots.ts';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

export interface RequestIdentity {
  role: ApiRole;
  /** The verified JWT claims ({} for a key without claims). */
  claims: JwtClaims;
}

export interface RequestInfo {
  method: string;
  path: string;
  headers: Record<string, string>;
}

/** Hosted Supabase's per-role statement timeouts, which PostgREST applies to each request. */
const STATEMENT_TIMEOUTS: Record<ApiRole, string> = { anon: '3s', authenticated: '8s', service_role: '0' };

export function createPool(connectionString: string, max = 20): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, options: '-c TimeZone=UTC' });
  // A connection lost while idle (pool 'error') or while checked out (client 'error', e.g. the
  // server restarted or the backend was terminated) must fail that request, not the process.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  return pool;
}

/**
 * Opens a transaction as `identity`, runs `work`, commits; rolls back if `work` throws.
 * `readOnly` mirrors PostgREST running GET and HEAD in read-only transactions.
 */
export async function asRequest<T>(
  pool: pg.Pool,
  identity: RequestIdentity,
  request: RequestInfo,
  readOnly: boolean,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const giveBack = await takeSlot(pool, identity);
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    giveBack();
    throw error;
  }
  let broken = false;
  try {
    await client.query(
      readOnly ? 'begin isolation level read committed read only' : 'begin isolation level read committed',
    );
    await client.query(
      `select set_config('search_path', 'public, extensions', true),
              set_config('role', $1, true),
              set_config('request.jwt.claims', $2, true),
              set_config('request.method', $3, true),
              set_config('request.path', $4, true),
              set_config('request.headers', $5, true),
              set_config('statement_timeout', $6, true)`,
      [
        identity.role,
        JSON.stringify(identity.claims),
        request.method,
        request.path,
        JSON.stringify(request.headers),
        STATEMENT_TIMEOUTS[identity.role],
      ],
    );
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    try {
      await client.query('rollback');
    } catch {
      broken = true;
    }
    throw error;
  } finally {
    client.release(broken);
    giveBack();
  }
}

const slotsByPool = new WeakMap<pg.Pool, RequestSlots>();

/** A signed-in user's (or the anonymous key's) turn for a connection; the server's own tools skip the line. */
async function takeSlot(pool: pg.Pool, identity: RequestIdentity): Promise<() => void> {
  if (identity.role === 'service_role') return () => {};
  let slots = slotsByPool.get(pool);
  if (!slots) {
    slots = new RequestSlots();
    slotsByPool.set(pool, slots);
  }
  const subject = typeof identity.claims.sub === 'string' ? identity.claims.sub : '';
  return slots.take(`${identity.role}:${subject}`);
}

/** The SQLSTATE of a Postgres error, if `error` is one. */
export function sqlState(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}
