/**
 * The clinic's IndexedDB tables keep only the indexes a read can use (issue 42, decision 0010's
 * fourth point). RxDB's query planner chooses among the schema's indexes as RxDB fills them in
 * (each led by `_deleted`, and `[_meta.lwt+id]` for the changes since a checkpoint). RxDB's Dexie
 * storage declares two more on every table, which IndexedDB then updates on every write:
 * - `[_deleted+id]`, the planner's default index, which it only knows of for a schema without
 *   indexes of its own;
 * - `_meta.lwt`, read by `cleanup()` alone, which reads `[_meta.lwt+id]` here instead (Dexie's
 *   virtual index on that index's first field cannot take `below()`: it pads the missing lower
 *   bound with `undefined`, which IndexedDB refuses).
 * A table already made with them keeps them (Dexie opens a table holding more indexes than
 * declared as it is); a new one is made without them. Measured in Chromium (appointments' indexes,
 * 1000-row transactions): 13,400 rows/s added with the planned three, 10,900 with all five.
 */
import type { Dexie } from 'dexie';
import {
  type DexieSettings,
  type DexieStorageInternals,
  getPrimaryFieldOfPrimaryKey,
  now,
  type RxStorage,
} from 'rxdb';
import { adjustStorageInstances, type DexieInstance, type DexieParams } from './adjust-storage-instances.ts';

/** RxDB's Dexie storage keeps a collection's documents in this table of the collection's database. */
const DOCS_TABLE = 'docs';

type StoresSchema = Record<string, string | null>;

/** RxDB's Dexie store declaration for a collection's documents, without the two unplanned indexes. */
export function plannedIndexes(declaration: string): string {
  const parts = declaration.split(',').map((part) => part.trim());
  const [primaryKey, ...indexes] = parts;
  if (primaryKey === undefined) return declaration;
  const defaultIndex = `[_deleted+${primaryKey}]`;
  const hasOwnIndexes = indexes.some((index) => index !== defaultIndex && index.startsWith('[_deleted+'));
  const servesLwt = indexes.includes(`[_meta.lwt+${primaryKey}]`);
  const kept = indexes.filter(
    (index) => !(index === defaultIndex && hasOwnIndexes) && !(index === '_meta.lwt' && servesLwt),
  );
  return [primaryKey, ...kept].join(', ');
}

/**
 * Given as RxDB's Dexie `onCreate`: the storage declares its tables on the database right after,
 * and its documents table is declared with the planned indexes only.
 */
export function declarePlannedIndexesOnly(db: Dexie): void {
  const version = db.version.bind(db);
  db.version = (versionNumber: number) => {
    const declared = version(versionNumber);
    const stores = declared.stores.bind(declared);
    declared.stores = (schema: StoresSchema) => {
      const docs = schema[DOCS_TABLE];
      return stores(typeof docs === 'string' ? { ...schema, [DOCS_TABLE]: plannedIndexes(docs) } : schema);
    };
    return declared;
  };
}

/**
 * RxDB's Dexie `cleanup()` (removed rows older than the given age deleted for good) on
 * `[_meta.lwt+id]`: a key below `[time]` is one whose write time is below `time`.
 */
export function withCleanupOnPlannedIndexes(
  storage: RxStorage<DexieStorageInternals, DexieSettings>,
): RxStorage<DexieStorageInternals, DexieSettings> {
  return adjustStorageInstances(storage, <Doc>(instance: DexieInstance<Doc>, params: DexieParams<Doc>) => {
    const primaryPath = getPrimaryFieldOfPrimaryKey(params.schema.primaryKey);
    instance.cleanup = async (minimumDeletedTime: number) => {
      const { dexieDb, dexieTable } = await instance.internals;
      await dexieDb.transaction('rw', dexieTable, async () => {
        const maxDeletionTime = now() - minimumDeletedTime;
        const old: Record<string, unknown>[] = await dexieTable
          .where(`[_meta.lwt+${primaryPath}]`)
          .below([maxDeletionTime])
          .toArray();
        // Booleans of indexes are stored as '1' and '0'.
        await dexieTable.bulkDelete(old.filter((row) => row._deleted === '1').map((row) => row[primaryPath]));
      });
      return true;
    };
  });
}
