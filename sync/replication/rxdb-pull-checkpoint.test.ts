import { replicateRxCollection } from 'rxdb/plugins/replication';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClinicDatabase } from '../collections/collection-registry.ts';
import { closeClinicDatabase } from '../database/open-clinic-database.ts';
import { createDataKey } from '../encryption/data-key.ts';
import { createFieldSealer } from '../encryption/field-sealer.ts';
import { openTestDatabase } from '../testing/api-test-database.ts';
import { sampleRow } from '../testing/sample-rows.ts';
import { openTestMetaStore, removeTestMetaStore } from '../testing/test-meta-store.ts';
import { pullCursors, RXDB_REPLICATION_IDENTIFIER as REPLICATION_IDENTIFIER } from './pull-cursors.ts';
import { rxdbPullCheckpoint } from './rxdb-pull-checkpoint.ts';
import type { SyncMetaStore } from './sync-meta-store.ts';

let db: ClinicDatabase | undefined;
let meta: SyncMetaStore | undefined;

afterEach(async () => {
  if (db && !db.closed) await closeClinicDatabase(db);
  db = undefined;
  await removeTestMetaStore(meta);
  meta = undefined;
});

/** The previous build's way: RxDB's replication pulls two pages, then nothing more. */
async function pulledByRxdb(database: ClinicDatabase, cursors: readonly object[]): Promise<void> {
  let page = 0;
  const replication = replicateRxCollection({
    replicationIdentifier: REPLICATION_IDENTIFIER,
    collection: database.patients,
    pull: {
      batchSize: 1,
      handler: async () => {
        const cursor = cursors[Math.min(page, cursors.length - 1)];
        const documents =
          page < cursors.length
            ? [{ ...sampleRow('patients', { id: crypto.randomUUID() }), _deleted: false }]
            : [];
        page += 1;
        return { checkpoint: cursor, documents };
      },
    },
    live: false,
    waitForLeadership: false,
    autoStart: true,
  });
  await replication.awaitInitialReplication();
  await replication.cancel();
}

describe("the previous build's pull checkpoint", () => {
  it('is read where RxDB stored it, on a sealed database too', async () => {
    db = await openTestDatabase('checkpoint-test', createFieldSealer(await createDataKey()));
    expect(await rxdbPullCheckpoint(db.patients, REPLICATION_IDENTIFIER)).toBeUndefined();
    await pulledByRxdb(db, [{ seq: 1 }, { seq: 2 }]);
    expect(await db.patients.count().exec()).toBe(2);
    expect(await rxdbPullCheckpoint(db.patients, REPLICATION_IDENTIFIER)).toEqual({ seq: 2 });
    // Another collection has none.
    expect(await rxdbPullCheckpoint(db.tasks, REPLICATION_IDENTIFIER)).toBeUndefined();
  });
});

describe('the pull cursors', () => {
  it("start a device of the previous build where RxDB had pulled to, then where the sync's own pull stored", async () => {
    db = await openTestDatabase('cursor-test');
    meta = openTestMetaStore('cursor-test');
    const cursors = pullCursors(meta);
    expect(await cursors.load(db.patients)).toBeUndefined();
    await pulledByRxdb(db, [
      { txid: '10', seq: 1 },
      { txid: '11', seq: 2 },
    ]);
    expect(await cursors.load(db.patients)).toEqual({ txid: '11', seq: 2 });
    await cursors.save(db.patients, { txid: '12', seq: 7 });
    expect(await cursors.load(db.patients)).toEqual({ txid: '12', seq: 7 });
    expect(await cursors.load(db.tasks)).toBeUndefined();
  });

  it('start from the beginning in a database made anew, whatever the store says', async () => {
    db = await openTestDatabase('cursor-remade');
    meta = openTestMetaStore('cursor-remade');
    await pullCursors(meta).save(db.patients, { txid: '12', seq: 7 });
    await meta.cursors.update('patients', { storageToken: 'another database' });
    expect(await pullCursors(meta).load(db.patients)).toBeUndefined();
  });
});
