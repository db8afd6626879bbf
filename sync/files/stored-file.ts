import type { FileBucket, FileStore } from './file-store.ts';

/**
 * Writes a file's metadata and bytes; call inside a transaction over blobs and bytes so the two
 * never disagree.
 */
export async function putStoredFile(
  store: FileStore,
  file: { key: string; bucket: FileBucket; path: string; bytes: ArrayBuffer; contentType: string },
): Promise<void> {
  await store.blobs.put({
    key: file.key,
    bucket: file.bucket,
    path: file.path,
    contentType: file.contentType,
    size: file.bytes.byteLength,
    usedAt: Date.now(),
  });
  await store.bytes.put({ key: file.key, bytes: file.bytes });
}
