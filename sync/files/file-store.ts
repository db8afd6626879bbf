/**
 * The file outbox and document cache of one user in one clinic: a plain Dexie database, local
 * only (never replicated), beside the RxDB clinic database.
 *
 *   blobs    one entry per file this device holds, keyed `${bucket}/${path}`: files added here
 *            (queued or already uploaded) and documents opened here, so they show at once and
 *            read offline. Metadata only, so the cache can be measured without reading bytes.
 *   bytes    the content of each of those files, same key, stored as an ArrayBuffer rather than
 *            a Blob: every IndexedDB (and fake-indexeddb) clones an ArrayBuffer. With a sealer
 *            (issue 40) the bytes are sealed with the user's data key (`sealed: 1`).
 *   uploads  the outbox: one entry per file still to send, metadata only, so the sync status
 *            can list it without reading bytes. An entry goes only after its upload succeeded.
 */
import { Dexie, type Table } from 'dexie';
import { rehearsalSteps } from '../database/schema-rehearsal.ts';
import type { FieldSealer } from '../encryption/field-sealer.ts';

import { type FileBucket, fileStoreName } from './file-keys.ts';

export { FILE_BUCKETS, type FileBucket, fileKey, fileStoreName } from './file-keys.ts';

/** The record whose field holds the storage path of the file. */
export interface FileOwner {
  collection: string;
  docId: string;
  field: string;
}

export interface StoredBlob {
  key: string;
  bucket: FileBucket;
  path: string;
  contentType: string;
  size: number;
  /** When it was stored or last opened here: the least recently used goes first on eviction. */
  usedAt: number;
}

export interface StoredBytes {
  key: string;
  bytes: ArrayBuffer;
  /** 1 when `bytes` are sealed (stored-file.ts); absent in entries stored in clear. Not indexed. */
  sealed?: 1;
}

export interface UploadEntry {
  key: string;
  bucket: FileBucket;
  path: string;
  contentType: string;
  size: number;
  owner: FileOwner;
  queuedAt: string;
  /** Changes each time the path is queued again, so an upload of older bytes never clears a newer entry. */
  version: string;
  attempts: number;
  /** Epoch milliseconds before which the automatic loop does not retry (exponential back-off). */
  nextAttemptAt: number;
  lastError: string | null;
}

export interface FileStore {
  readonly name: string;
  readonly db: Dexie;
  readonly blobs: Table<StoredBlob, string>;
  readonly bytes: Table<StoredBytes, string>;
  readonly uploads: Table<UploadEntry, string>;
  /** Called by queueUpload so a running file sync starts at once instead of on its next tick. */
  readonly queued: EventTarget;
  /** Seals the files' bytes at rest (the clinic database's sealer), or undefined to store them in clear. */
  readonly sealer?: FieldSealer;
}

export interface FileStoreOptions {
  userId: string;
  clinicId: string;
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
  sealer?: FieldSealer;
}

function dexieOptions(options: FileStoreOptions): {
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
} {
  return {
    ...(options.indexedDB ? { indexedDB: options.indexedDB } : {}),
    ...(options.IDBKeyRange ? { IDBKeyRange: options.IDBKeyRange } : {}),
  };
}

export function openFileStore(options: FileStoreOptions): FileStore {
  const name = fileStoreName(options.userId, options.clinicId);
  const db = new Dexie(name, dexieOptions(options));
  const latest = { blobs: 'key, usedAt', bytes: 'key', uploads: 'key, queuedAt' };
  db.version(1).stores(latest);
  const steps = rehearsalSteps();
  if (steps > 0) db.version(1 + steps).stores(latest);
  return {
    name,
    db,
    blobs: db.table<StoredBlob, string>('blobs'),
    bytes: db.table<StoredBytes, string>('bytes'),
    uploads: db.table<UploadEntry, string>('uploads'),
    queued: new EventTarget(),
    ...(options.sealer ? { sealer: options.sealer } : {}),
  };
}

export function closeFileStore(store: FileStore): void {
  store.db.close();
}

/** Sign-out wipe: deletes the user's file store on this device, queued uploads included. */
export async function removeFileStore(options: FileStoreOptions): Promise<void> {
  // An instance with the same options, so a given indexedDB (tests, workers) is the one wiped.
  await new Dexie(fileStoreName(options.userId, options.clinicId), dexieOptions(options)).delete();
}
