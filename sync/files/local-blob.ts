import type { FileBucket, FileStore } from './file-store.ts';
import { fileKey } from './file-store.ts';

/** The bytes this device holds for the object (queued, uploaded from here, or opened here), or null. */
export async function blobFor(store: FileStore, bucket: FileBucket, path: string): Promise<Blob | null> {
  const key = fileKey(bucket, path);
  return store.db.transaction('r', store.blobs, store.bytes, async () => {
    const [meta, content] = await Promise.all([store.blobs.get(key), store.bytes.get(key)]);
    return meta && content ? new Blob([content.bytes], { type: meta.contentType }) : null;
  });
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
