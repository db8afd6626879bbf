/** A fresh file store of the sample clinic on its own fake IndexedDB, for tests beside a test database. */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { SAMPLE_CLINIC_ID } from '../validation/sample-rows.ts';
import { type FileStore, openFileStore } from './file-store.ts';

export function openTestFileStore(userId = 'u1'): FileStore {
  return openFileStore({ userId, clinicId: SAMPLE_CLINIC_ID, indexedDB: new IDBFactory(), IDBKeyRange });
}
