import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import {
  type DexieStorageInternals,
  fillWithDefaultSettings,
  normalizeMangoQuery,
  now,
  prepareQuery,
  type RxDocumentData,
  type RxJsonSchema,
} from 'rxdb';
import { getDexieStoreSchema } from 'rxdb/plugins/storage-dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLLECTION_SCHEMAS } from '../collections/collection-registry.ts';
import {
  closeRowsInstance,
  openRowsInstance,
  ROWS_SCHEMA,
  type Row,
  type RowsInstance,
  removeRowsInstances,
  storedRow,
  testDexieStorage,
} from '../testing/test-storage-rows.ts';
import { dexieStorage } from './open-clinic-database.ts';
import { plannedIndexes } from './planned-indexes-only.ts';

afterEach(removeRowsInstances);

/** A filled schema's indexes as Dexie declares them. */
const declared = (indexes: readonly (string | readonly string[])[]) =>
  indexes.map((index) => (typeof index === 'string' ? index : `[${index.join('+')}]`));

/** The indexes IndexedDB itself holds for an instance's documents. */
async function indexNames(instance: RowsInstance): Promise<string[]> {
  const { dexieDb } = await (instance.internals as DexieStorageInternals);
  return [...dexieDb.backendDB().transaction('docs').objectStore('docs').indexNames].sort();
}

const doc = (id: string, title: string, lwt: number, deleted = false) =>
  storedRow(id, title, { lwt, deleted });

async function titlesInOrder(instance: RowsInstance): Promise<string[]> {
  const query = normalizeMangoQuery<RxDocumentData<Row>>(ROWS_SCHEMA, {
    selector: { _deleted: false },
    sort: [{ title: 'asc' }],
  });
  const { documents } = await instance.query(prepareQuery(ROWS_SCHEMA, query));
  return documents.map((row) => row.title);
}

describe('the planned indexes only', () => {
  it('keeps, for every clinic collection, the primary key and exactly the indexes RxDB’s planner chooses from', () => {
    for (const [name, schema] of Object.entries(COLLECTION_SCHEMAS)) {
      const filled = fillWithDefaultSettings(schema as RxJsonSchema<{ id: string }>);
      const kept = plannedIndexes(getDexieStoreSchema(filled)).split(', ');
      const planned = declared(filled.indexes ?? []).filter((index) => index !== '[_meta.lwt+id]');
      expect({ name, kept }).toEqual({ name, kept: ['id', ...planned] });
      expect(kept.every((index) => index === 'id' || index.startsWith('[_deleted+'))).toBe(true);
    }
  });

  it('keeps the default index of a schema without indexes of its own, which the planner uses there', () => {
    expect(plannedIndexes('id, [_deleted+id], [_meta.lwt+id], _meta.lwt')).toBe('id, [_deleted+id]');
    expect(plannedIndexes('id, [_deleted+id], [_deleted+title+id], [_meta.lwt+id], _meta.lwt')).toBe(
      'id, [_deleted+title+id]',
    );
  });

  it('makes a new table with them alone, and queries, changes since a checkpoint and cleanup still read it', async () => {
    const instance = await openRowsInstance(dexieStorage({ indexedDB: new IDBFactory(), IDBKeyRange }));
    expect(await indexNames(instance)).toEqual(['[_deleted+title+id]']);
    const old = now() - 60_000;
    const result = await instance.bulkWrite(
      [
        { document: doc('a', 'Popescu', old) },
        { document: doc('b', 'Ionescu', old) },
        { document: doc('c', 'Avram', old, true) },
        { document: doc('d', 'Barbu', now(), true) },
      ],
      'test',
    );
    expect(result.error).toEqual([]);
    expect(await titlesInOrder(instance)).toEqual(['Ionescu', 'Popescu']);
    const since = await instance.getChangedDocumentsSince?.(10);
    expect(since?.documents.map((row) => row.id).sort()).toEqual(['a', 'b', 'c', 'd']);
    // The row removed a minute ago is deleted for good; the one removed just now is kept.
    await instance.cleanup(30_000);
    const kept = await instance.findDocumentsById(['a', 'b', 'c', 'd'], true);
    expect(kept.map((row) => row.id).sort()).toEqual(['a', 'b', 'd']);
  });

  it('opens a table an earlier build made with all of RxDB’s indexes as it is, its rows and indexes kept', async () => {
    const indexedDB = new IDBFactory();
    const databaseName = 'installed';
    const earlier = await openRowsInstance(testDexieStorage(indexedDB), { databaseName });
    await earlier.bulkWrite([{ document: doc('a', 'Popescu', now()) }], 'test');
    await closeRowsInstance(earlier);

    const later = await openRowsInstance(dexieStorage({ indexedDB, IDBKeyRange }), { databaseName });
    expect(await indexNames(later)).toEqual([
      '[_deleted+id]',
      '[_deleted+title+id]',
      '[_meta.lwt+id]',
      '_meta.lwt',
    ]);
    await later.bulkWrite(
      [{ document: doc('b', 'Ionescu', now()) }, { document: doc('c', 'Avram', now() - 60_000, true) }],
      'test',
    );
    expect(await titlesInOrder(later)).toEqual(['Ionescu', 'Popescu']);
    // Read through its write-time index: in write order, and the old removed row found there.
    const since = await later.getChangedDocumentsSince?.(10);
    expect(since?.documents.map((row) => row.id)).toEqual(['c', 'a', 'b']);
    await later.cleanup(30_000);
    expect((await later.findDocumentsById(['a', 'b', 'c'], true)).map((row) => row.id).sort()).toEqual([
      'a',
      'b',
    ]);
  });

  it('leaves a table it made readable to a build with RxDB’s storage as it ships, which adds its indexes back', async () => {
    const indexedDB = new IDBFactory();
    const databaseName = 'made-here';
    const made = await openRowsInstance(dexieStorage({ indexedDB, IDBKeyRange }), { databaseName });
    await made.bulkWrite(
      [{ document: doc('a', 'Popescu', now()) }, { document: doc('b', 'Ionescu', now()) }],
      'test',
    );
    await closeRowsInstance(made);

    // Dexie says it patches the table: its indexes are added back, the native version raised.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const shipped = await openRowsInstance(testDexieStorage(indexedDB), { databaseName });
    expect(await indexNames(shipped)).toEqual([
      '[_deleted+id]',
      '[_deleted+title+id]',
      '[_meta.lwt+id]',
      '_meta.lwt',
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Dexie SchemaDiff'));
    warn.mockRestore();
    expect(await titlesInOrder(shipped)).toEqual(['Ionescu', 'Popescu']);
  });
});
