import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { Subject } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { closeFileStore, type FileStore, openFileStore, type UploadEntry } from './file-store.ts';
import { type FileSync, startFileSync, type UploadDecision } from './file-sync.ts';
import { blobFor } from './local-blob.ts';
import { queueUpload } from './queue-upload.ts';
import type { Uploader, UploadRequest } from './storage-uploader.ts';

const CLINIC = '22222222-2222-4222-8222-222222222222';
const owner = { collection: 'medical_documents', docId: 'd1', field: 'storage_path' };
const FAST = { intervalMs: 10_000, backOff: { baseMs: 20, maxMs: 80 } };

let stores: FileStore[] = [];
let syncs: FileSync[] = [];

function open(indexedDB: IDBFactory): FileStore {
  const store = openFileStore({ userId: 'u1', clinicId: CLINIC, indexedDB, IDBKeyRange });
  stores.push(store);
  return store;
}

function start(store: FileStore, upload: Uploader, options: Parameters<typeof startFileSync>[2] = {}) {
  const sync = startFileSync(store, upload, { ...FAST, ...options });
  syncs.push(sync);
  return sync;
}

/** A storage server in memory: what it holds, and each request it was sent. */
function fakeServer() {
  const objects = new Map<string, string>();
  const calls: UploadRequest[] = [];
  let behaviour: (request: UploadRequest, call: number) => Promise<void> = async () => {};
  const upload: Uploader = async (request) => {
    calls.push(request);
    await behaviour(request, calls.length);
    objects.set(`${request.bucket}/${request.path}`, await request.blob.text());
  };
  return {
    objects,
    calls,
    upload,
    behave(next: typeof behaviour) {
      behaviour = next;
    },
  };
}

const never = () => new Promise<void>(() => {});

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function queueDocument(store: FileStore, name: string, content: string): Promise<UploadEntry> {
  return queueUpload(store, {
    bucket: 'medical-documents',
    path: `${CLINIC}/records/${name}`,
    blob: new Blob([content], { type: 'text/plain' }),
    owner,
  });
}

afterEach(async () => {
  for (const sync of syncs) await sync.stop();
  for (const store of stores) closeFileStore(store);
  syncs = [];
  stores = [];
});

describe('startFileSync', () => {
  it('uploads a queued file, then takes it out of the outbox and keeps the local copy', async () => {
    const store = open(new IDBFactory());
    const server = fakeServer();
    const uploaded: string[] = [];
    start(store, server.upload, { onUploaded: (entry) => void uploaded.push(entry.path) });
    await queueDocument(store, 'scan.txt', 'scan');
    await until(async () => (await store.uploads.count()) === 0);
    expect(server.objects.get(`medical-documents/${CLINIC}/records/scan.txt`)).toBe('scan');
    expect(server.calls[0]).toMatchObject({ contentType: 'text/plain' });
    expect(uploaded).toEqual([`${CLINIC}/records/scan.txt`]);
    expect(await (await blobFor(store, 'medical-documents', `${CLINIC}/records/scan.txt`))?.text()).toBe(
      'scan',
    );
  });

  it('retries a failing upload with growing waits and keeps the file queued until it succeeds', async () => {
    const store = open(new IDBFactory());
    const server = fakeServer();
    server.behave(async (_request, call) => {
      if (call <= 3) throw new Error(`HTTP 503 (attempt ${call})`);
    });
    const sync = start(store, server.upload);
    const entry = await queueDocument(store, 'retry.txt', 'retry');
    await until(async () => (await store.uploads.get(entry.key))?.attempts === 1);
    const afterOne = await store.uploads.get(entry.key);
    expect(afterOne?.lastError).toBe('HTTP 503 (attempt 1)');
    expect(afterOne?.nextAttemptAt).toBeGreaterThan(Date.now() - 5);
    expect(sync.status.lastError?.message).toBe('HTTP 503 (attempt 1)');

    await until(async () => (await store.uploads.count()) === 0);
    expect(server.calls).toHaveLength(4);
    expect(server.objects.get(entry.key)).toBe('retry');
  });

  it('spaces retries out: a file in back-off waits unless asked to sync now', async () => {
    const store = open(new IDBFactory());
    const server = fakeServer();
    server.behave(async (_request, call) => {
      if (call === 1) throw new Error('network down');
    });
    const sync = start(store, server.upload, { backOff: { baseMs: 60_000, maxMs: 60_000 } });
    const entry = await queueDocument(store, 'later.txt', 'later');
    await until(async () => (await store.uploads.get(entry.key))?.attempts === 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.calls).toHaveLength(1);
    await sync.syncNow();
    expect(server.calls).toHaveLength(2);
    expect(await store.uploads.count()).toBe(0);
  });

  it('sends nothing while offline, and everything once online', async () => {
    const store = open(new IDBFactory());
    const server = fakeServer();
    let online = false;
    const sync = start(store, server.upload, { isOnline: () => online });
    await queueDocument(store, 'a.txt', 'a');
    await queueDocument(store, 'b.txt', 'b');
    await sync.syncNow();
    expect(server.calls).toHaveLength(0);
    expect(await store.uploads.count()).toBe(2);

    online = true;
    await sync.syncNow();
    expect(server.calls.map((call) => call.path)).toEqual([
      `${CLINIC}/records/a.txt`,
      `${CLINIC}/records/b.txt`,
    ]);
    expect(await store.uploads.count()).toBe(0);
  });

  it('loses nothing when the app stops mid-upload: the reopened store still holds the file', async () => {
    const indexedDB = new IDBFactory();
    const store = open(indexedDB);
    const server = fakeServer();
    server.behave(never);
    const sync = start(store, server.upload);
    const entry = await queueDocument(store, 'crash.txt', 'precious');
    await until(() => server.calls.length === 1);
    // Mid-upload, the outbox still holds it: removal waits for success.
    expect(await store.uploads.get(entry.key)).toBeDefined();
    await sync.stop();
    closeFileStore(store);

    const reopened = open(indexedDB);
    const kept = await reopened.uploads.get(entry.key);
    expect(kept).toMatchObject({ path: entry.path, version: entry.version, attempts: 0 });
    expect(await (await blobFor(reopened, 'medical-documents', entry.path))?.text()).toBe('precious');

    const after = fakeServer();
    start(reopened, after.upload);
    await until(async () => (await reopened.uploads.count()) === 0);
    expect(after.objects.get(entry.key)).toBe('precious');
  });

  it('gives up on a stalled attempt after its timeout and tries again', async () => {
    const store = open(new IDBFactory());
    const server = fakeServer();
    server.behave(async (_request, call) => {
      if (call === 1) await never();
    });
    start(store, server.upload, { attemptTimeoutMs: 50 });
    const entry = await queueDocument(store, 'slow.txt', 'slow');
    await until(async () => (await store.uploads.count()) === 0);
    expect(server.calls).toHaveLength(2);
    expect(server.objects.get(entry.key)).toBe('slow');
  });

  it('uploads the newer bytes when a file is queued again during its upload', async () => {
    const store = open(new IDBFactory());
    const server = fakeServer();
    let release: () => void = () => {};
    server.behave(async (_request, call) => {
      if (call === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    start(store, server.upload);
    const first = await queueDocument(store, 'v.txt', 'version 1');
    await until(() => server.calls.length === 1);
    await queueDocument(store, 'v.txt', 'version 2');
    release();
    await until(async () => (await store.uploads.count()) === 0);
    expect(server.calls).toHaveLength(2);
    expect(server.objects.get(first.key)).toBe('version 2');
  });

  it('holds a file until its row reached the server, then uploads it once woken', async () => {
    const store = open(new IDBFactory());
    const server = fakeServer();
    let row: UploadDecision = 'wait';
    const wake$ = new Subject<void>();
    let asked = 0;
    const sync = start(store, server.upload, {
      ownerReady: async () => {
        asked += 1;
        return row;
      },
      wake$,
    });
    const entry = await queueDocument(store, 'held.txt', 'held');
    // A whole pass over the outbox, forced past any back-off.
    await sync.syncNow();
    // Held for its row: never counted as a failed attempt, never retried on a back-off timer.
    expect(asked).toBeGreaterThanOrEqual(1);
    expect(server.calls).toHaveLength(0);
    expect((await store.uploads.get(entry.key))?.attempts).toBe(0);
    row = 'upload';
    wake$.next();
    await until(async () => (await store.uploads.count()) === 0);
    expect(server.objects.get(entry.key)).toBe('held');
  });

  it('lets go of a file no row will name, bytes included, without uploading it', async () => {
    const store = open(new IDBFactory());
    const server = fakeServer();
    start(store, server.upload, { ownerReady: async () => 'drop' });
    const entry = await queueDocument(store, 'orphan.txt', 'orphan');
    await until(async () => (await store.uploads.count()) === 0);
    expect(server.calls).toHaveLength(0);
    expect(await blobFor(store, 'medical-documents', entry.path)).toBeNull();
  });
});
