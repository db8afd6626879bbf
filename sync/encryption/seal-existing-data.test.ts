import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { closeClinicDatabase, openClinicDatabase } from '../database/open-clinic-database.ts';
import { closeFileStore, openFileStore } from '../files/file-store.ts';
import { blobFor } from '../files/local-blob.ts';
import { queueUpload } from '../files/queue-upload.ts';
import { createConflictStore } from '../replication/conflict-store.ts';
import { openPendingChanges } from '../replication/pending-changes.ts';
import { openSyncMetaStore } from '../replication/sync-meta-store.ts';
import { everyStoredValue } from '../testing/every-stored-value.ts';
import { SAMPLE_CLINIC_ID, sampleRow } from '../testing/sample-rows.ts';
import { createDataKey } from './data-key.ts';
import { createFieldSealer } from './field-sealer.ts';
import { sealExistingData, userStoreNames } from './seal-existing-data.ts';

const USER = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const CNP = '2850615123456';
const NOTE = 'Pacientul a cerut reprogramare';
const FILE_TEXT = '%PDF-1.7 Analize: glicemie 180';

describe('userStoreNames', () => {
  it('finds the user’s collections, sync stores and file stores, and nobody else’s', () => {
    const other = '11111111-2222-4333-8444-555555555555';
    const names = [
      `rxdb-dexie-cabinet-${USER}-${SAMPLE_CLINIC_ID}--1--patients`,
      `rxdb-dexie-cabinet-${USER}-${SAMPLE_CLINIC_ID}--0--rx-replication-meta-abc`,
      `rxdb-dexie-cabinet-${other}-${SAMPLE_CLINIC_ID}--1--patients`,
      `cabinet-sync-meta-cabinet-${USER}-${SAMPLE_CLINIC_ID}`,
      `cabinet-files-${USER}-${SAMPLE_CLINIC_ID}`,
      `cabinet-files-${other}-${SAMPLE_CLINIC_ID}`,
      'cabinet-keyring',
    ];
    expect(userStoreNames(names, USER)).toEqual({
      collections: [
        { name: names[0], collection: 'patients' },
        { name: names[1], collection: 'rx-replication-meta-abc' },
      ],
      metaStores: [names[3]],
      fileStores: [names[4]],
    });
  });
});

describe('sealExistingData', () => {
  it('seals a previous build’s rows, conflicts, waiting bases and files in place, keeping what waits to be sent', async () => {
    const indexedDB = new IDBFactory();
    const location = {
      userId: USER,
      clinicId: SAMPLE_CLINIC_ID,
      indexedDB,
      IDBKeyRange,
      multiInstance: false,
    };
    // The previous build: everything in clear, a change waiting, a conflict and a queued file.
    const clear = await openClinicDatabase(location);
    const patient = sampleRow('patients', { cnp: CNP });
    await clear.patients.insert(patient);
    await clear.appointments.insert(sampleRow('appointments', { notes: NOTE }));
    const meta = openSyncMetaStore({ databaseName: clear.name, indexedDB, IDBKeyRange });
    await meta.pending.put({
      key: `patients/${patient.id}`,
      collection: 'patients',
      docId: patient.id,
      editedAt: 'now',
      tag: 't',
      // The server state the change was made on, kept in clear by a database opened without a key.
      base: { ...patient, _deleted: false },
    });
    await createConflictStore(clear, meta).record({
      collection: 'patients',
      docId: patient.id,
      kind: 'rejected',
      local: { ...patient, _deleted: false },
      server: null,
    });
    const files = openFileStore({ userId: USER, clinicId: SAMPLE_CLINIC_ID, indexedDB, IDBKeyRange });
    const path = `${SAMPLE_CLINIC_ID}/p/a.pdf`;
    await queueUpload(files, {
      bucket: 'medical-documents',
      path,
      blob: new Blob([FILE_TEXT], { type: 'application/pdf' }),
      owner: { collection: 'medical_documents', docId: 'd', field: 'storage_path' },
    });
    const revision = (await clear.patients.findOne(patient.id).exec())?.revision;
    await closeClinicDatabase(clear);
    meta.db.close();
    closeFileStore(files);

    const sealer = createFieldSealer(await createDataKey());
    expect((await sealExistingData({ userId: USER, sealer, indexedDB })).sealed).toBeGreaterThanOrEqual(5);
    const stored = (await everyStoredValue(indexedDB)).join('\n');
    expect(stored).not.toContain(CNP);
    expect(stored).not.toContain(NOTE);
    const rawFiles = openFileStore({ userId: USER, clinicId: SAMPLE_CLINIC_ID, indexedDB, IDBKeyRange });
    const bytes = (await rawFiles.bytes.toArray())
      .map((entry) => new TextDecoder().decode(entry.bytes))
      .join('');
    expect(bytes).not.toContain('glicemie');
    closeFileStore(rawFiles);
    // Once is enough.
    expect(await sealExistingData({ userId: USER, sealer, indexedDB })).toEqual({ sealed: 0, left: 0 });

    // The new build, unlocked: the same rows, revisions, waiting change, conflict and file.
    const sealed = await openClinicDatabase({ ...location, sealer });
    const reopenedMeta = openSyncMetaStore({ databaseName: sealed.name, indexedDB, IDBKeyRange });
    const reopenedFiles = openFileStore({
      userId: USER,
      clinicId: SAMPLE_CLINIC_ID,
      indexedDB,
      IDBKeyRange,
      sealer,
    });
    try {
      const row = await sealed.patients.findOne(patient.id).exec();
      expect(row?.cnp).toBe(CNP);
      expect(row?.revision).toBe(revision);
      expect((await sealed.appointments.findOne(sampleRow('appointments').id).exec())?.notes).toBe(NOTE);
      expect(await reopenedMeta.pending.count()).toBe(1);
      const waiting = openPendingChanges(reopenedMeta, sealer);
      await waiting.loaded;
      expect(waiting.baseOf('patients', patient.id)?.cnp).toBe(CNP);
      const [conflict] = await createConflictStore(sealed, reopenedMeta).list();
      expect(conflict?.local.cnp).toBe(CNP);
      expect(await reopenedFiles.uploads.count()).toBe(1);
      expect(await (await blobFor(reopenedFiles, 'medical-documents', path))?.text()).toBe(FILE_TEXT);
    } finally {
      await closeClinicDatabase(sealed);
      reopenedMeta.db.close();
      closeFileStore(reopenedFiles);
    }
  });
});
