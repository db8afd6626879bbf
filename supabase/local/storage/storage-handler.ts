/**
 * Supabase Storage on /storage/v1, as supabase-js 2.119 (storage-js) uses it: object upload,
 * update, download (authenticated, public, signed), info, signed URLs, list, remove, move,
 * copy, and reading buckets. Errors come back in Storage's shape (HTTP 400 with the real
 * status in the body, 500 only for faults), and no input can stop the server.
 */
import type { RouteContext, RouteHandler } from '../api-server.ts';
import { sendJson } from '../http.ts';
import { getBucket, getBuckets } from './bucket-routes.ts';
import {
  copyObject,
  downloadObject,
  downloadPublicObject,
  downloadSignedObject,
  listBucketObjects,
  moveObject,
  objectInfo,
  removeObject,
  removeObjects,
  signObject,
  signObjects,
  uploadObject,
} from './object-routes.ts';
import { fromDatabaseError, renderStorageError, StorageError, storageErrors } from './storage-errors.ts';

function stripPrefix(path: string, prefix: string): string | undefined {
  return path.startsWith(prefix) ? path.slice(prefix.length) : undefined;
}

async function route(context: RouteContext): Promise<void> {
  const method = context.req.method ?? 'GET';
  const read = method === 'GET' || method === 'HEAD';
  const headOnly = method === 'HEAD';
  const path = context.path;

  if (path === '/bucket' || path === '/bucket/') {
    if (method === 'GET') return getBuckets(context);
    throw storageErrors.notFoundRoute();
  }
  const bucketId = stripPrefix(path, '/bucket/');
  if (bucketId !== undefined) {
    if (method === 'GET' && !bucketId.includes('/')) return getBucket(context, bucketId);
    throw storageErrors.notFoundRoute();
  }

  const rest = stripPrefix(path, '/object/');
  if (rest === undefined || rest === '') throw storageErrors.notFoundRoute();

  if (method === 'POST') {
    if (rest === 'move') return moveObject(context);
    if (rest === 'copy') return copyObject(context);
    const listBucket = stripPrefix(rest, 'list/');
    if (listBucket !== undefined) return listBucketObjects(context, listBucket.replace(/\/$/, ''));
    const signPath = stripPrefix(rest, 'sign/');
    if (signPath !== undefined) {
      const trimmed = signPath.replace(/\/$/, '');
      return trimmed.includes('/') ? signObject(context, signPath) : signObjects(context, trimmed);
    }
    return uploadObject(context, rest, 'create');
  }
  if (method === 'PUT') return uploadObject(context, rest, 'update');
  if (method === 'DELETE') {
    const trimmed = rest.replace(/\/$/, '');
    return trimmed.includes('/') ? removeObject(context, rest) : removeObjects(context, trimmed);
  }
  if (!read) throw storageErrors.notFoundRoute();

  const signed = stripPrefix(rest, 'sign/');
  if (signed !== undefined) return downloadSignedObject(context, signed, headOnly);
  const publicPath = stripPrefix(rest, 'public/');
  if (publicPath !== undefined) return downloadPublicObject(context, publicPath, headOnly);
  const authenticated = stripPrefix(rest, 'authenticated/');
  if (authenticated !== undefined) return downloadObject(context, authenticated, headOnly);
  const info = stripPrefix(rest, 'info/');
  if (info !== undefined && method === 'GET') {
    const infoPublic = stripPrefix(info, 'public/');
    if (infoPublic !== undefined) return objectInfo(context, infoPublic, 'public');
    return objectInfo(context, stripPrefix(info, 'authenticated/') ?? info, 'caller');
  }
  return downloadObject(context, rest, headOnly);
}

export const handleStorage: RouteHandler = async (context) => {
  try {
    await route(context);
  } catch (error) {
    const storageError =
      error instanceof StorageError ? error : (fromDatabaseError(error) ?? storageErrors.internal());
    // A client that hung up mid-request (aborted upload) is not a server fault worth logging.
    const clientGone = context.req.destroyed && !context.req.complete;
    if (storageError.statusCode === 500 && !clientGone) {
      const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
      context.stack.log(`[storage] ${context.req.method} ${context.url.pathname}: ${detail}`);
    }
    if (context.res.headersSent) {
      context.res.destroy();
      return;
    }
    const { status, body } = renderStorageError(storageError);
    sendJson(context.res, status, body);
  }
};
