/**
 * Files follow their rows (issue 34): a queued file is uploaded only once the server holds the row
 * that names it (the medical document, the patient or partner whose avatar it is), so storage never
 * keeps an object whose row the server refused. While the row waits here, or was refused and the
 * user has not decided, the file waits too; once no row will ever name it (the row deleted, the
 * refusal discarded, another file chosen meanwhile) it leaves the device.
 */
import type { RxCollection } from 'rxdb';
import {
  type ClinicDatabase,
  type CollectionName,
  SYNCED_COLLECTIONS,
} from '../collections/collection-registry.ts';
import { collectionOf } from '../replication/collection-of.ts';
import type { UploadEntry } from './file-store.ts';
import type { UploadDecision } from './file-sync.ts';

/**
 * A file whose row is not on this device at all: attaching a document queues the file a moment
 * before it writes the row. Past this, the row was never written (the app closed in between).
 */
export const ROW_NOT_WRITTEN_AFTER_MS = 10 * 60_000;

export interface OwnerGateInputs {
  db: ClinicDatabase;
  /** Whether the row has a change of this device waiting to be sent (the sync's waiting set). */
  waiting(collection: CollectionName, docId: string): boolean;
  /** Whether the row has an open conflict here (refused or decided otherwise, not settled yet). */
  conflicted(collection: CollectionName, docId: string): Promise<boolean>;
  now?: () => number;
}

function isCollectionName(name: string): name is CollectionName {
  return SYNCED_COLLECTIONS.some((known) => known === name);
}

export function ownerGate(inputs: OwnerGateInputs): (entry: UploadEntry) => Promise<UploadDecision> {
  const now = inputs.now ?? Date.now;
  return async (entry) => {
    const { collection, docId, field } = entry.owner;
    // An owner this build does not know (a newer build's queue): send it as before.
    if (!isCollectionName(collection)) return 'upload';
    if (inputs.waiting(collection, docId)) return 'wait';
    if (await inputs.conflicted(collection, docId)) return 'wait';
    const rows: RxCollection = collectionOf(inputs.db, collection);
    const [doc] = await rows.storageInstance.findDocumentsById([docId], true);
    if (!doc) return now() - Date.parse(entry.queuedAt) < ROW_NOT_WRITTEN_AFTER_MS ? 'wait' : 'drop';
    if (doc._deleted) return 'drop';
    return (doc as Record<string, unknown>)[field] === entry.path ? 'upload' : 'drop';
  };
}
