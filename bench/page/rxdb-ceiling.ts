/**
 * RxDB's own storing rate: the rows the reference fetched, bulk-inserted into a new RxDB database
 * on RxDB's Dexie storage as it ships (not the app's additions), with the clinic's schemas (same
 * indexes, no validation hooks, no replication). Between this and the plain Dexie bulkPut lies
 * RxDB's storage layer; between this and the first sync, the replication and the app's storage. Needs the page's clinic database closed: RxDB opens at
 * most 13 collections per realm. The database is removed afterwards.
 */
import {
  addRxPlugin,
  createRxDatabase,
  type RxCollection,
  type RxCollectionCreator,
  type RxStorage,
  type WithDeleted,
} from 'rxdb';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import {
  COLLECTION_MIGRATION_STRATEGIES,
  COLLECTION_SCHEMAS,
  SYNCED_COLLECTIONS,
} from '#sync/collections/collection-registry.ts';
import { dexieStorage } from '#sync/database/open-clinic-database.ts';
import type { SyncDoc } from '#sync/replication/collection-sync-context.ts';
import { sameDocument } from '#sync/replication/same-document.ts';
import { rowToDoc, trustedDocument } from '#sync/replication/server-protocol.ts';
import { storePulledPage } from '#sync/replication/store-pulled-page.ts';
import type { CeilingResult } from './bench-api.ts';
import { fetchedRows } from './server-rows.ts';

/** Documents per bulkInsert: the sync writes 1000 at a time; bigger batches only help RxDB. */
const BATCH = 10_000;
/** Rows per pulled page, as the sync asks. */
const PAGE = 1000;

/** A new RxDB database on Dexie with the clinic's schemas, removed after `run`. */
async function withBenchCollections<T>(
  storage: RxStorage<unknown, unknown>,
  run: (collections: Record<string, RxCollection>) => Promise<T>,
): Promise<T> {
  // A schema past version 0 (tasks) needs the migration plugin even in a new database.
  addRxPlugin(RxDBMigrationSchemaPlugin);
  const db = await createRxDatabase({
    name: `cabinet-bench-rxdb-${Date.now()}`,
    storage,
    multiInstance: false,
  });
  try {
    const creators: Record<string, RxCollectionCreator> = {};
    for (const name of SYNCED_COLLECTIONS) {
      creators[name] = {
        schema: COLLECTION_SCHEMAS[name],
        migrationStrategies: COLLECTION_MIGRATION_STRATEGIES[name],
      };
    }
    return await run(await db.addCollections(creators));
  } finally {
    await db.remove();
  }
}

export function rxdbCeiling(): Promise<CeilingResult> {
  const tables = fetchedRows();
  return withBenchCollections(getRxStorageDexie(), async (collections) => {
    const start = performance.now();
    let rows = 0;
    for (const [name, list] of tables) {
      const collection = collections[name];
      if (!collection) continue;
      for (let i = 0; i < list.length; i += BATCH) {
        // A document carries RxDB's _deleted, not the server's deleted column.
        const docs = list.slice(i, i + BATCH).map(({ deleted: _deleted, ...doc }) => doc);
        const result = await collection.bulkInsert(docs);
        if (result.error.length > 0) {
          throw new Error(`RxDB bulkInsert into ${name}: ${JSON.stringify(result.error[0]).slice(0, 300)}`);
        }
        rows += docs.length;
      }
    }
    return { ms: performance.now() - start, rows };
  });
}

/**
 * Issue 42's page writer (store-pulled-page.ts, decision 0046) alone: the same rows in the sync's
 * 1000-row pages, each written once, into the same schemas on the app's storage (new rows added
 * unread, decision 0010). What the first sync can reach with nothing but its pages to write.
 */
export function pageWriterCeiling(): Promise<CeilingResult> {
  const tables = fetchedRows();
  // The app's storage: RxDB's Dexie storage with its own additions (new rows added unread).
  return withBenchCollections(dexieStorage({}), async (collections) => {
    const isEqual: (a: WithDeleted<SyncDoc>, b: WithDeleted<SyncDoc>) => boolean = sameDocument;
    const start = performance.now();
    let rows = 0;
    for (const [name, list] of tables) {
      const collection = collections[name] as RxCollection<SyncDoc> | undefined;
      if (!collection) continue;
      for (let i = 0; i < list.length; i += PAGE) {
        const page = list
          .slice(i, i + PAGE)
          .map((row) => trustedDocument<WithDeleted<SyncDoc>>(rowToDoc(row)));
        const stored = await storePulledPage(collection, page, () => false, isEqual);
        rows += stored.written + stored.unchanged;
      }
    }
    return { ms: performance.now() - start, rows };
  });
}
