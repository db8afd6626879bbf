/**
 * Bucket ids and object keys: decoded from the URL, checked against Supabase's rules
 * (supabase/storage src/storage/limits.ts) and, because the bytes live on disk, against
 * anything that could leave the storage folder: "." or ".." segments, empty segments (a
 * leading "/" makes an absolute path), backslashes and NUL. A bad key is a 400, never a crash.
 */
import path from 'node:path';
import { storageErrors } from './storage-errors.ts';

// Supabase's own character sets (S3-safe characters); the hyphen is last so it is a literal.
const VALID_OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]+$/;
const VALID_BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]+$/;
const MAX_KEY_BYTES = 1024;

export function assertValidBucketId(bucket: string): void {
  if (!VALID_BUCKET_NAME.test(bucket) || bucket.length > 100 || bucket === '.' || bucket === '..') {
    throw storageErrors.invalidBucketName();
  }
}

export function assertValidKey(key: string): void {
  const valid =
    VALID_OBJECT_KEY.test(key) &&
    Buffer.byteLength(key, 'utf8') <= MAX_KEY_BYTES &&
    key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
  if (!valid) throw storageErrors.invalidKey(key.replaceAll('\0', '\\0'));
}

/** A string from a JSON body that must be a valid key. */
export function keyFromBody(value: unknown, field: string): string {
  if (typeof value !== 'string') throw storageErrors.invalidRequest(`body/${field} must be string`);
  assertValidKey(value);
  return value;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw storageErrors.invalidKey(segment);
  }
}

/** Splits "{bucket}/{key…}" from a URL path (still percent-encoded) into a checked bucket and key. */
export function parseObjectPath(rawPath: string): { bucket: string; key: string } {
  const slash = rawPath.indexOf('/');
  if (slash <= 0 || slash === rawPath.length - 1) throw storageErrors.invalidRequest('Missing object path');
  const bucket = decodeSegment(rawPath.slice(0, slash));
  assertValidBucketId(bucket);
  const key = rawPath
    .slice(slash + 1)
    .split('/')
    .map(decodeSegment)
    .join('/');
  assertValidKey(key);
  return { bucket, key };
}

/** A bucket id alone from a URL path segment. */
export function parseBucketSegment(rawSegment: string): string {
  const bucket = decodeSegment(rawSegment);
  assertValidBucketId(bucket);
  return bucket;
}

/**
 * Where an object's bytes live: {root}/{bucket}/{key}. Keys are already checked; the final
 * containment test is defence in depth against anything the checks might have missed.
 */
export function diskPath(root: string, bucket: string, key: string): string {
  const resolvedRoot = path.resolve(root);
  const target = path.resolve(resolvedRoot, bucket, ...key.split('/'));
  const relative = path.relative(resolvedRoot, target);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative) || relative.includes('\0')) {
    throw storageErrors.invalidKey(key);
  }
  return target;
}
