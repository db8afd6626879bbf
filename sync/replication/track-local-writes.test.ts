import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { waitUntil } from '#tests/support/wait-until.ts';
import { updatePatient } from '../api/patient-commands.ts';
import type { ClinicDatabase } from '../collections/collection-registry.ts';
import { closeClinicDatabase, openClinicDatabase } from '../database/open-clinic-database.ts';
import { SAMPLE_CLINIC_ID, sampleRow } from '../testing/sample-rows.ts';
import { openTestMetaStore, removeTestMetaStore } from '../testing/test-meta-store.ts';
import { createLocalWritesFirst, type LocalWritesFirst } from './local-writes-first.ts';
import { openPendingChanges } from './pending-changes.ts';
import { storePulledPage } from './store-pulled-page.ts';
import type { SyncMetaStore } from './sync-meta-store.ts';
import { trackLocalWrites, type WriteTracking } from './track-local-writes.ts';

let db: ClinicDatabase | undefined;
let meta: SyncMetaStore | undefined;
let tracking: WriteTracking | undefined;
let n = 0;

afterEach(async () => {
  tracking?.stop();
  if (db && !db.closed) await closeClinicDatabase(db);
  await removeTestMetaStore(meta);
  db = undefined;
  meta = undefined;
});

async function tracked(localWrites: LocalWritesFirst): Promise<ClinicDatabase> {
  n += 1;
  db = await openClinicDatabase({
    userId: `tracking-test-${n}`,
    clinicId: SAMPLE_CLINIC_ID,
    indexedDB: new IDBFactory(),
    IDBKeyRange,
    multiInstance: false,
    devMode: true,
  });
  meta = openTestMetaStore(`tracking-test-${n}`);
  const pending = openPendingChanges(meta);
  await pending.loaded;
  tracking = trackLocalWrites('patients', db.patients, pending, localWrites);
  return db;
}

/** Records every hold begun and ended, and what was stored when the pull was let go. */
function recorded(inner: LocalWritesFirst, storedNow: () => Promise<string>) {
  const log: string[] = [];
  const writes: LocalWritesFirst = {
    begin(key) {
      log.push(`begin ${key}`);
      inner.begin(key);
      void inner.idle().then(async () => {
        log.push(`pull let go with ${await storedNow()} stored`);
      });
    },
    end(key) {
      if (inner.underWay > 0) log.push(`end ${key}`);
      inner.end(key);
    },
    idle: () => inner.idle(),
    get underWay() {
      return inner.underWay;
    },
  };
  return { writes, log };
}

describe('a local write holds the pull', () => {
  it('from its mark until it is stored, and a pulled page never begins a hold', async () => {
    const row = { ...sampleRow('patients', { phone: '0700 000 001' }), _deleted: false };
    const storedPhone = async () =>
      String((await db?.patients.storageInstance.findDocumentsById([row.id], false))?.[0]?.phone);
    const { writes, log } = recorded(createLocalWritesFirst(), storedPhone);
    const database = await tracked(writes);
    await storePulledPage(
      database.patients,
      [row],
      () => false,
      () => false,
    );
    expect(log).toEqual([]);

    await updatePatient(database, row.id, { phone: '0700 000 009' });
    await writes.idle();
    await waitUntil(() => log.length === 3, { what: () => `the pull let go (${log.join('; ')})` });
    expect(log).toEqual([
      `begin patients/${row.id}`,
      `end patients/${row.id}`,
      'pull let go with 0700 000 009 stored',
    ]);
  });
});
