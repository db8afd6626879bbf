/**
 * RxDB's Dexie storage with the storage method getChangedDocumentsSince, which that storage leaves
 * out, so RxDB's replication reads "the documents changed since this checkpoint" one page at a
 * time instead of through a general query.
 *
 * Why: RxDB answers the question otherwise with a query whose index range starts at the
 * checkpoint's write time (`_meta.lwt`) but not at its id. A page of pulled rows is stored in one
 * write and shares one write time, so every page of the upstream pass over such a group walked the
 * group again from its first document with an IndexedDB cursor, one document per step: the pass
 * after a first sync grew with the square of the rows, and the device's own pushes waited behind
 * it (issue 12: a large clinic was not idle ten minutes after its rows were stored). Here a page is
 * one key-range read on the same compound index, starting after (lwt, id): linear in the page.
 */
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

/** The index RxDB's Dexie storage creates for this question on every table. */
function changesIndex(primaryPath: string): string {
  return `[_meta.lwt+${primaryPath}]`;
}

export function withIndexedChangesSince(
  storage: RxStorage<DexieStorageInternals, DexieSettings>,
): RxStorage<DexieStorageInternals, DexieSettings> {
  return adjustStorageInstances(storage, <Doc>(instance: DexieInstance<Doc>, params: DexieParams<Doc>) => {
    const primaryPath = getPrimaryFieldOfPrimaryKey(params.schema.primaryKey);
    instance.getChangedDocumentsSince = async (limit: number, checkpoint?: RxStorageDefaultCheckpoint) => {
      const { dexieTable, booleanIndexes } = await instance.internals;
      const where = dexieTable.where(changesIndex(primaryPath));
      const range = checkpoint
        ? where.above([checkpoint.lwt, checkpoint.id])
        : where.aboveOrEqual([RX_META_LWT_MINIMUM, '']);
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
