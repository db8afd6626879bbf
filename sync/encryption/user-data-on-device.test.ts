import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { appendAccessEvent, unsentAccessEvents } from '../access-log/access-log-store.ts';
import { restoreKeptAccessEvents } from '../access-log/kept-access-events.ts';
import { clinicDatabaseName } from '../database/clinic-database-name.ts';
import { closeClinicDatabase, openClinicDatabase } from '../database/open-clinic-database.ts';
import { closeFileStore, openFileStore } from '../files/file-store.ts';
import { queueUpload } from '../files/queue-upload.ts';
import { openSyncMetaStore } from '../replication/sync-meta-store.ts';
import { sampleAccessEvent } from '../testing/sample-access-event.ts';
import { SAMPLE_CLINIC_ID, sampleRow } from '../testing/sample-rows.ts';
import { enrol, openKeyring, unlockWithPin } from './device-keyring.ts';
import { createFieldSealer } from './field-sealer.ts';
import { unsentOfUser, wipeUserData } from './user-data-on-device.ts';

const ANA = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const ION = '0f8fad5b-d9cb-469f-a165-70867728950e';

async function userWithWork(indexedDB: IDBFactory, userId: string, pin: string) {
  const keyring = openKeyring({ indexedDB, IDBKeyRange });
  const key = await enrol(keyring, {
    userId,
    email: `${userId}@x.ro`,
    displayName: userId,
    pin,
    deviceKeyId: crypto.randomUUID(),
    serverKey: null,
  });
  const sealer = createFieldSealer(key);
  const db = await openClinicDatabase({
    userId,
    clinicId: SAMPLE_CLINIC_ID,
    indexedDB,
    IDBKeyRange,
    multiInstance: false,
    sealer,
  });
  await db.patients.insert(sampleRow('patients'));
  const meta = openSyncMetaStore({ databaseName: db.name, indexedDB, IDBKeyRange });
  await meta.pending.bulkPut([
    { key: 'patients/a', collection: 'patients', docId: 'a', editedAt: 'x', tag: 't' },
    { key: 'tasks/b', collection: 'tasks', docId: 'b', editedAt: 'x', tag: 't' },
  ]);
  await appendAccessEvent(meta, sampleAccessEvent(new Date().toISOString(), { user_id: userId }));
  const files = openFileStore({ userId, clinicId: SAMPLE_CLINIC_ID, indexedDB, IDBKeyRange, sealer });
  await queueUpload(files, {
    bucket: 'medical-documents',
    path: `${SAMPLE_CLINIC_ID}/p/f.pdf`,
    blob: new Blob(['%PDF-1.7']),
    owner: { collection: 'medical_documents', docId: 'd', field: 'storage_path' },
  });
  await closeClinicDatabase(db);
  meta.db.close();
  closeFileStore(files);
  return keyring;
}

describe('a user’s data on the device, without their key', () => {
  it('counts what is unsent, then wipes only that user', async () => {
    const indexedDB = new IDBFactory();
    const keyring = await userWithWork(indexedDB, ANA, '1234');
    await userWithWork(indexedDB, ION, '5678');
    expect(await unsentOfUser(ANA, indexedDB)).toEqual({ changes: 2, files: 1 });

    await wipeUserData(ANA, keyring, indexedDB);
    const left = (await indexedDB.databases()).map((database) => database.name ?? '');
    expect(left.filter((name) => name.includes(ANA))).toEqual([]);
    expect(left.filter((name) => name.includes(ION)).length).toBeGreaterThan(3);
    expect(await unsentOfUser(ANA, indexedDB)).toEqual({ changes: 0, files: 0 });
    expect(await unsentOfUser(ION, indexedDB)).toEqual({ changes: 2, files: 1 });
    expect(await unlockWithPin(keyring, ANA, '1234')).toEqual({ kind: 'unknown-user' });
    expect((await unlockWithPin(keyring, ION, '5678')).kind).toBe('unlocked');
    // What Ana opened and the server does not know yet waits for her next sign-in here.
    const again = openSyncMetaStore({
      databaseName: clinicDatabaseName(ANA, SAMPLE_CLINIC_ID),
      indexedDB,
      IDBKeyRange,
    });
    expect((await unsentAccessEvents(again, 10)).map((event) => event.user_id)).toEqual([]);
    expect(await restoreKeptAccessEvents(again, { indexedDB, IDBKeyRange })).toBe(1);
    expect((await unsentAccessEvents(again, 10)).map((event) => event.user_id)).toEqual([ANA]);
    again.db.close();
    keyring.db.close();
  });
});
