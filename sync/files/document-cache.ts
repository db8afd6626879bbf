import type { FileBucket, FileStore } from './file-store.ts';
import { fileKey } from './file-store.ts';
import { putStoredFile, storedBytes } from './stored-file.ts';

/** Cache size above which the least recently opened documents are dropped (queued files never are). */
export const DEFAULT_MAX_CACHE_BYTES = 200 * 1024 * 1024;

/** Keeps a downloaded file on this device so it reads offline from now on. */
export async function cacheDownloaded(
  store: FileStore,
  bucket: FileBucket,
  path: string,
  blob: Blob,
  options: { maxCacheBytes?: number } = {},
): Promise<void> {
  const bytes = await blob.arrayBuffer();
  const key = fileKey(bucket, path);
  const content = await storedBytes(store, key, bytes);
  await store.db.transaction('rw', [store.blobs, store.bytes, store.uploads], async () => {
    // A file queued here is newer than anything the server holds: never overwrite it.
    if (await store.uploads.get(key)) return;
    await putStoredFile(store, {
      bucket,
      path,
      content,
      size: bytes.byteLength,
      contentType: blob.type || 'application/octet-stream',
    });
  });
  await evictLeastRecentlyUsed(store, options.maxCacheBytes ?? DEFAULT_MAX_CACHE_BYTES, key);
}

/** Marks a cached file as just opened, so eviction keeps it longest. */
export async function touchCached(store: FileStore, bucket: FileBucket, path: string): Promise<void> {
  await store.blobs.update(fileKey(bucket, path), { usedAt: Date.now() });
}

async function evictLeastRecentlyUsed(store: FileStore, maxBytes: number, keep: string): Promise<void> {
  await store.db.transaction('rw', [store.blobs, store.bytes, store.uploads], async () => {
    const queued = new Set(await store.uploads.toCollection().primaryKeys());
    const all = await store.blobs.orderBy('usedAt').toArray();
    let total = all.reduce((sum, entry) => sum + entry.size, 0);
    for (const entry of all) {
      if (total <= maxBytes) break;
      if (queued.has(entry.key) || entry.key === keep) continue;
      await store.blobs.delete(entry.key);
      await store.bytes.delete(entry.key);
      total -= entry.size;
    }
  });
}

/**
 * Frees what this device holds only as a copy of the server's: every cached document, least
 * recently opened first (all of them: a full device needs the space now). Files still queued for
 * upload are never touched. Returns the bytes freed.
 */
export async function freeCachedDocuments(store: FileStore): Promise<number> {
  let freed = 0;
  await store.db.transaction('rw', [store.blobs, store.bytes, store.uploads], async () => {
    const queued = new Set(await store.uploads.toCollection().primaryKeys());
    for (const entry of await store.blobs.orderBy('usedAt').toArray()) {
      if (queued.has(entry.key)) continue;
      await store.blobs.delete(entry.key);
      await store.bytes.delete(entry.key);
      freed += entry.size;
    }
  });
  return freed;
}
