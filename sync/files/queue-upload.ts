import { DeviceStorageFullError, isStorageFull, reportStorageFull } from '../session/storage-full.ts';
import { freeCachedDocuments } from './document-cache.ts';
import { type FileBucket, type FileOwner, type FileStore, fileKey, type UploadEntry } from './file-store.ts';
import { putStoredFile, storedBytes } from './stored-file.ts';

let lastQueuedAt = 0;

function storageFull(error: unknown): DeviceStorageFullError {
  reportStorageFull();
  return new DeviceStorageFullError(error);
}

/** Strictly increasing in this tab, so two files queued in one millisecond upload in queue order. */
function nextQueueTime(): number {
  lastQueuedAt = Math.max(Date.now(), lastQueuedAt + 1);
  return lastQueuedAt;
}

/** Fired on FileStore.queued after a file entered the outbox. */
export const FILE_QUEUED_EVENT = 'queued';

export interface QueueUploadInput {
  bucket: FileBucket;
  /** The object name, `${clinicId}/...`: storage policies confine a user to their clinic's folder. */
  path: string;
  blob: Blob;
  contentType?: string;
  owner: FileOwner;
}

/**
 * Keeps the file on this device at once and queues it for upload. The record's field should
 * hold `path` from now on; the UI resolves it through the local blob until a signed URL serves it.
 * Queuing a path again replaces its bytes and restarts its retries. A device without room for it,
 * even after dropping its cached documents, rejects with DeviceStorageFullError and keeps nothing.
 */
export async function queueUpload(store: FileStore, input: QueueUploadInput): Promise<UploadEntry> {
  if (!input.path.includes('/') || input.path.startsWith('/')) {
    throw new Error(`a storage path starts with the clinic id: "${input.path}"`);
  }
  const key = fileKey(input.bucket, input.path);
  const bytes = await input.blob.arrayBuffer();
  const contentType = input.contentType ?? (input.blob.type || 'application/octet-stream');
  const now = nextQueueTime();
  const entry: UploadEntry = {
    key,
    bucket: input.bucket,
    path: input.path,
    contentType,
    size: bytes.byteLength,
    owner: input.owner,
    queuedAt: new Date(now).toISOString(),
    version: crypto.randomUUID(),
    attempts: 0,
    nextAttemptAt: now,
    lastError: null,
  };
  const content = await storedBytes(store, key, bytes);
  // Bytes and outbox entry together: a file is never queued without its bytes, nor the reverse.
  const keep = () =>
    store.db.transaction('rw', [store.blobs, store.bytes, store.uploads], async () => {
      await putStoredFile(store, {
        bucket: input.bucket,
        path: input.path,
        content,
        size: bytes.byteLength,
        contentType,
      });
      await store.uploads.put(entry);
    });
  try {
    await keep();
  } catch (error) {
    if (!isStorageFull(error)) throw error;
    // A full device: the cached copies of the server's documents go first, then one more try.
    if ((await freeCachedDocuments(store).catch(() => 0)) === 0) throw storageFull(error);
    await keep().catch((again: unknown) => {
      throw isStorageFull(again) ? storageFull(again) : again;
    });
  }
  store.queued.dispatchEvent(new Event(FILE_QUEUED_EVENT));
  return entry;
}
