/**
 * The clinic's IndexedDB tables keep only the indexes a read can use (issue 42, decision 0010's
 * fourth point). RxDB's query planner chooses among the schema's own indexes, each led by
 * `_deleted`. RxDB's Dexie storage declares three more on every table, which IndexedDB then
 * updates on every write:
 * - `[_deleted+id]`, the planner's default index, which it only knows of for a schema without
 *   indexes of its own (kept there);
 * - `[_meta.lwt+id]` and `_meta.lwt`, for "the documents changed since this checkpoint" and
 *   `cleanup()`. No query of ours reads by write time, and since our own replication (decision
 *   0046) nothing reads changes since a checkpoint but RxDB's schema migration, which reads a
 *   table no one writes meanwhile: a table without the index answers it in id order
 *   (indexed-changes-since.ts), and `cleanup()` finds the removed rows on a `_deleted` index.
 * A table already made with them keeps them (Dexie opens a table holding more indexes than
 * declared as it is) and is read through them; a new one is made without them. Measured in
 * Chromium (appointments' indexes, 1000-row transactions): 13,400 rows/s added with three, 10,900
 * with all five; on disk, the full bench's page writer went from 6,052 to 6,656 rows/s with two
 * (docs/performance.md).
 */
import { Dexie, type Table } from 'dexie';
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

/** RxDB's index for the changes since a checkpoint: on tables an earlier build made, not on new ones. */
export function writeTimeIndex(primaryPath: string): string {
  return `[_meta.lwt+${primaryPath}]`;
}

/** Whether the table holds the write-time index (an earlier build made it). */
export function holdsWriteTimeIndex(table: Table, primaryPath: string): boolean {
  return table.core.schema.getIndexByKeyPath(['_meta.lwt', primaryPath]) !== undefined;
}

/** RxDB's Dexie store declaration for a collection's documents, without the indexes no read uses. */
export function plannedIndexes(declaration: string): string {
  const parts = declaration.split(',').map((part) => part.trim());
  const [primaryKey, ...indexes] = parts;
  if (primaryKey === undefined) return declaration;
  const defaultIndex = `[_deleted+${primaryKey}]`;
  const hasOwnIndexes = indexes.some((index) => index !== defaultIndex && index.startsWith('[_deleted+'));
  const byWriteTime = new Set(['_meta.lwt', writeTimeIndex(primaryKey)]);
  const kept = indexes.filter(
    (index) => !(index === defaultIndex && hasOwnIndexes) && !byWriteTime.has(index),
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
 * RxDB's Dexie `cleanup()` (removed rows older than the given age deleted for good) on the planned
 * indexes: on `[_meta.lwt+id]` where an earlier build made the table with it (a key below `[time]`
 * is one whose write time is below `time`), else on an index led by `_deleted` (every table has
 * one), whose keys starting with '1' are the removed rows.
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
        const removed: Record<string, unknown>[] = await removedRows(
          dexieTable,
          primaryPath,
          maxDeletionTime,
        );
        // Booleans of indexes are stored as '1' and '0'.
        const old = removed.filter(
          (row) => row._deleted === '1' && (row._meta as { lwt: number }).lwt < maxDeletionTime,
        );
        await dexieTable.bulkDelete(old.map((row) => row[primaryPath]));
      });
      return true;
    };
  });
}

/** The removed rows (and, on a write-time index, others) that may have been removed before `before`. */
function removedRows(table: Table, primaryPath: string, before: number): Promise<Record<string, unknown>[]> {
  if (holdsWriteTimeIndex(table, primaryPath)) {
    return table.where(writeTimeIndex(primaryPath)).below([before]).toArray();
  }
  const deletedFirst = table.core.schema.indexes
    .map((index) => index.keyPath)
    .find((keyPath): keyPath is string[] => Array.isArray(keyPath) && keyPath[0] === '_deleted');
  if (!deletedFirst) return table.filter((row: Record<string, unknown>) => row._deleted === '1').toArray();
  const rest = deletedFirst.length - 1;
  return table
    .where(`[${deletedFirst.join('+')}]`)
    .between(['1', ...Array(rest).fill(Dexie.minKey)], ['1', ...Array(rest).fill(Dexie.maxKey)], true, true)
    .toArray();
}
