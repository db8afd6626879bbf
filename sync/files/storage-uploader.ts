import type { FileStorageClient } from './file-storage-client.ts';
import type { FileBucket } from './file-store.ts';

export interface UploadRequest {
  bucket: FileBucket;
  path: string;
  blob: Blob;
  contentType: string;
  /** Aborted when the file sync stops or the attempt times out. */
  signal: AbortSignal;
}

/** Sends one file; resolves once the server stored it, throws otherwise. */
export type Uploader = (request: UploadRequest) => Promise<void>;

/**
 * Uploads through supabase-js Storage. upsert: a retry after an answer lost on the way back
 * overwrites the object with the same bytes instead of failing with 409.
 */
export function storageUploader(supabase: FileStorageClient): Uploader {
  return async ({ bucket, path, blob, contentType }) => {
    const { error } = await supabase.storage.from(bucket).upload(path, blob, { upsert: true, contentType });
    if (error) throw new Error(`upload of ${bucket}/${path} failed: ${error.message}`);
  };
}
