import { IDBObjectStore } from 'fake-indexeddb';
import {
  type BulkWriteRow,
  type EventBulk,
  normalizeMangoQuery,
  prepareQuery,
  type RxDocumentData,
  type RxStorage,
  type RxStorageChangeEvent,
} from 'rxdb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  openRowsInstance,
  ROWS_SCHEMA,
  type Row,
  type RowsInstance,
  removeRowsInstances,
  storedRow,
  testDexieStorage,
} from '../testing/test-storage-rows.ts';
import { withInsertWithoutRead } from './insert-without-read.ts';

type Changes = EventBulk<RxStorageChangeEvent<Row>, unknown>;

afterEach(async () => {
  vi.restoreAllMocks();
  await removeRowsInstances();
});

async function open(storage: RxStorage<unknown, unknown>) {
  const instance = await openRowsInstance(storage);
  const changes: Changes[] = [];
  instance.changeStream().subscribe((bulk) => changes.push(bulk));
  return { instance, changes };
}

const plain = () => testDexieStorage();
const adding = (storage = testDexieStorage()) => withInsertWithoutRead(storage);

const doc = (id: string, title: string, deleted = false) => storedRow(id, title, { deleted });

const inserts = (...docs: RxDocumentData<Row>[]): BulkWriteRow<Row>[] =>
  docs.map((document) => ({ document }));

/** Every stored row, removed ones included, as the storage reads them back by id. */
async function stored(instance: RowsInstance, ids: string[]) {
  const docs = await instance.findDocumentsById(ids, true);
  return docs
    .map(({ id, title, _deleted }) => ({ id, title, _deleted }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

describe('new documents added without reading them first', () => {
  it('stores them and sends the storage’s change events with their checkpoint', async () => {
    const { instance, changes } = await open(adding());
    const result = await instance.bulkWrite(inserts(doc('a', 'A'), doc('b', 'B')), 'pull-insert');
    expect(result.error).toEqual([]);
    expect(await stored(instance, ['a', 'b'])).toEqual([
      { id: 'a', title: 'A', _deleted: false },
      { id: 'b', title: 'B', _deleted: false },
    ]);
    expect(changes).toHaveLength(1);
    expect(changes[0]?.context).toBe('pull-insert');
    expect(changes[0]?.events.map((event) => [event.operation, event.documentId])).toEqual([
      ['INSERT', 'a'],
      ['INSERT', 'b'],
    ]);
    expect(changes[0]?.checkpoint).toMatchObject({ id: 'b' });
    // The rows are found through the schema's index, as a query reads them.
    const query = prepareQuery(ROWS_SCHEMA, normalizeMangoQuery(ROWS_SCHEMA, { selector: { title: 'B' } }));
    expect(query.queryPlan.index).toContain('title');
    const byTitle = await instance.query(query);
    expect(byTitle.documents.map((row) => row.id)).toEqual(['b']);
  });

  it('reads nothing when every row is new, where the storage reads each one', async () => {
    const reads = async (storage: RxStorage<unknown, unknown>) => {
      const { instance } = await open(storage);
      const get = vi.spyOn(IDBObjectStore.prototype, 'get');
      const getAll = vi.spyOn(IDBObjectStore.prototype, 'getAll');
      await instance.bulkWrite(inserts(doc('a', 'A'), doc('b', 'B'), doc('c', 'C')), 'pull-insert');
      const count = get.mock.calls.length + getAll.mock.calls.length;
      vi.restoreAllMocks();
      return count;
    };
    expect(await reads(plain())).toBeGreaterThan(0);
    expect(await reads(adding())).toBe(0);
  });

  it('answers a row the storage holds as the storage does: a conflict with the stored row, the rest added', async () => {
    const answers = [];
    for (const storage of [plain(), adding()]) {
      const { instance, changes } = await open(storage);
      await instance.bulkWrite(inserts(doc('b', 'held'), doc('d', 'removed', true)), 'first');
      changes.length = 0;
      const result = await instance.bulkWrite(
        inserts(doc('a', 'A'), doc('b', 'B'), doc('c', 'C'), doc('d', 'D')),
        'pull-insert',
      );
      answers.push({
        conflicts: result.error.map((error) => ({
          status: error.status,
          id: error.documentId,
          inDb: error.status === 409 ? error.documentInDb.title : undefined,
          context: error.context,
        })),
        rows: await stored(instance, ['a', 'b', 'c', 'd']),
        events: changes.flatMap((bulk) => bulk.events.map((event) => event.documentId)),
      });
    }
    const [theStorages, added] = answers;
    expect(added).toEqual(theStorages);
    expect(added?.conflicts).toEqual([
      { status: 409, id: 'b', inDb: 'held', context: 'pull-insert' },
      { status: 409, id: 'd', inDb: 'removed', context: 'pull-insert' },
    ]);
    expect(added?.rows.map((row) => row.title)).toEqual(['A', 'held', 'C', 'removed']);
  });

  it('fails the whole write when IndexedDB refuses a row for any other reason: nothing stored, no event', async () => {
    const { instance, changes } = await open(adding());
    await instance.bulkWrite(inserts(doc('held', 'Held')), 'pull-insert');
    // A value IndexedDB cannot copy (a function) is refused with a DataCloneError.
    const uncopyable = { ...doc('b', 'B'), notes: () => 'no' } as unknown as RxDocumentData<Row>;
    await expect(
      instance.bulkWrite(inserts(doc('a', 'A'), doc('held', 'Again'), uncopyable), 'pull-insert'),
    ).rejects.toThrow();
    expect(await stored(instance, ['a', 'b', 'held'])).toEqual([
      { id: 'held', title: 'Held', _deleted: false },
    ]);
    expect(changes).toHaveLength(1);
  });

  it('stores a row with nested values and keys the storage renames as the storage does', async () => {
    const nested = { times: { title: 12 }, list: ['x', 'y'], '|packed': { '|inner': true }, none: null };
    const written = { ...doc('n', 'N'), ...nested } as RxDocumentData<Row>;
    const read = [];
    for (const storage of [plain(), adding()]) {
      const { instance } = await open(storage);
      await instance.bulkWrite(inserts({ ...written }), 'pull-insert');
      const [held] = await instance.findDocumentsById(['n'], false);
      read.push(held);
    }
    expect(read[1]).toEqual(read[0]);
    expect(read[1]).toMatchObject(nested);
  });

  it('stores a row that arrives removed, with no change event, as the storage does', async () => {
    const { instance, changes } = await open(adding());
    await instance.bulkWrite(inserts(doc('gone', 'G', true)), 'pull-insert');
    expect(await stored(instance, ['gone'])).toEqual([{ id: 'gone', title: 'G', _deleted: true }]);
    expect(changes).toEqual([]);
  });

  it('leaves a write with an update in it to the storage', async () => {
    const { instance } = await open(adding());
    await instance.bulkWrite(inserts(doc('a', 'A')), 'first');
    const [held] = await instance.findDocumentsById(['a'], false);
    if (!held) throw new Error('not stored');
    const result = await instance.bulkWrite(
      [{ previous: held, document: { ...doc('a', 'A2'), _rev: '2-b' } }, { document: doc('b', 'B') }],
      'mixed',
    );
    expect(result.error).toEqual([]);
    expect(await stored(instance, ['a', 'b'])).toEqual([
      { id: 'a', title: 'A2', _deleted: false },
      { id: 'b', title: 'B', _deleted: false },
    ]);
  });

  it('tells another tab of the same database, as the storage does', async () => {
    const storage = adding(testDexieStorage());
    const databaseName = `tabs-${crypto.randomUUID()}`;
    const writer = await openRowsInstance(storage, { databaseName, multiInstance: true });
    const other = await openRowsInstance(storage, { databaseName, multiInstance: true });
    const heard: Changes[] = [];
    other.changeStream().subscribe((bulk) => heard.push(bulk));
    await writer.bulkWrite(inserts(doc('a', 'A')), 'pull-insert');
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    expect(heard[0]?.events.map((event) => event.documentId)).toEqual(['a']);
  });
});
