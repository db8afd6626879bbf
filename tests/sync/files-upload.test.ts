/**
 * Files added offline, against the real local stack: a document queued while the network is
 * down stays on the device, uploads by itself once online (a retry after a lost answer is
 * harmless thanks to upsert), and another user of the clinic can then read it through a signed
 * URL and keep it for offline reading.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeFileStore, type FileStore, openFileStore } from '#sync/files/file-store.ts';
import { startFileSync } from '#sync/files/file-sync.ts';
import { blobFor } from '#sync/files/local-blob.ts';
import { objectUrlFor, openDocument } from '#sync/files/open-document.ts';
import { queueUpload } from '#sync/files/queue-upload.ts';
import { storageUploader, type Uploader } from '#sync/files/storage-uploader.ts';
import { DEMO, profileOf, signIn } from '../backend/harness.ts';
import { waitUntil } from '../support/wait-until.ts';

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let staff: SupabaseClient;
let doctor: SupabaseClient;
let clinicId: string;
let staffUserId: string;
let patientId: string;
const stores: FileStore[] = [];

function openStore(userId: string): FileStore {
  const store = openFileStore({ userId, clinicId, indexedDB: new IDBFactory(), IDBKeyRange });
  stores.push(store);
  return store;
}

beforeAll(async () => {
  [staff, doctor] = await Promise.all([signIn(DEMO.auroraStaff), signIn(DEMO.auroraDoctor)]);
  const me = await profileOf(staff);
  staffUserId = me.id;
  clinicId = me.clinic_id;
  const { data, error } = await staff.from('patients').select('id').eq('deleted', false).limit(1).single();
  if (error || !data) throw new Error(`patient: ${error?.message}`);
  patientId = (data as { id: string }).id;
});

afterAll(() => {
  for (const store of stores) closeFileStore(store);
});

describe('a document added offline', () => {
  it('uploads once online and is then readable by another user of the clinic', async () => {
    const store = openStore(staffUserId);
    const path = `${clinicId}/patients/${patientId}/${randomUUID()}.png`;
    let online = false;
    let lostAnswers = 1;
    const attempts: string[] = [];
    const real = storageUploader(staff);
    // Offline: fails like fetch does. Then the first real upload's answer is lost on the way back.
    const upload: Uploader = async (request) => {
      if (!online) {
        attempts.push('offline');
        throw new TypeError('fetch failed');
      }
      await real(request);
      attempts.push('stored');
      if (lostAnswers-- > 0) throw new Error('connection reset before the answer');
    };
    const sync = startFileSync(store, upload, { intervalMs: 60_000, backOff: { baseMs: 30, maxMs: 120 } });
    try {
      await queueUpload(store, {
        bucket: 'medical-documents',
        path,
        blob: new Blob([PNG], { type: 'image/png' }),
        owner: { collection: 'medical_documents', docId: randomUUID(), field: 'storage_path' },
      });
      // Shown at once from the device, whatever the network.
      expect(
        Buffer.from(await ((await blobFor(store, 'medical-documents', path)) ?? new Blob()).arrayBuffer()),
      ).toEqual(PNG);
      await waitUntil(() => attempts.length >= 2, { intervalMs: 20, what: 'two offline upload attempts' });
      expect(await store.uploads.count()).toBe(1);
      expect((await doctor.storage.from('medical-documents').createSignedUrl(path, 60)).error).not.toBeNull();

      online = true;
      await waitUntil(async () => (await store.uploads.count()) === 0, {
        intervalMs: 20,
        what: 'the upload outbox emptied once online',
      });
      expect(attempts.filter((attempt) => attempt === 'stored')).toHaveLength(2);
    } finally {
      await sync.stop();
    }

    // Another user of the clinic, on another device: a signed URL serves the same bytes.
    const signed = await doctor.storage.from('medical-documents').createSignedUrl(path, 60);
    expect(signed.error).toBeNull();
    const response = await fetch(signed.data?.signedUrl ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);

    // Opened once there, it reads offline afterwards.
    const doctorStore = openStore((await profileOf(doctor)).id);
    const opened = await openDocument(doctorStore, doctor, 'medical-documents', path);
    expect(Buffer.from(await opened.arrayBuffer())).toEqual(PNG);
    expect(await objectUrlFor(doctorStore, doctor, 'medical-documents', path)).toMatch(/^blob:/);
    await doctor.storage.from('medical-documents').remove([path]);
  });

  it('uploads an avatar through supabase-js as is, with the path the patient record holds', async () => {
    const store = openStore(staffUserId);
    const path = `${clinicId}/patients/${patientId}/avatar-${randomUUID()}.png`;
    const sync = startFileSync(store, storageUploader(staff), { intervalMs: 60_000 });
    try {
      await queueUpload(store, {
        bucket: 'avatars',
        path,
        blob: new Blob([PNG], { type: 'image/png' }),
        owner: { collection: 'patients', docId: patientId, field: 'avatar' },
      });
      await waitUntil(async () => (await store.uploads.count()) === 0, {
        intervalMs: 20,
        what: 'the avatar upload leaving the outbox',
      });
    } finally {
      await sync.stop();
    }
    const url = await objectUrlFor(openStore((await profileOf(doctor)).id), doctor, 'avatars', path);
    expect(url).toMatch(/\/storage\/v1\/object\/sign\/avatars\//);
    expect((await fetch(url ?? '')).status).toBe(200);
    await staff.storage.from('avatars').remove([path]);
  });
});
