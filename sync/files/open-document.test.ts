import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheDownloaded } from './document-cache.ts';
import type { FileStorageClient, StorageAnswer } from './file-storage-client.ts';
import { closeFileStore, type FileStore, openFileStore } from './file-store.ts';
import { blobFor } from './local-blob.ts';
import { objectUrlFor, openDocument } from './open-document.ts';
import { queueUpload } from './queue-upload.ts';

const CLINIC = '33333333-3333-4333-8333-333333333333';
const owner = { collection: 'medical_documents', docId: 'd1', field: 'storage_path' };
let stores: FileStore[] = [];

function open(): FileStore {
  const store = openFileStore({ userId: 'u1', clinicId: CLINIC, indexedDB: new IDBFactory(), IDBKeyRange });
  stores.push(store);
  return store;
}

/** Storage in memory; `online = false` makes every request fail as with no network. */
function fakeStorage(objects: Record<string, string>) {
  const state = { online: true, downloads: 0 };
  const offline = { data: null, error: { message: 'Failed to fetch' } };
  const client = {
    storage: {
      from: (bucket: string) => ({
        upload: async (): Promise<StorageAnswer<unknown>> => offline,
        download: async (path: string): Promise<StorageAnswer<Blob>> => {
          state.downloads += 1;
          const content = objects[`${bucket}/${path}`];
          if (!state.online) return offline;
          if (content === undefined) return { data: null, error: { message: 'Object not found' } };
          return { data: new Blob([content], { type: 'application/pdf' }), error: null };
        },
        createSignedUrl: async (path: string): Promise<StorageAnswer<{ signedUrl: string }>> =>
          state.online && objects[`${bucket}/${path}`] !== undefined
            ? { data: { signedUrl: `https://storage.test/sign/${bucket}/${path}?token=t` }, error: null }
            : offline,
      }),
    },
  } satisfies FileStorageClient;
  return { client, state };
}

afterEach(() => {
  for (const store of stores) closeFileStore(store);
  stores = [];
});

describe('openDocument', () => {
  it('downloads a document once, then reads it offline from the local cache', async () => {
    const store = open();
    const path = `${CLINIC}/p1/report.pdf`;
    const storage = fakeStorage({ [`medical-documents/${path}`]: 'report' });
    expect(await (await openDocument(store, storage.client, 'medical-documents', path)).text()).toBe(
      'report',
    );
    expect(storage.state.downloads).toBe(1);

    storage.state.online = false;
    const offline = await openDocument(store, storage.client, 'medical-documents', path);
    expect(await offline.text()).toBe('report');
    expect(offline.type).toBe('application/pdf');
    expect(storage.state.downloads).toBe(1);
  });

  it('shows a file added on this device without asking the server', async () => {
    const store = open();
    const path = `${CLINIC}/p1/new-scan.png`;
    const storage = fakeStorage({});
    await queueUpload(store, { bucket: 'medical-documents', path, blob: new Blob(['scan']), owner });
    expect(await (await openDocument(store, storage.client, 'medical-documents', path)).text()).toBe('scan');
    expect(storage.state.downloads).toBe(0);
  });

  it('fails clearly for a document never opened here while offline', async () => {
    const store = open();
    const storage = fakeStorage({});
    storage.state.online = false;
    await expect(openDocument(store, storage.client, 'medical-documents', `${CLINIC}/x.pdf`)).rejects.toThrow(
      /could not download .*Failed to fetch/,
    );
  });
});

describe('objectUrlFor', () => {
  it('prefers the local copy, else a signed URL, else nothing', async () => {
    const store = open();
    const local = `${CLINIC}/patients/p1/avatar.png`;
    const remote = `${CLINIC}/patients/p2/avatar.png`;
    const storage = fakeStorage({ [`avatars/${remote}`]: 'remote' });
    await queueUpload(store, { bucket: 'avatars', path: local, blob: new Blob(['local']), owner });

    const localUrl = await objectUrlFor(store, storage.client, 'avatars', local);
    expect(localUrl).toMatch(/^blob:/);
    if (localUrl) URL.revokeObjectURL(localUrl);
    expect(await objectUrlFor(store, storage.client, 'avatars', remote)).toBe(
      `https://storage.test/sign/avatars/${remote}?token=t`,
    );
    storage.state.online = false;
    expect(await objectUrlFor(store, storage.client, 'avatars', remote)).toBeNull();
  });
});

describe('cacheDownloaded', () => {
  it('drops the least recently opened documents past the limit, never a queued file', async () => {
    const store = open();
    const paths = ['a', 'b', 'c'].map((name) => `${CLINIC}/docs/${name}.pdf`);
    const queued = `${CLINIC}/docs/queued.pdf`;
    await queueUpload(store, {
      bucket: 'medical-documents',
      path: queued,
      blob: new Blob(['0123456789']),
      owner,
    });
    for (const path of paths) {
      await cacheDownloaded(store, 'medical-documents', path, new Blob(['0123456789']), {
        maxCacheBytes: 30,
      });
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    // 40 bytes held, limit 30: the oldest opened document (a) goes; the queued one stays.
    expect(await blobFor(store, 'medical-documents', paths[0] ?? '')).toBeNull();
    expect(await blobFor(store, 'medical-documents', paths[1] ?? '')).not.toBeNull();
    expect(await blobFor(store, 'medical-documents', paths[2] ?? '')).not.toBeNull();
    expect(await blobFor(store, 'medical-documents', queued)).not.toBeNull();
  });

  it('never replaces a file still waiting to be uploaded with the server copy', async () => {
    const store = open();
    const path = `${CLINIC}/docs/mine.pdf`;
    await queueUpload(store, { bucket: 'medical-documents', path, blob: new Blob(['edited here']), owner });
    await cacheDownloaded(store, 'medical-documents', path, new Blob(['older server copy']));
    expect(await (await blobFor(store, 'medical-documents', path))?.text()).toBe('edited here');
  });
});
