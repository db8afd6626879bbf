/**
 * The clinic session's files (DESIGN.md, files): the device's file store (queued uploads and
 * cached documents of this user and clinic), its upload loop and the schedule-driven document
 * preload, run only by the tab that leads the sync so two tabs never upload the same outbox.
 * Sign-out stops it and wipes the store, and counts queued files as unsent changes.
 */
import { addRxPlugin } from 'rxdb';
import { RxDBLeaderElectionPlugin } from 'rxdb/plugins/leader-election';
import type { Observable, Subscription } from 'rxjs';
import { distinctUntilChanged, filter, map } from 'rxjs/operators';
import type { ClinicDatabase, CollectionName } from '../collections/collection-registry.ts';
import { sealerOf } from '../encryption/database-sealer.ts';
import type { ConflictStore } from '../replication/conflict-store.ts';
import type { SyncStatus } from '../replication/sync-status.ts';
import type { SessionGuard } from '../session/session-guard.ts';
import { storageFull$ } from '../session/storage-full.ts';
import { freeCachedDocuments } from './document-cache.ts';
import { type DocumentPreload, startDocumentPreload } from './document-preload.ts';
import type { FileStorageClient } from './file-storage-client.ts';
import { closeFileStore, type FileStore, openFileStore, removeFileStore } from './file-store.ts';
import { type FileSync, startFileSync } from './file-sync.ts';
import { ownerGate } from './owner-gate.ts';
import { pendingUploads$ } from './pending-uploads.ts';
import { storageUploader } from './storage-uploader.ts';

export interface ClinicFiles {
  store: FileStore;
  close(): Promise<void>;
}

/** What the files need of the clinic's sync: whether the rows naming them reached the server. */
export interface RowSync {
  pendingIds(collection: CollectionName): readonly string[];
  readonly status$: Observable<Pick<SyncStatus, 'pendingChanges' | 'conflicts'>>;
  readonly conflicts: Pick<ConflictStore, 'hasOpen'>;
}

export function openClinicFiles(
  db: ClinicDatabase,
  guard: SessionGuard,
  supabase: FileStorageClient,
  rowSync: RowSync,
  userId: string,
  clinicId: string,
): ClinicFiles {
  const sealer = sealerOf(db);
  const store = openFileStore({ userId, clinicId, ...(sealer ? { sealer } : {}) });
  let fileSync: FileSync | null = null;
  let preload: DocumentPreload | null = null;
  let closed = false;
  let queued = 0;
  const counting: Subscription = pendingUploads$(store).subscribe({
    next: (uploads) => {
      queued = uploads.length;
    },
    error: (error: unknown) => console.error('Reading the upload queue failed', error),
  });

  // A full device (a write refused anywhere in this tab): the cached copies of the server's
  // documents make room first, and preloading more of them stops for this session. Queued files
  // and the database's rows are never what gives way.
  let full = false;
  const freeing: Subscription = storageFull$.pipe(filter((notice) => notice !== null)).subscribe(() => {
    full = true;
    preload?.stop();
    preload = null;
    void freeCachedDocuments(store).catch((error: unknown) =>
      console.warn('Freeing cached documents failed', error),
    );
  });

  // Multi-tab databases elect a leader (the plugin the sync also adds; adding it twice is a no-op);
  // a single-instance one leads alone.
  if (db.multiInstance) addRxPlugin(RxDBLeaderElectionPlugin);
  const leading = db.multiInstance ? db.waitForLeadership() : Promise.resolve(true);
  void leading.then(
    () => {
      if (closed) return;
      fileSync = startFileSync(store, storageUploader(supabase), {
        ownerReady: ownerGate({
          db,
          waiting: (collection, docId) => rowSync.pendingIds(collection).includes(docId),
          conflicted: (collection, docId) => rowSync.conflicts.hasOpen(collection, docId),
        }),
        // A row answered (fewer changes waiting) or a conflict settled: its file may go now.
        wake$: rowSync.status$.pipe(
          map((status) => `${status.pendingChanges}/${status.conflicts}`),
          distinctUntilChanged(),
        ),
      });
      if (!full) preload = startDocumentPreload(db, store, supabase, { authUserId: userId });
    },
    (error: unknown) => console.error('Waiting to lead the file sync failed', error),
  );

  async function stop(): Promise<void> {
    if (closed) return;
    closed = true;
    counting.unsubscribe();
    freeing.unsubscribe();
    preload?.stop();
    await fileSync?.stop();
    closeFileStore(store);
  }

  const detach = guard.attach({
    pendingChanges: () => queued,
    stop,
    wipe: () => removeFileStore({ userId, clinicId }),
  });

  return {
    store,
    async close() {
      detach();
      await stop();
    },
  };
}
