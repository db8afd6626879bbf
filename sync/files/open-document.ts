import { cacheDownloaded, touchCached } from './document-cache.ts';
import type { FileStorageClient } from './file-storage-client.ts';
import type { FileBucket, FileStore } from './file-store.ts';
import { blobFor } from './local-blob.ts';

/** How long a signed URL for a stored object stays valid (as the app reads private buckets). */
export const SIGNED_URL_SECONDS = 3600;

/**
 * The file's bytes: the local copy if this device has one, else downloaded and cached, so a
 * document the user opened once reads offline afterwards. Throws when neither is possible.
 */
export async function openDocument(
  store: FileStore,
  supabase: FileStorageClient,
  bucket: FileBucket,
  path: string,
): Promise<Blob> {
  const local = await blobFor(store, bucket, path);
  if (local) {
    await touchCached(store, bucket, path);
    return local;
  }
  const { data, error } = await supabase.storage.from(bucket).download(path);
  if (error || !data) throw new Error(`could not download ${bucket}/${path}: ${error?.message ?? 'no data'}`);
  await cacheDownloaded(store, bucket, path, data);
  return data;
}

/**
 * What an <img> or a document link shows for a stored path: the local copy as a `blob:` URL
 * (revoke it when done) or else a signed URL. Null when offline with no local copy.
 */
export async function objectUrlFor(
  store: FileStore,
  supabase: FileStorageClient,
  bucket: FileBucket,
  path: string,
): Promise<string | null> {
  const local = await blobFor(store, bucket, path);
  if (local) return URL.createObjectURL(local);
  return signedUrlFor(supabase, bucket, path);
}

/** A signed URL for a stored object, valid SIGNED_URL_SECONDS; null when the server refuses or cannot be reached. */
export async function signedUrlFor(
  supabase: FileStorageClient,
  bucket: FileBucket,
  path: string,
): Promise<string | null> {
  const { data, error } = await supabase.storage.from(bucket).createSignedUrl(path, SIGNED_URL_SECONDS);
  return error || !data ? null : data.signedUrl;
}
