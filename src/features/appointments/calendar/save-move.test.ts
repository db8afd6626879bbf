// Real RxDB (dev-mode, the collection's hooks) and the real conflict store, on fake IndexedDB.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { firstValueFrom } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appointmentById$ } from '#sync/api/appointment-queries.ts';
import type { ClinicDatabase } from '#sync/collections/collection-registry.ts';
import { closeClinicDatabase } from '#sync/database/open-clinic-database.ts';
import { type ConflictLog, createConflictStore } from '#sync/replication/conflict-store.ts';
import { openSyncMetaStore, type SyncMetaStore } from '#sync/replication/sync-meta-store.ts';
import { openTestDatabase } from '#sync/testing/api-test-database.ts';
import { sampleRow } from '#sync/testing/sample-rows.ts';
import { saveMove } from './save-move.ts';

const ID = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';

let db: ClinicDatabase;
let meta: SyncMetaStore;
let conflicts: ConflictLog;

beforeEach(async () => {
  db = await openTestDatabase();
  meta = openSyncMetaStore({ databaseName: 'save-move-test', indexedDB: new IDBFactory(), IDBKeyRange });
  conflicts = createConflictStore(db, meta);
});

afterEach(async () => {
  meta.db.close();
  await closeClinicDatabase(db);
});

async function recordOverlap(status: 'scheduled' | 'conflict') {
  const doc = sampleRow('appointments', { id: ID, appointment_date: '2027-03-08T07:00:00.000Z', status });
  await db.appointments.insert(doc);
  await conflicts.record({ collection: 'appointments', docId: ID, kind: 'overlap', local: doc, server: doc });
}

describe('saveMove', () => {
  it('moves a scheduled appointment and leaves its status and conflicts alone', async () => {
    await recordOverlap('scheduled');
    const saved = await saveMove(db, conflicts, { id: ID, status: 'scheduled' }, '2027-03-08T09:15:00.000Z');
    expect(saved).toMatchObject({ appointment_date: '2027-03-08T09:15:00.000Z', status: 'scheduled' });
    expect(await conflicts.list()).toHaveLength(1);
  });

  it('books a refused booking moved into a free slot again and closes its conflict', async () => {
    await recordOverlap('conflict');
    await saveMove(db, conflicts, { id: ID, status: 'conflict' }, '2027-03-08T09:15:00.000Z');
    expect(await firstValueFrom(appointmentById$(db, ID))).toMatchObject({
      appointment_date: '2027-03-08T09:15:00.000Z',
      status: 'scheduled',
    });
    expect(await conflicts.list()).toEqual([]);
  });

  it('still writes the move without a conflict store (no sync open)', async () => {
    await recordOverlap('conflict');
    await saveMove(db, null, { id: ID, status: 'conflict' }, '2027-03-08T09:15:00.000Z');
    expect((await firstValueFrom(appointmentById$(db, ID)))?.status).toBe('scheduled');
  });
});
