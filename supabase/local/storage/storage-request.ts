/**
 * What every storage route shares: who the caller is, running catalogue work as the caller
 * (one transaction, RLS deciding) together with the staged file changes, and JSON bodies.
 */
import type pg from 'pg';
import type { RouteContext } from '../api-server.ts';
import { asRequest, type RequestIdentity } from '../db.ts';
import { flatHeaders, HttpError, readBody } from '../http.ts';
import { identifyRequest } from '../request-identity.ts';
import { type FileChanges, FileStore } from './file-store.ts';
import { fromDatabaseError, storageErrors } from './storage-errors.ts';

const JWT_FAILURES = {
  malformed: 'jwt malformed',
  bad_signature: 'invalid signature',
  expired: 'jwt expired',
  bad_role: 'Access denied: Invalid role',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller from the Bearer token (or apikey); a token that does not verify is refused. */
export async function callerIdentity(context: RouteContext): Promise<RequestIdentity> {
  const result = await identifyRequest(context.req, context.stack.jwtKeys);
  if (!result.ok) throw storageErrors.accessDenied(JWT_FAILURES[result.reason]);
  return result.identity;
}

/** owner (uuid) and owner_id (text) of objects the caller writes: the JWT's sub. */
export function ownerOf(identity: RequestIdentity): { owner: string | null; ownerId: string | null } {
  const sub = identity.claims.sub;
  if (typeof sub !== 'string' || sub === '') return { owner: null, ownerId: null };
  return { owner: UUID.test(sub) ? sub : null, ownerId: sub };
}

export function fileStore(context: RouteContext): FileStore {
  return new FileStore(context.stack.config.storageDir);
}

/**
 * Runs `work` in one transaction as the caller. File changes made through `files` are undone
 * before the transaction rolls back (while Postgres still holds the rows' locks) and made final
 * after it commits. Database errors become Supabase Storage errors.
 */
export async function runAsCaller<T>(
  context: RouteContext,
  identity: RequestIdentity,
  readOnly: boolean,
  work: (client: pg.PoolClient, files: FileChanges) => Promise<T>,
): Promise<T> {
  const files = fileStore(context).changes();
  const request = {
    method: context.req.method ?? 'GET',
    path: context.url.pathname,
    headers: flatHeaders(context.req),
  };
  try {
    const result = await asRequest(context.stack.pool, identity, request, readOnly, async (client) => {
      try {
        return await work(client, files);
      } catch (error) {
        await files.undo();
        throw error;
      }
    });
    await files.finish();
    return result;
  } catch (error) {
    await files.undo();
    throw fromDatabaseError(error) ?? error;
  }
}

/** A JSON object body; anything else is a 400. */
export async function readJsonObject(context: RouteContext): Promise<Record<string, unknown>> {
  let body: Buffer;
  try {
    body = await readBody(context.req, 10 * 1024 * 1024);
  } catch (error) {
    if (error instanceof HttpError) throw storageErrors.entityTooLarge();
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = body.length === 0 ? {} : JSON.parse(body.toString('utf8'));
  } catch {
    throw storageErrors.invalidRequest('Body is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw storageErrors.invalidRequest('body must be object');
  }
  return parsed as Record<string, unknown>;
}

export function optionalInteger(value: unknown, field: string, minimum: number): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < minimum) {
    throw storageErrors.invalidRequest(`body/${field} must be an integer >= ${minimum}`);
  }
  return value;
}

export function optionalString(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw storageErrors.invalidRequest(`body/${field} must be string`);
  if (value.includes('\0')) throw storageErrors.invalidRequest(`body/${field} must not contain NUL`);
  return value;
}
