import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeFileStore, type FileStore, openFileStore } from './file-store.ts';
import { queueUpload } from './queue-upload.ts';
import { readDeviceFile } from './read-device-file.ts';

const CLINIC = 'c0ffee00-0000-4000-8000-000000000001';
const OTHER_CLINIC = 'c0ffee00-0000-4000-8000-000000000002';

let indexedDB: IDBFactory;
let store: FileStore;
let other: FileStore;
beforeEach(() => {
  indexedDB = new IDBFactory();
  store = openFileStore({ userId: 'u1', clinicId: CLINIC, indexedDB, IDBKeyRange });
  other = openFileStore({ userId: 'u1', clinicId: OTHER_CLINIC, indexedDB, IDBKeyRange });
});
afterEach(() => {
  closeFileStore(store);
  closeFileStore(other);
});

const queue = (target: FileStore, path: string, text: string) =>
  queueUpload(target, {
    bucket: 'medical-documents',
    path,
    blob: new Blob([text], { type: 'application/pdf' }),
    owner: { collection: 'medical_documents', docId: 'd', field: 'storage_path' },
  });

describe('readDeviceFile', () => {
  it('answers the bytes and type of a file a store of its clinic holds', async () => {
    await queue(store, `${CLINIC}/p/d-a.pdf`, '%PDF-1.7 a');
    const found = await readDeviceFile(
      { indexedDB, IDBKeyRange },
      'medical-documents',
      `${CLINIC}/p/d-a.pdf`,
    );
    expect(found?.contentType).toBe('application/pdf');
    expect(new TextDecoder().decode(found?.bytes)).toBe('%PDF-1.7 a');
  });

  it('answers null for a file the device lacks, and never reads another clinic’s store', async () => {
    await queue(other, `${CLINIC}/p/d-b.pdf`, '%PDF-1.7 b');
    expect(
      await readDeviceFile({ indexedDB, IDBKeyRange }, 'medical-documents', `${CLINIC}/p/d-b.pdf`),
    ).toBeNull();
    expect(await readDeviceFile({ indexedDB, IDBKeyRange }, 'avatars', `${CLINIC}/p/none.png`)).toBeNull();
  });

  it('leaves the stores usable by the page (closed after reading)', async () => {
    await queue(store, `${CLINIC}/p/d-c.pdf`, '%PDF-1.7 c');
    await readDeviceFile({ indexedDB, IDBKeyRange }, 'medical-documents', `${CLINIC}/p/d-c.pdf`);
    await queue(store, `${CLINIC}/p/d-d.pdf`, '%PDF-1.7 d');
    expect(await store.uploads.count()).toBe(2);
  });
});
