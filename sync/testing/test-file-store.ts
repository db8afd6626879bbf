/** A fresh file store of the sample clinic on its own fake IndexedDB, for tests beside a test database. */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { type FileStore, openFileStore } from '../files/file-store.ts';
import { SAMPLE_CLINIC_ID } from './sample-rows.ts';

export function openTestFileStore(userId = 'u1'): FileStore {
  return openFileStore({ userId, clinicId: SAMPLE_CLINIC_ID, indexedDB: new IDBFactory(), IDBKeyRange });
}
