/**
 * The conflicts the user resolves (issue 3, item 4): each change the server did not take as sent
 * — an appointment the server decided otherwise, a booking whose slot was taken, a change a rule
 * refused — with this device's version and the server's. The local database already holds the
 * server's version; the store keeps the device's, so nothing typed is lost until the user picks:
 * keep the server's, re-apply mine (pushed again on top of the server's row), or an edited one.
 */

import { liveQuery } from 'dexie';
import type { RxCollection } from 'rxdb';
import { concatMap, Observable } from 'rxjs';
import {
  type ClinicDatabase,
  type CollectionDocs,
  type CollectionName,
  SYNCED_COLLECTIONS,
} from '../collections/collection-registry.ts';
import { sealerOf } from '../encryption/database-sealer.ts';
import { collectionOf } from './collection-of.ts';
import { jsonEqual } from './json-equal.ts';
import { conflictSealing } from './sealed-conflicts.ts';
import { SERVER_BOOKKEEPING } from './server-bookkeeping.ts';
import type { PushError } from './server-protocol.ts';
import { trustedDocument, withoutStorageFields } from './server-protocol.ts';
import type { ConflictKind, ConflictRecord, StoredConflictRecord, SyncMetaStore } from './sync-meta-store.ts';

export type { ConflictKind, ConflictRecord } from './sync-meta-store.ts';

export interface ConflictStore {
  /** Open conflicts, oldest first, on every change. */
  list$(): Observable<ConflictRecord[]>;
  list(): Promise<ConflictRecord[]>;
  /**
   * Keeps the server's version (already in the local database) and closes the conflict, with the
   * conflicts of the rows that name it (they cannot stand without it).
   */
  keepServer(id: string): Promise<void>;
  /**
   * Writes this device's version again over the current server row, so it is pushed anew; with a
   * refused parent, the whole group (the parent first, then the rows that name it) in one step.
   */
  reapplyMine(id: string): Promise<void>;
  /**
   * Writes `edited` (fields of the document) over the current row, so it is pushed anew, and the
   * rows that name it are applied again after it.
   */
  resolveWith(id: string, edited: Readonly<Record<string, unknown>>): Promise<void>;
  /** Whether the row has an open conflict (nothing of it decided yet). */
  hasOpen(collection: string, docId: string): Promise<boolean>;
}

export interface NewConflict {
  collection: CollectionName;
  docId: string;
  kind: ConflictKind;
  local: Record<string, unknown>;
  server: Record<string, unknown> | null;
  error?: PushError;
  /** The refused row this one names, whose refusal caused this one's. */
  parent?: { collection: string; docId: string };
}

/** The store, plus what the replication uses to add conflicts. */
export interface ConflictLog extends ConflictStore {
  record(conflict: NewConflict): Promise<void>;
  /** Whether the server refused this device's change of the row (an open refusal here). */
  refused(collection: string, docId: string): Promise<boolean>;
}

/** Fields the user cannot set: the key, the server's bookkeeping, RxDB's storage fields. */
const NOT_EDITABLE = new Set(['id', '_deleted', '_meta', '_rev', '_attachments', ...SERVER_BOOKKEEPING]);

function editableFields(fields: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const editable: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) if (!NOT_EDITABLE.has(key)) editable[key] = value;
  return editable;
}

function isCollectionName(name: string): name is CollectionName {
  return SYNCED_COLLECTIONS.some((known) => known === name);
}

/** Writes `fields` over the document as a local edit (the replication then pushes it). */
async function writeOver<Name extends CollectionName>(
  collection: RxCollection<CollectionDocs[Name]>,
  docId: string,
  fields: Readonly<Record<string, unknown>>,
): Promise<void> {
  const current = await collection.findOne(docId).exec();
  if (fields._deleted === true) {
    await current?.remove();
    return;
  }
  const edit = { ...editableFields(fields), updated_at: new Date().toISOString() };
  if (current) {
    await current.incrementalModify((data) => Object.assign(data, edit));
    return;
  }
  // Gone here (a refused creation is kept as a tombstone): bring it back with this content.
  const [tombstone] = await collection.storageInstance.findDocumentsById([docId], true);
  const previous = tombstone ? withoutStorageFields(tombstone) : {};
  const revived = { ...previous, ...edit, id: docId };
  Reflect.deleteProperty(revived, '_deleted');
  await collection.insert(trustedDocument<CollectionDocs[Name]>(revived));
}

export function createConflictStore(db: ClinicDatabase, meta: SyncMetaStore): ConflictLog {
  const sealing = conflictSealing(sealerOf(db));
  const openAll = (stored: readonly StoredConflictRecord[]) => Promise.all(stored.map(sealing.fromStored));
  const inOrder = async () => openAll(await meta.conflicts.orderBy('createdAt').toArray());
  const take = async (id: string): Promise<ConflictRecord> => {
    const conflict = await meta.conflicts.get(id);
    if (!conflict) throw new Error(`No open conflict ${id}`);
    return sealing.fromStored(conflict);
  };
  const rewrite = async (conflict: ConflictRecord, fields: Readonly<Record<string, unknown>>) => {
    if (!isCollectionName(conflict.collection)) throw new Error(`Unknown collection ${conflict.collection}`);
    await writeOver(collectionOf(db, conflict.collection), conflict.docId, fields);
    await meta.conflicts.delete(conflict.id);
  };
  /** The open conflict of the row, if any. */
  const openFor = async (collection: string, docId: string): Promise<ConflictRecord | undefined> => {
    const stored = await meta.conflicts
      .filter((open) => open.collection === collection && open.docId === docId)
      .first();
    return stored && sealing.fromStored(stored);
  };
  /**
   * The conflicts of the rows that name this one, and of the rows naming those, parents before
   * children (the order they must reach the server in).
   */
  const descendants = async (root: ConflictRecord): Promise<ConflictRecord[]> => {
    const all = await inOrder();
    const found: ConflictRecord[] = [];
    const seen = new Set([root.id]);
    let generation = [root];
    while (generation.length > 0) {
      const next = all.filter(
        (open) =>
          !seen.has(open.id) &&
          generation.some(
            (parent) => open.parent?.collection === parent.collection && open.parent.docId === parent.docId,
          ),
      );
      for (const child of next) seen.add(child.id);
      found.push(...next);
      generation = next;
    }
    return found;
  };
  /** The conflict this one's group starts at: its refused parent's, as far up as they are open. */
  const rootOf = async (conflict: ConflictRecord): Promise<ConflictRecord> => {
    let root = conflict;
    const seen = new Set([root.id]);
    while (root.parent) {
      const parent = await openFor(root.parent.collection, root.parent.docId);
      if (!parent || seen.has(parent.id)) break;
      seen.add(parent.id);
      root = parent;
    }
    return root;
  };

  return {
    list$() {
      // The query alone is watched; the records open after it, in order.
      return new Observable<StoredConflictRecord[]>((subscriber) => {
        const subscription = liveQuery(() => meta.conflicts.orderBy('createdAt').toArray()).subscribe(
          subscriber,
        );
        return () => subscription.unsubscribe();
      }).pipe(concatMap(openAll));
    },
    list() {
      return inOrder();
    },
    async keepServer(id) {
      const conflict = await take(id);
      const group = [conflict, ...(await descendants(conflict))];
      await meta.conflicts.bulkDelete(group.map((member) => member.id));
    },
    async reapplyMine(id) {
      const root = await rootOf(await take(id));
      // Parents first: each write marks its row as waiting, so the rows naming it wait for it.
      for (const member of [root, ...(await descendants(root))]) await rewrite(member, member.local);
    },
    async resolveWith(id, edited) {
      const conflict = await take(id);
      const children = await descendants(conflict);
      await rewrite(conflict, { ...edited, _deleted: edited._deleted === true });
      for (const child of children) await rewrite(child, child.local);
    },
    async hasOpen(collection, docId) {
      return (await openFor(collection, docId)) !== undefined;
    },
    async refused(collection, docId) {
      return (await openFor(collection, docId))?.kind === 'rejected';
    },
    async record(conflict) {
      // The same version refused again (a retried push): one entry, with the newest answer.
      const ofRow = await openAll(
        await meta.conflicts
          .filter((open) => open.collection === conflict.collection && open.docId === conflict.docId)
          .toArray(),
      );
      const same = ofRow.find((open) => jsonEqual(open.local, conflict.local));
      await meta.conflicts.put(
        await sealing.toStored({
          ...conflict,
          id: same?.id ?? crypto.randomUUID(),
          createdAt: same?.createdAt ?? new Date().toISOString(),
        }),
      );
    },
  };
}
