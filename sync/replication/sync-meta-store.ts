/**
 * The sync layer's own local-only data for one clinic database: a plain Dexie database beside the
 * RxDB one, never replicated, wiped with it at sign-out.
 *
 *   conflicts  what the server did not take as sent, with this device's version kept so nothing
 *              typed is lost: one entry per version of a document refused (the same version
 *              refused again keeps its entry, with the newest answer).
 *   pending    one entry per document changed here and not yet answered by the server, with the
 *              time of the last local edit (sync_push's changed_at) and the server state the edit
 *              was made on. It survives a reload, so the "changes waiting" count, the edit times
 *              and the push's base are right after a restart.
 *   access     what this device's users opened (the access history, issue 39): appended, sent in
 *              order, kept for ten minutes once sent so a reopening is not one more event. The
 *              unsent ones outlive the sign-out wipe (access-log/kept-access-events.ts).
 */
import { Dexie, type Table } from 'dexie';
import type { AccessEvent } from '../access-log/access-event.ts';
import { rehearsalSteps } from '../database/schema-rehearsal.ts';
import type { PushError } from './server-protocol.ts';

export type ConflictKind = 'server_won' | 'overlap' | 'rejected';

export interface ConflictRecord {
  /** `${collection}/${docId}`: one open conflict per document. */
  id: string;
  collection: string;
  docId: string;
  kind: ConflictKind;
  /** This device's version, as it was sent (local document fields, `_deleted` included). */
  local: Record<string, unknown>;
  /** The server's row as it answered (local document fields), or null when it has none. */
  server: Record<string, unknown> | null;
  error?: PushError;
  /**
   * The row this one names that the server refused first (a new patient and the booking made for
   * them): settled together with it. Absent in records of earlier builds; not indexed, so the
   * store's schema is unchanged.
   */
  parent?: { collection: string; docId: string };
  createdAt: string;
}

/**
 * A conflict as stored: with the database's sealer, `local` and `server` are empty and both are in
 * `sealed` (sealed-conflicts.ts). Not indexed, so the store's schema is unchanged.
 */
export interface StoredConflictRecord extends ConflictRecord {
  sealed?: string;
}

export interface PendingChange {
  /** `${collection}/${docId}` */
  key: string;
  collection: string;
  docId: string;
  /** ISO time of the last local edit. */
  editedAt: string;
  /** Changes with every edit, so an answer to an older push never clears a newer edit. */
  tag: string;
  /**
   * When each field was last edited here (sync_push's field_changed_at). Absent in entries of the
   * previous build and for edits whose fields are unknown: those fields take `editedAt`. Not
   * indexed, so the store's schema is unchanged.
   */
  fieldsEditedAt?: Readonly<Record<string, string>>;
  /**
   * The server state the waiting edits were made on (pending-changes.ts, baseOf), without RxDB's
   * storage fields: in clear on a device without a PIN, else in `sealedBase` (sealed-bases.ts).
   * Absent in entries of earlier builds, and for a document created here. Not indexed, so the
   * store's schema is unchanged.
   */
  base?: Record<string, unknown>;
  sealedBase?: string;
}

/**
 * A fact about this device's copy, kept across reloads: when its first full exchange ended
 * ('first-sync'), and when its latest one did ('last-sync', the status's "last sync", shown after
 * a reload offline too).
 */
export interface SyncMark {
  key: 'first-sync' | 'last-sync';
  /** ISO time it was set. */
  at: string;
}

export interface AccessEventRecord {
  /** The event's id (record_access_events skips an id it already holds). */
  id: string;
  /** user/action/subject/record: repeats share it (access-event.ts). */
  key: string;
  /**
   * 0 until the server has it, then 1; -1 while set apart, refused by the server for what it holds
   * (send-access-events.ts): kept, and offered again when the sync next starts.
   */
  sent: 0 | 1 | -1;
  /** The server's last refusal of it, while set apart. */
  refused?: { code: string; status: number; message: string; at: string };
  /** The event's device_at, for the order and the repeat window. */
  at: string;
  event: AccessEvent;
}

/**
 * Where the pull of one collection has reached on the server (its cursor), stored after the page
 * it ends is in the local database. `storageToken` names the local database it was pulled into: a
 * database made anew (its token changes) starts from the beginning whatever the store says.
 */
export interface PullCursorRecord {
  collection: string;
  cursor: { txid: string; seq: number };
  storageToken: string;
}

export interface SyncMetaStore {
  readonly name: string;
  readonly db: Dexie;
  readonly conflicts: Table<StoredConflictRecord, string>;
  readonly pending: Table<PendingChange, string>;
  readonly marks: Table<SyncMark, string>;
  readonly access: Table<AccessEventRecord, string>;
  readonly cursors: Table<PullCursorRecord, string>;
}

export interface SyncMetaStoreOptions {
  /** The RxDB database name (one meta store per clinic database). */
  databaseName: string;
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
}

export function syncMetaStoreName(databaseName: string): string {
  return `cabinet-sync-meta-${databaseName}`;
}

export function documentKey(collection: string, docId: string): string {
  return `${collection}/${docId}`;
}

function dexieOptions(options: SyncMetaStoreOptions): {
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
} {
  return {
    ...(options.indexedDB ? { indexedDB: options.indexedDB } : {}),
    ...(options.IDBKeyRange ? { IDBKeyRange: options.IDBKeyRange } : {}),
  };
}

export function openSyncMetaStore(options: SyncMetaStoreOptions): SyncMetaStore {
  const name = syncMetaStoreName(options.databaseName);
  const db = new Dexie(name, dexieOptions(options));
  db.version(1).stores({ conflicts: 'id, createdAt', pending: 'key, collection' });
  // Version 2 adds the marks table; Dexie keeps the conflicts and unsent changes of version 1 as they are.
  db.version(2).stores({ conflicts: 'id, createdAt', pending: 'key, collection', marks: 'key' });
  // Version 3 adds the access events; what versions 1 and 2 hold stays as it is.
  const third = {
    conflicts: 'id, createdAt',
    pending: 'key, collection',
    marks: 'key',
    access: 'id, key, [sent+at]',
  };
  db.version(3).stores(third);
  // Version 4 adds each collection's pull cursor (issue 42: the sync's own pull); the rest stays.
  const latest = { ...third, cursors: 'collection' };
  db.version(4).stores(latest);
  const steps = rehearsalSteps();
  if (steps > 0) db.version(4 + steps).stores(latest);
  return {
    name,
    db,
    conflicts: db.table<StoredConflictRecord, string>('conflicts'),
    pending: db.table<PendingChange, string>('pending'),
    marks: db.table<SyncMark, string>('marks'),
    access: db.table<AccessEventRecord, string>('access'),
    cursors: db.table<PullCursorRecord, string>('cursors'),
  };
}

/** Sign-out wipe of the meta store of one database on this device. */
export async function removeSyncMetaStore(options: SyncMetaStoreOptions): Promise<void> {
  await new Dexie(syncMetaStoreName(options.databaseName), dexieOptions(options)).delete();
}
