/**
 * The /object routes of Supabase Storage as storage-js calls them. Every read or write of
 * storage.objects made for a caller runs as that caller (runAsCaller), so the policies decide;
 * only public buckets and valid signed URLs are served without one, as on Supabase.
 */
import { randomUUID } from 'node:crypto';
import type { RouteContext } from '../api-server.ts';
import { sendJson } from '../http.ts';
import {
  deleteObjects,
  findBucket,
  findObject,
  type ListSortColumn,
  listObjects,
  type ObjectRow,
  renameObject,
  visibleNames,
  writeObjectRow,
} from './catalogue.ts';
import {
  assertValidBucketId,
  assertValidKey,
  keyFromBody,
  parseBucketSegment,
  parseObjectPath,
} from './object-key.ts';
import { sendObject } from './send-object.ts';
import { expiresInFrom, signedUrlFor, verifySignedUrl } from './signed-url.ts';
import { storageErrors } from './storage-errors.ts';
import {
  callerIdentity,
  fileStore,
  optionalInteger,
  optionalString,
  ownerOf,
  readJsonObject,
  runAsCaller,
} from './storage-request.ts';
import { assertAllowedMimeType, fileSizeLimit, objectMetadata, readUpload } from './upload-body.ts';

const MAX_OBJECTS_PER_REQUEST = 1000;
const MAX_LIST_LIMIT = 1500;
const LIST_SORT_COLUMNS: readonly ListSortColumn[] = ['name', 'updated_at', 'created_at', 'last_accessed_at'];

async function existingBucket(context: RouteContext, bucket: string) {
  const row = await findBucket(context.stack.adminPool, bucket);
  if (!row) throw storageErrors.noSuchBucket();
  return row;
}

/** POST /object/{bucket}/{key} (create; x-upsert: true replaces) and PUT (update = upsert). */
export async function uploadObject(
  context: RouteContext,
  rawPath: string,
  mode: 'create' | 'update',
): Promise<void> {
  const identity = await callerIdentity(context);
  const { bucket, key } = parseObjectPath(rawPath);
  const bucketRow = await existingBucket(context, bucket);
  const upload = await readUpload(context.req, bucketRow);
  const upsert = mode === 'update' || context.req.headers['x-upsert'] === 'true';
  const owner = ownerOf(identity);
  const row = await runAsCaller(context, identity, false, async (client, files) => {
    // The row first, as the caller: a refused policy stops the upload before any byte lands.
    const written = await writeObjectRow(
      client,
      {
        bucket,
        name: key,
        owner: owner.owner,
        ownerId: owner.ownerId,
        metadata: objectMetadata(upload),
        userMetadata: upload.userMetadata,
        version: randomUUID(),
      },
      upsert,
    );
    await files.write(bucket, key, upload.data);
    return written;
  });
  sendJson(context.res, 200, { Id: row.id, Key: `${bucket}/${key}` });
}

/** GET|HEAD /object/{bucket}/{key} and /object/authenticated/{bucket}/{key}. */
export async function downloadObject(
  context: RouteContext,
  rawPath: string,
  headOnly: boolean,
): Promise<void> {
  const identity = await callerIdentity(context);
  const { bucket, key } = parseObjectPath(rawPath);
  const row = await runAsCaller(context, identity, true, (client) => findObject(client, bucket, key));
  await sendStored(context, row, bucket, key, { headOnly });
}

/** GET|HEAD /object/public/{bucket}/{key}: no caller needed, but only for public buckets. */
export async function downloadPublicObject(
  context: RouteContext,
  rawPath: string,
  headOnly: boolean,
): Promise<void> {
  const { bucket, key } = parseObjectPath(rawPath);
  const bucketRow = await findBucket(context.stack.adminPool, bucket);
  if (!bucketRow?.public) throw storageErrors.noSuchBucket();
  const row = await findObject(context.stack.adminPool, bucket, key);
  await sendStored(context, row, bucket, key, { headOnly });
}

/** GET|HEAD /object/sign/{bucket}/{key}?token=…: the token is the only credential. */
export async function downloadSignedObject(
  context: RouteContext,
  rawPath: string,
  headOnly: boolean,
): Promise<void> {
  const { bucket, key } = parseObjectPath(rawPath);
  const exp = await verifySignedUrl(
    context.url.searchParams.get('token'),
    bucket,
    key,
    context.stack.jwtKeys.secret,
  );
  const row = await findObject(context.stack.adminPool, bucket, key);
  await sendStored(context, row, bucket, key, { headOnly, expires: new Date(exp * 1000) });
}

async function sendStored(
  context: RouteContext,
  row: ObjectRow | undefined,
  bucket: string,
  key: string,
  options: { headOnly: boolean; expires?: Date },
): Promise<void> {
  if (!row) throw storageErrors.noSuchKey();
  const file = await fileStore(context).find(bucket, key);
  if (!file) throw storageErrors.noSuchKey();
  await sendObject(context, row, file, options);
}

/** GET /object/info/[authenticated/|public/]{bucket}/{key}: the object's details as JSON. */
export async function objectInfo(
  context: RouteContext,
  rawPath: string,
  access: 'caller' | 'public',
): Promise<void> {
  const { bucket, key } = parseObjectPath(rawPath);
  let row: ObjectRow | undefined;
  if (access === 'public') {
    const bucketRow = await findBucket(context.stack.adminPool, bucket);
    if (!bucketRow?.public) throw storageErrors.noSuchBucket();
    row = await findObject(context.stack.adminPool, bucket, key);
  } else {
    row = await runAsCaller(context, await callerIdentity(context), true, (client) =>
      findObject(client, bucket, key),
    );
  }
  if (!row) throw storageErrors.noSuchKey();
  const metadata = row.metadata ?? {};
  sendJson(context.res, 200, {
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: metadata.size ?? null,
    content_type: metadata.mimetype ?? null,
    cache_control: metadata.cacheControl ?? null,
    etag: metadata.eTag ?? null,
    metadata: row.user_metadata ?? null,
    last_modified: row.updated_at,
    created_at: row.created_at,
  });
}

/** POST /object/sign/{bucket}/{key} {expiresIn}: signs only what the caller can see. */
export async function signObject(context: RouteContext, rawPath: string): Promise<void> {
  const identity = await callerIdentity(context);
  const { bucket, key } = parseObjectPath(rawPath);
  const body = await readJsonObject(context);
  const expiresIn = expiresInFrom(body.expiresIn);
  const row = await runAsCaller(context, identity, true, (client) => findObject(client, bucket, key));
  if (!row) throw storageErrors.noSuchKey();
  sendJson(context.res, 200, {
    signedURL: await signedUrlFor(bucket, key, expiresIn, context.stack.jwtKeys.secret),
  });
}

function stringList(value: unknown, field: string): string[] {
  if (
    !Array.isArray(value) ||
    value.length === 0 ||
    value.length > MAX_OBJECTS_PER_REQUEST ||
    !value.every((item): item is string => typeof item === 'string')
  ) {
    throw storageErrors.invalidRequest(
      `body/${field} must be a list of 1 to ${MAX_OBJECTS_PER_REQUEST} strings`,
    );
  }
  return value;
}

function isValidKey(key: string): boolean {
  try {
    assertValidKey(key);
    return true;
  } catch {
    return false;
  }
}

/** POST /object/sign/{bucket} {expiresIn, paths}: one entry per path, an error where not visible. */
export async function signObjects(context: RouteContext, rawBucket: string): Promise<void> {
  const identity = await callerIdentity(context);
  const bucket = parseBucketSegment(rawBucket);
  const body = await readJsonObject(context);
  const expiresIn = expiresInFrom(body.expiresIn);
  const paths = stringList(body.paths, 'paths');
  const candidates = paths.filter(isValidKey);
  const visible = await runAsCaller(context, identity, true, (client) =>
    visibleNames(client, bucket, candidates),
  );
  const secret = context.stack.jwtKeys.secret;
  sendJson(
    context.res,
    200,
    await Promise.all(
      paths.map(async (path) =>
        visible.has(path)
          ? { error: null, path, signedURL: await signedUrlFor(bucket, path, expiresIn, secret) }
          : {
              error: 'Either the object does not exist or you do not have access to it',
              path,
              signedURL: null,
            },
      ),
    ),
  );
}

async function removeAsCaller(context: RouteContext, bucket: string, keys: string[]): Promise<ObjectRow[]> {
  const identity = await callerIdentity(context);
  return runAsCaller(context, identity, false, async (client, files) => {
    const rows = await deleteObjects(client, bucket, keys);
    for (const row of rows) await files.remove(bucket, row.name);
    return rows;
  });
}

/** DELETE /object/{bucket} {prefixes}: the deleted rows (those the policies let the caller delete). */
export async function removeObjects(context: RouteContext, rawBucket: string): Promise<void> {
  await callerIdentity(context);
  const bucket = parseBucketSegment(rawBucket);
  const body = await readJsonObject(context);
  const keys = stringList(body.prefixes, 'prefixes');
  for (const key of keys) assertValidKey(key);
  sendJson(context.res, 200, await removeAsCaller(context, bucket, keys));
}

/** DELETE /object/{bucket}/{key}. */
export async function removeObject(context: RouteContext, rawPath: string): Promise<void> {
  await callerIdentity(context);
  const { bucket, key } = parseObjectPath(rawPath);
  const rows = await removeAsCaller(context, bucket, [key]);
  if (rows.length === 0) throw storageErrors.noSuchKey();
  sendJson(context.res, 200, { message: 'Successfully deleted' });
}

/** POST /object/list/{bucket} {prefix, limit, offset, sortBy, search}. */
export async function listBucketObjects(context: RouteContext, rawBucket: string): Promise<void> {
  const identity = await callerIdentity(context);
  const bucket = parseBucketSegment(rawBucket);
  const body = await readJsonObject(context);
  let prefix = optionalString(body.prefix, 'prefix') ?? '';
  if (prefix !== '' && !prefix.endsWith('/')) prefix = `${prefix}/`;
  const sortBy = body.sortBy;
  let sortColumn: ListSortColumn = 'name';
  let ascending = true;
  if (typeof sortBy === 'object' && sortBy !== null) {
    const { column, order } = sortBy as { column?: unknown; order?: unknown };
    if (column !== undefined) {
      const found = LIST_SORT_COLUMNS.find((candidate) => candidate === column);
      if (!found)
        throw storageErrors.invalidRequest('body/sortBy/column must be equal to one of the allowed values');
      sortColumn = found;
    }
    if (order !== undefined) {
      if (order !== 'asc' && order !== 'desc')
        throw storageErrors.invalidRequest('body/sortBy/order must be asc or desc');
      ascending = order === 'asc';
    }
  }
  const options = {
    prefix,
    search: optionalString(body.search, 'search') ?? '',
    limit: Math.min(optionalInteger(body.limit, 'limit', 1) ?? 100, MAX_LIST_LIMIT),
    offset: optionalInteger(body.offset, 'offset', 0) ?? 0,
    sortColumn,
    ascending,
  };
  const entries = await runAsCaller(context, identity, true, (client) =>
    listObjects(client, bucket, options),
  );
  sendJson(context.res, 200, entries);
}

interface Transfer {
  bucket: string;
  sourceKey: string;
  destinationBucket: string;
  destinationKey: string;
}

function transferFrom(body: Record<string, unknown>): Transfer {
  const bucketId = optionalString(body.bucketId, 'bucketId');
  if (!bucketId) throw storageErrors.invalidRequest("body must have required property 'bucketId'");
  assertValidBucketId(bucketId);
  const destinationBucketId = optionalString(body.destinationBucket, 'destinationBucket') || undefined;
  if (destinationBucketId) assertValidBucketId(destinationBucketId);
  return {
    bucket: bucketId,
    sourceKey: keyFromBody(body.sourceKey, 'sourceKey'),
    destinationBucket: destinationBucketId ?? bucketId,
    destinationKey: keyFromBody(body.destinationKey, 'destinationKey'),
  };
}

/** POST /object/move {bucketId, sourceKey, destinationKey, destinationBucket?}. */
export async function moveObject(context: RouteContext): Promise<void> {
  const identity = await callerIdentity(context);
  const transfer = transferFrom(await readJsonObject(context));
  const owner = ownerOf(identity);
  const row = await runAsCaller(context, identity, false, async (client, files) => {
    // One UPDATE as the caller: the policies must allow touching the source and the new name.
    const moved = await renameObject(
      client,
      { bucket: transfer.bucket, name: transfer.sourceKey },
      { bucket: transfer.destinationBucket, name: transfer.destinationKey },
      owner,
    );
    if (!moved) throw storageErrors.noSuchKey();
    await files.move(
      transfer.bucket,
      transfer.sourceKey,
      transfer.destinationBucket,
      transfer.destinationKey,
    );
    return moved;
  });
  sendJson(context.res, 200, { message: 'Successfully moved', Id: row.id, Key: transfer.destinationKey });
}

/** POST /object/copy {bucketId, sourceKey, destinationKey, destinationBucket?, copyMetadata?, metadata?}. */
export async function copyObject(context: RouteContext): Promise<void> {
  const identity = await callerIdentity(context);
  const body = await readJsonObject(context);
  const transfer = transferFrom(body);
  const upsert = context.req.headers['x-upsert'] === 'true';
  const destinationBucket = await existingBucket(context, transfer.destinationBucket);
  const copyMetadata = body.copyMetadata !== false;
  const override = typeof body.metadata === 'object' && body.metadata !== null ? body.metadata : {};
  const owner = ownerOf(identity);
  const row = await runAsCaller(context, identity, false, async (client, files) => {
    const source = await findObject(client, transfer.bucket, transfer.sourceKey);
    if (!source) throw storageErrors.noSuchKey();
    const metadata = { ...(source.metadata ?? {}) };
    if (!copyMetadata) {
      const { cacheControl, mimetype } = override as { cacheControl?: unknown; mimetype?: unknown };
      if (typeof cacheControl === 'string') metadata.cacheControl = cacheControl;
      if (typeof mimetype === 'string') metadata.mimetype = mimetype;
    }
    if (typeof metadata.size === 'number' && metadata.size > fileSizeLimit(destinationBucket)) {
      throw storageErrors.entityTooLarge();
    }
    assertAllowedMimeType(
      metadata.mimetype ?? 'application/octet-stream',
      destinationBucket.allowed_mime_types,
    );
    const copied = await writeObjectRow(
      client,
      {
        bucket: transfer.destinationBucket,
        name: transfer.destinationKey,
        owner: owner.owner,
        ownerId: owner.ownerId,
        metadata: { ...metadata, lastModified: new Date().toISOString() },
        userMetadata: copyMetadata ? source.user_metadata : undefined,
        version: randomUUID(),
      },
      upsert,
    );
    await files.copy(
      transfer.bucket,
      transfer.sourceKey,
      transfer.destinationBucket,
      transfer.destinationKey,
    );
    return copied;
  });
  sendJson(context.res, 200, {
    Id: row.id,
    Key: `${transfer.destinationBucket}/${transfer.destinationKey}`,
    ...row,
  });
}
