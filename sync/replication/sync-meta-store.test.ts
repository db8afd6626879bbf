import Dexie from 'dexie';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openSyncMetaStore, removeSyncMetaStore, syncMetaStoreName } from './sync-meta-store.ts';

const options = { databaseName: 'meta-upgrade-test', indexedDB, IDBKeyRange };

describe('the sync meta store across an app update', () => {
  it('keeps the unsent changes and conflicts of version 1 when version 2 adds its marks', async () => {
    // The store as the previous build left it on a tablet: version 1, an unsent change, a conflict.
    const previous = new Dexie(syncMetaStoreName(options.databaseName), { indexedDB, IDBKeyRange });
    previous.version(1).stores({ conflicts: 'id, createdAt', pending: 'key, collection' });
    await previous.table('pending').put({
      key: 'patients/p1',
      collection: 'patients',
      docId: 'p1',
      editedAt: '2026-11-24T09:00:00.000Z',
      tag: 't1',
    });
    await previous.table('conflicts').put({ id: 'c1', createdAt: '2026-11-24T09:01:00.000Z' });
    previous.close();

    const store = openSyncMetaStore(options);
    try {
      expect(await store.pending.toArray()).toEqual([
        {
          key: 'patients/p1',
          collection: 'patients',
          docId: 'p1',
          editedAt: '2026-11-24T09:00:00.000Z',
          tag: 't1',
        },
      ]);
      expect((await store.conflicts.get('c1'))?.createdAt).toBe('2026-11-24T09:01:00.000Z');
      expect(await store.marks.get('first-sync')).toBeUndefined();
      await store.marks.put({ key: 'first-sync', at: '2026-11-24T09:02:00.000Z' });
      expect(await store.marks.get('first-sync')).toEqual({
        key: 'first-sync',
        at: '2026-11-24T09:02:00.000Z',
      });
    } finally {
      store.db.close();
      await removeSyncMetaStore(options);
    }
  });
});
