import { liveQuery } from 'dexie';
import { from, type Observable } from 'rxjs';
import type { FileStore, UploadEntry } from './file-store.ts';

/**
 * The files still to upload, oldest first, updated live (for the sync status).
 * Dexie's liveQuery watches through the global indexedDB: in Node tests load 'fake-indexeddb/auto'.
 */
export function pendingUploads$(store: FileStore): Observable<UploadEntry[]> {
  return from(liveQuery(() => store.uploads.orderBy('queuedAt').toArray()));
}
