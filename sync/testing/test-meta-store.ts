/** A sync meta store on fake-indexeddb for unit tests, and its removal after each. */
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import {
  openSyncMetaStore,
  removeSyncMetaStore,
  type SyncMetaStore,
} from '../replication/sync-meta-store.ts';

export function openTestMetaStore(databaseName: string): SyncMetaStore {
  return openSyncMetaStore({ databaseName, indexedDB, IDBKeyRange });
}

/** Closes the store and deletes its database (nothing when there is none). */
export async function removeTestMetaStore(meta: SyncMetaStore | undefined): Promise<void> {
  if (!meta) return;
  meta.db.close();
  await removeSyncMetaStore({
    databaseName: meta.name.replace('cabinet-sync-meta-', ''),
    indexedDB,
    IDBKeyRange,
  });
}
