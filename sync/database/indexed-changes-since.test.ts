import { IDBCursor, IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import {
  addRxPlugin,
  createRxDatabase,
  getChangedDocumentsSince,
  now,
  type RxJsonSchema,
  type RxStorage,
  type RxStorageDefaultCheckpoint,
} from 'rxdb';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  openRowsInstance,
  type Row,
  type RowsInstance,
  removeRowsInstances,
  testDexieStorage,
} from '../testing/test-storage-rows.ts';
import { withIndexedChangesSince } from './indexed-changes-since.ts';
import { dexieStorage } from './open-clinic-database.ts';

afterEach(async () => {
  vi.restoreAllMocks();
  await removeRowsInstances();
});

async function storeWithOneWrite(storage: RxStorage<unknown, unknown>, count: number) {
  const instance = await openRowsInstance(storage);
  // One bulk write, as RxDB stores a page of pulled rows: every row shares one write time.
  const lwt = now();
  const rows = Array.from({ length: count }, (_, i) => ({
    document: {
      id: `row-${String(i).padStart(5, '0')}`,
      title: `Row ${i}`,
      _deleted: i % 10 === 0,
      _attachments: {},
      _rev: '1-a',
      _meta: { lwt },
    },
  }));
  await instance.bulkWrite(rows, 'test');
  return instance;
}

/** Pages through every change in pages of `limit`, counting IndexedDB cursor steps. */
async function pageThrough(instance: RowsInstance, limit: number) {
  const steps = vi.spyOn(IDBCursor.prototype, 'continue');
  const ids: string[] = [];
  let checkpoint: RxStorageDefaultCheckpoint | undefined;
  for (;;) {
    const page = await getChangedDocumentsSince(instance, limit, checkpoint);
    if (page.documents.length === 0) break;
    ids.push(...page.documents.map((doc) => doc.id));
    checkpoint = page.checkpoint as RxStorageDefaultCheckpoint;
  }
  const cursorSteps = steps.mock.calls.length;
  steps.mockRestore();
  return { ids, cursorSteps };
}

const dexie = () => testDexieStorage();

describe('the changes-since read of the local storage', () => {
  it('returns every document once, in write order, deleted ones included', async () => {
    const instance = await storeWithOneWrite(withIndexedChangesSince(dexie()), 450);
    const { ids } = await pageThrough(instance, 100);
    expect(ids).toHaveLength(450);
    expect(new Set(ids).size).toBe(450);
    expect(ids).toEqual([...ids].sort());
    expect(ids).toContain('row-00010');
  });

  it('reads a page without walking the rows before it, however many share one write time', async () => {
    const indexed = await storeWithOneWrite(withIndexedChangesSince(dexie()), 600);
    const plain = await storeWithOneWrite(dexie(), 600);
    const fast = await pageThrough(indexed, 100);
    const slow = await pageThrough(plain, 100);
    expect(fast.ids).toEqual(slow.ids);
    // RxDB's own query walks the group from its start for every page: 100 + 200 + … + 600 steps.
    expect(slow.cursorSteps).toBeGreaterThan(2000);
    expect(fast.cursorSteps).toBe(0);
  });

  it('answers an empty page with the checkpoint it was given', async () => {
    const instance = await storeWithOneWrite(withIndexedChangesSince(dexie()), 3);
    const all = await getChangedDocumentsSince(instance, 10);
    const after = await getChangedDocumentsSince(instance, 10, all.checkpoint);
    expect(after.documents).toEqual([]);
    expect(after.checkpoint).toEqual(all.checkpoint);
  });
});

describe('the changes-since read of a table made without the write-time index', () => {
  const trimmed = () => dexieStorage({ indexedDB: new IDBFactory(), IDBKeyRange });

  it('returns every document once, in id order, deleted ones included', async () => {
    const instance = await storeWithOneWrite(trimmed(), 450);
    const { ids } = await pageThrough(instance, 100);
    expect(ids).toHaveLength(450);
    expect(ids).toEqual([...ids].sort());
    expect(ids).toContain('row-00010');
  });

  it('answers an empty page with the checkpoint it was given', async () => {
    const instance = await storeWithOneWrite(trimmed(), 3);
    const all = await getChangedDocumentsSince(instance, 10);
    const after = await getChangedDocumentsSince(instance, 10, all.checkpoint);
    expect(after.documents).toEqual([]);
    expect(after.checkpoint).toEqual(all.checkpoint);
  });

  it('lets RxDB’s schema migration carry every document of such a table to the next version', async () => {
    addRxPlugin(RxDBMigrationSchemaPlugin);
    const storage = trimmed();
    const name = `migrated-${crypto.randomUUID()}`;
    const schema = (version: number): RxJsonSchema<Row> => ({
      version,
      primaryKey: 'id',
      type: 'object',
      properties: { id: { type: 'string', maxLength: 40 }, title: { type: 'string', maxLength: 40 } },
      required: ['id', 'title'],
      indexes: ['title'],
    });
    const before = await createRxDatabase({ name, storage, multiInstance: false });
    await before.addCollections({ rows: { schema: schema(0) } });
    // RxDB's migration reads 10 documents a page: it pages through the table.
    const rows = Array.from({ length: 250 }, (_, i) => ({
      id: `r${String(i).padStart(3, '0')}`,
      title: `T${i}`,
    }));
    await before.rows?.bulkInsert(rows);
    await before.rows?.findOne('r007').remove();
    await before.close();

    const after = await createRxDatabase({ name, storage, multiInstance: false });
    await after.addCollections({
      rows: {
        schema: schema(1),
        migrationStrategies: { 1: (doc: Row) => ({ ...doc, title: `${doc.title}!` }) },
      },
    });
    const migrated = await after.rows?.find().exec();
    expect(migrated?.map((row) => row.id)).toHaveLength(249);
    expect(migrated?.every((row) => row.title.endsWith('!'))).toBe(true);
    await after.remove();
  });
});
