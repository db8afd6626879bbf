import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { createDataKey } from '../encryption/data-key.ts';
import { createFieldSealer, type FieldSealer } from '../encryption/field-sealer.ts';
import { everyStoredValue } from '../testing/every-stored-value.ts';
import { cacheDownloaded } from './document-cache.ts';
import { closeFileStore, type FileStore, fileStoreName, openFileStore } from './file-store.ts';
import { blobFor } from './local-blob.ts';
import { queueUpload } from './queue-upload.ts';
import { readDeviceFile } from './read-device-file.ts';

const CLINIC = 'c0ffee00-0000-4000-8000-000000000001';
const TEXT = '%PDF-1.7 Diagnostic: hipertensiune arteriala';
const indexedDB = new IDBFactory();
const stores: FileStore[] = [];

function open(userId: string, sealer?: FieldSealer): FileStore {
  const store = openFileStore({
    userId,
    clinicId: CLINIC,
    indexedDB,
    IDBKeyRange,
    ...(sealer ? { sealer } : {}),
  });
  stores.push(store);
  return store;
}

async function storedText(): Promise<string> {
  // ArrayBuffers show as {} in JSON: read the bytes of every entry as text instead.
  const values = await everyStoredValue(indexedDB);
  const texts: string[] = [...values];
  for (const store of stores) {
    for (const entry of await store.bytes.toArray()) texts.push(new TextDecoder().decode(entry.bytes));
  }
  return texts.join('\n');
}

afterEach(() => {
  for (const store of stores.splice(0)) closeFileStore(store);
});

describe('sealed files', () => {
  it('keeps queued and downloaded files sealed, and hands them back whole', async () => {
    const store = open('u-sealed', createFieldSealer(await createDataKey()));
    const queued = `${CLINIC}/p/q.pdf`;
    const cached = `${CLINIC}/p/c.pdf`;
    await queueUpload(store, {
      bucket: 'medical-documents',
      path: queued,
      blob: new Blob([TEXT], { type: 'application/pdf' }),
      owner: { collection: 'medical_documents', docId: 'd', field: 'storage_path' },
    });
    await cacheDownloaded(
      store,
      'medical-documents',
      cached,
      new Blob([`${TEXT} (2)`], { type: 'application/pdf' }),
    );

    expect(await storedText()).not.toContain('hipertensiune');
    expect(await (await blobFor(store, 'medical-documents', queued))?.text()).toBe(TEXT);
    expect(await (await blobFor(store, 'medical-documents', cached))?.text()).toBe(`${TEXT} (2)`);
    expect((await store.blobs.get(`medical-documents/${queued}`))?.size).toBe(new Blob([TEXT]).size);
  });

  it('are answered to the service worker only with their user’s sealer', async () => {
    const sealer = createFieldSealer(await createDataKey());
    const store = open('u-sw', sealer);
    const path = `${CLINIC}/p/sw.pdf`;
    await cacheDownloaded(store, 'medical-documents', path, new Blob([TEXT], { type: 'application/pdf' }));

    const locked = await readDeviceFile(
      { indexedDB, IDBKeyRange, sealerFor: async () => null },
      'medical-documents',
      path,
    );
    expect(locked).toBeNull();
    const asked: string[] = [];
    const unlocked = await readDeviceFile(
      {
        indexedDB,
        IDBKeyRange,
        sealerFor: async (name) => {
          asked.push(name);
          return sealer;
        },
      },
      'medical-documents',
      path,
    );
    expect(asked).toEqual([fileStoreName('u-sw', CLINIC)]);
    expect(new TextDecoder().decode(unlocked?.bytes)).toBe(TEXT);
  });
});
