/**
 * GET /bucket and GET /bucket/{id}, read as the caller: storage.buckets has RLS on, so without
 * a policy on it an ordinary user sees no bucket and the service role sees all (as on Supabase).
 */
import type { RouteContext } from '../api-server.ts';
import { sendJson } from '../http.ts';
import { type BucketRow, findBucket, listBuckets } from './catalogue.ts';
import { parseBucketSegment } from './object-key.ts';
import { storageErrors } from './storage-errors.ts';
import { callerIdentity, runAsCaller } from './storage-request.ts';

function bucketJson(row: BucketRow) {
  return {
    id: row.id,
    name: row.name,
    owner: row.owner ?? '',
    public: row.public,
    type: 'STANDARD',
    file_size_limit: row.file_size_limit,
    allowed_mime_types: row.allowed_mime_types,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function queryInteger(context: RouteContext, name: string, minimum: number): number | undefined {
  const raw = context.url.searchParams.get(name);
  if (raw === null || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < minimum) {
    throw storageErrors.invalidRequest(`querystring/${name} must be an integer >= ${minimum}`);
  }
  return value;
}

export async function getBuckets(context: RouteContext): Promise<void> {
  const identity = await callerIdentity(context);
  const search = context.url.searchParams.get('search') ?? undefined;
  if (search?.includes('\0')) throw storageErrors.invalidRequest('querystring/search must not contain NUL');
  const options = {
    limit: queryInteger(context, 'limit', 1),
    offset: queryInteger(context, 'offset', 0) ?? 0,
    search: search || undefined,
  };
  const rows = await runAsCaller(context, identity, true, (client) => listBuckets(client, options));
  sendJson(context.res, 200, rows.map(bucketJson));
}

export async function getBucket(context: RouteContext, rawId: string): Promise<void> {
  const identity = await callerIdentity(context);
  const id = parseBucketSegment(rawId);
  const row = await runAsCaller(context, identity, true, (client) => findBucket(client, id));
  if (!row) throw storageErrors.noSuchBucket();
  sendJson(context.res, 200, bucketJson(row));
}
