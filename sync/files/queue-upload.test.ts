// liveQuery (pendingUploads$) needs a global indexedDB; each test still opens its own factory.
import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { firstValueFrom } from 'rxjs';
import { filter } from 'rxjs/operators';
import { afterEach, describe, expect, it } from 'vitest';
import { DeviceStorageFullError, dismissStorageFull, storageFull$ } from '../session/storage-full.ts';
import { simulateFullDevice } from '../testing/simulated-full-device.ts';
import { cacheDownloaded } from './document-cache.ts';
import { closeFileStore, type FileStore, openFileStore, removeFileStore } from './file-store.ts';
import { blobFor, localObjectUrl } from './local-blob.ts';
import { pendingUploads$ } from './pending-uploads.ts';
import { queueUpload } from './queue-upload.ts';

const CLINIC = '11111111-1111-4111-8111-111111111111';
const owner = { collection: 'patients', docId: 'p1', field: 'avatar' };
let stores: FileStore[] = [];

function open(indexedDB = new IDBFactory()): FileStore {
  const store = openFileStore({ userId: 'u1', clinicId: CLINIC, indexedDB, IDBKeyRange });
  stores.push(store);
  return store;
}

async function text(blob: Blob | null): Promise<string | null> {
  return blob ? blob.text() : null;
}

afterEach(() => {
  for (const store of stores) closeFileStore(store);
  stores = [];
});

describe('queueUpload', () => {
  it('keeps the file on the device at once, readable through its storage path', async () => {
    const store = open();
    const path = `${CLINIC}/patients/p1/avatar.png`;
    const entry = await queueUpload(store, {
      bucket: 'avatars',
      path,
      blob: new Blob(['picture'], { type: 'image/png' }),
      owner,
    });
    expect(entry).toMatchObject({ bucket: 'avatars', path, contentType: 'image/png', size: 7, attempts: 0 });

    const blob = await blobFor(store, 'avatars', path);
    expect(blob?.type).toBe('image/png');
    expect(await text(blob)).toBe('picture');
    const url = await localObjectUrl(store, 'avatars', path);
    expect(url).toMatch(/^blob:/);
    if (url) URL.revokeObjectURL(url);
    // Same name, other bucket: a different file.
    expect(await blobFor(store, 'medical-documents', path)).toBeNull();
    expect(await localObjectUrl(store, 'avatars', `${CLINIC}/other.png`)).toBeNull();
  });

  it('lists what waits to be sent, live', async () => {
    const store = open();
    const pending = pendingUploads$(store);
    expect(await firstValueFrom(pending)).toEqual([]);
    const twoQueued = firstValueFrom(pending.pipe(filter((list) => list.length === 2)));
    await queueUpload(store, {
      bucket: 'medical-documents',
      path: `${CLINIC}/a.pdf`,
      blob: new Blob(['a']),
      owner,
    });
    await queueUpload(store, { bucket: 'avatars', path: `${CLINIC}/b.png`, blob: new Blob(['b']), owner });
    const list = await twoQueued;
    expect(list.map((entry) => entry.path)).toEqual([`${CLINIC}/a.pdf`, `${CLINIC}/b.png`]);
    expect(list[0]?.contentType).toBe('application/octet-stream');
  });

  it('replaces the bytes when the same path is queued again', async () => {
    const store = open();
    const path = `${CLINIC}/doc.txt`;
    const first = await queueUpload(store, {
      bucket: 'medical-documents',
      path,
      blob: new Blob(['v1']),
      owner,
    });
    const second = await queueUpload(store, {
      bucket: 'medical-documents',
      path,
      blob: new Blob(['v2']),
      owner,
    });
    expect(second.version).not.toBe(first.version);
    expect(await store.uploads.count()).toBe(1);
    expect(await text(await blobFor(store, 'medical-documents', path))).toBe('v2');
  });

  it('refuses a path outside a clinic folder', async () => {
    const store = open();
    await expect(
      queueUpload(store, { bucket: 'avatars', path: 'avatar.png', blob: new Blob(['x']), owner }),
    ).rejects.toThrow(/clinic id/);
    expect(await store.uploads.count()).toBe(0);
  });

  it('is wiped with the user on sign-out', async () => {
    const indexedDB = new IDBFactory();
    const store = open(indexedDB);
    await queueUpload(store, { bucket: 'avatars', path: `${CLINIC}/x.png`, blob: new Blob(['x']), owner });
    closeFileStore(store);
    await removeFileStore({ userId: 'u1', clinicId: CLINIC, indexedDB, IDBKeyRange });
    const reopened = open(indexedDB);
    expect(await reopened.uploads.count()).toBe(0);
    expect(await blobFor(reopened, 'avatars', `${CLINIC}/x.png`)).toBeNull();
  });
});

describe('queueUpload on a full device', () => {
  let restore: (() => void) | null = null;
  afterEach(() => {
    restore?.();
    restore = null;
  });
  const queue = (store: FileStore, name: string) =>
    queueUpload(store, {
      bucket: 'medical-documents',
      path: `${CLINIC}/patients/p1/${name}`,
      blob: new Blob([name], { type: 'application/pdf' }),
      owner: { collection: 'medical_documents', docId: name, field: 'storage_path' },
    });

  it('drops the cached copies of the server’s documents to make room, never a queued file', async () => {
    const store = open();
    await queue(store, 'waiting.pdf');
    const cachedPath = `${CLINIC}/patients/p1/downloaded.pdf`;
    await cacheDownloaded(store, 'medical-documents', cachedPath, new Blob(['from the server']));
    // The device is full until something is freed.
    let refusals = 1;
    restore = simulateFullDevice(() => refusals-- > 0);

    await queue(store, 'new.pdf');

    expect(await blobFor(store, 'medical-documents', cachedPath)).toBeNull();
    const waiting = await firstValueFrom(pendingUploads$(store));
    expect(waiting.map((entry) => entry.path).sort()).toEqual([
      `${CLINIC}/patients/p1/new.pdf`,
      `${CLINIC}/patients/p1/waiting.pdf`,
    ]);
    expect(await text(await blobFor(store, 'medical-documents', `${CLINIC}/patients/p1/waiting.pdf`))).toBe(
      'waiting.pdf',
    );
  });

  it('with nothing to free, refuses with DeviceStorageFullError and keeps nothing of the file', async () => {
    dismissStorageFull();
    const store = open();
    await queue(store, 'waiting.pdf');
    restore = simulateFullDevice(() => true);

    const refused = await queue(store, 'new.pdf').catch((error: unknown) => error);
    restore();
    restore = null;

    expect(refused).toBeInstanceOf(DeviceStorageFullError);
    expect(await firstValueFrom(storageFull$)).not.toBeNull();
    const waiting = await firstValueFrom(pendingUploads$(store));
    expect(waiting.map((entry) => entry.path)).toEqual([`${CLINIC}/patients/p1/waiting.pdf`]);
    expect(await blobFor(store, 'medical-documents', `${CLINIC}/patients/p1/new.pdf`)).toBeNull();
  });
});
