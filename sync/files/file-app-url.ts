/**
 * The stable app address of a file this device holds: `/files/{bucket}/{path}`. The service worker
 * answers it from the device's file store (src/service-worker), so a document opens in the
 * browser's own viewer with the network off. Never a signed URL: those expire, this does not.
 */
import { FILE_BUCKETS, type FileBucket } from './file-keys.ts';

export const FILE_URL_PREFIX = '/files/';

export function fileAppUrl(bucket: FileBucket, path: string): string {
  return `${FILE_URL_PREFIX}${bucket}/${path.split('/').map(encodeURIComponent).join('/')}`;
}

/** The bucket and path an app file address names, or null for any other address. */
export function parseFileAppUrl(pathname: string): { bucket: FileBucket; path: string } | null {
  if (!pathname.startsWith(FILE_URL_PREFIX)) return null;
  const [bucket, ...segments] = pathname.slice(FILE_URL_PREFIX.length).split('/');
  if (!FILE_BUCKETS.some((known) => known === bucket) || segments.length === 0) return null;
  try {
    const path = segments.map(decodeURIComponent).join('/');
    return path.split('/').some((segment) => segment === '' || segment === '..')
      ? null
      : { bucket: bucket as FileBucket, path };
  } catch {
    return null;
  }
}
