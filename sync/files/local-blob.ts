import type { FileBucket, FileStore } from './file-store.ts';
import { fileKey } from './file-store.ts';
import { openStoredBytes } from './stored-file.ts';

/** The bytes this device holds for the object (queued, uploaded from here, or opened here), or null. */
export async function blobFor(store: FileStore, bucket: FileBucket, path: string): Promise<Blob | null> {
  const key = fileKey(bucket, path);
  const [meta, content] = await store.db.transaction('r', store.blobs, store.bytes, () =>
    Promise.all([store.blobs.get(key), store.bytes.get(key)]),
  );
  if (!meta || !content) return null;
  return new Blob([await openStoredBytes(store.sealer, content)], { type: meta.contentType });
}

/**
 * A `blob:` URL for the local copy, or null when this device has none. The caller revokes it
 * (URL.revokeObjectURL) when the image or document is no longer shown.
 */
export async function localObjectUrl(
  store: FileStore,
  bucket: FileBucket,
  path: string,
): Promise<string | null> {
  const blob = await blobFor(store, bucket, path);
  return blob ? URL.createObjectURL(blob) : null;
}
