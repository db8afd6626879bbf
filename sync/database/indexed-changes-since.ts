/**
 * RxDB's Dexie storage with the storage method getChangedDocumentsSince, which that storage leaves
 * out, so "the documents changed since this checkpoint" are read one page at a time instead of
 * through a general query. RxDB's replication read it until our own replication (decision 0046);
 * RxDB's schema migration still does.
 *
 * Why: RxDB answers the question otherwise with a query whose index range starts at the
 * checkpoint's write time (`_meta.lwt`) but not at its id. A page of pulled rows is stored in one
 * write and shares one write time, so every page of the upstream pass over such a group walked the
 * group again from its first document with an IndexedDB cursor, one document per step: the pass
 * after a first sync grew with the square of the rows, and the device's own pushes waited behind
 * it (issue 12: a large clinic was not idle ten minutes after its rows were stored). Here a page is
 * one key-range read on the same compound index, starting after (lwt, id): linear in the page; on
 * a table made without that index, one key-range read on the primary key.
 */
import type { Collection, Table } from 'dexie';
import {
  type DexieSettings,
  type DexieStorageInternals,
  getPrimaryFieldOfPrimaryKey,
  RX_META_LWT_MINIMUM,
  type RxDocumentData,
  type RxStorage,
  type RxStorageDefaultCheckpoint,
} from 'rxdb';
import { fromDexieToStorage } from 'rxdb/plugins/storage-dexie';
import { adjustStorageInstances, type DexieInstance, type DexieParams } from './adjust-storage-instances.ts';
import { holdsWriteTimeIndex, writeTimeIndex } from './planned-indexes-only.ts';

export function withIndexedChangesSince(
  storage: RxStorage<DexieStorageInternals, DexieSettings>,
): RxStorage<DexieStorageInternals, DexieSettings> {
  return adjustStorageInstances(storage, <Doc>(instance: DexieInstance<Doc>, params: DexieParams<Doc>) => {
    const primaryPath = getPrimaryFieldOfPrimaryKey(params.schema.primaryKey);
    instance.getChangedDocumentsSince = async (limit: number, checkpoint?: RxStorageDefaultCheckpoint) => {
      const { dexieTable, booleanIndexes } = await instance.internals;
      const range = holdsWriteTimeIndex(dexieTable, primaryPath)
        ? byWriteTime(dexieTable, primaryPath, checkpoint)
        : byId(dexieTable, primaryPath, checkpoint);
      const rows: unknown[] = await range.limit(limit).toArray();
      const documents = rows.map((row) => fromDexieToStorage<Doc>(booleanIndexes, row));
      const last: RxDocumentData<Doc> | undefined = documents.at(-1);
      return {
        documents,
        checkpoint: last
          ? { id: String(last[primaryPath]), lwt: last._meta.lwt }
          : (checkpoint ?? { id: '', lwt: 0 }),
      };
    };
  });
}

/** After (lwt, id) on the write-time index, on a table an earlier build made with it. */
function byWriteTime(table: Table, primaryPath: string, checkpoint?: RxStorageDefaultCheckpoint): Collection {
  const where = table.where(writeTimeIndex(primaryPath));
  return checkpoint
    ? where.above([checkpoint.lwt, checkpoint.id])
    : where.aboveOrEqual([RX_META_LWT_MINIMUM, '']);
}

/**
 * After the checkpoint's id, on a table made without the write-time index (planned-indexes-only.ts):
 * each document once, in id order. Its one reader, RxDB's schema migration, reads a table that no
 * one writes meanwhile; a document written again after its page was read would not come again.
 */
function byId(table: Table, primaryPath: string, checkpoint?: RxStorageDefaultCheckpoint): Collection {
  return checkpoint ? table.where(primaryPath).above(checkpoint.id) : table.orderBy(primaryPath);
}
