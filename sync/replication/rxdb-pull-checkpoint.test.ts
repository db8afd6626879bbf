import { replicateRxCollection } from 'rxdb/plugins/replication';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClinicDatabase } from '../collections/collection-registry.ts';
import { closeClinicDatabase } from '../database/open-clinic-database.ts';
import { createDataKey } from '../encryption/data-key.ts';
import { createFieldSealer } from '../encryption/field-sealer.ts';
import { openTestDatabase } from '../testing/api-test-database.ts';
import { sampleRow } from '../testing/sample-rows.ts';
import { REPLICATION_IDENTIFIER } from './replicate-collection.ts';
import { rxdbPullCheckpoint } from './rxdb-pull-checkpoint.ts';

let db: ClinicDatabase | undefined;

afterEach(async () => {
  if (db && !db.closed) await closeClinicDatabase(db);
  db = undefined;
});

/** The previous build's way: RxDB's replication pulls two pages, then nothing more. */
async function pulledByRxdb(database: ClinicDatabase, cursors: readonly { seq: number }[]): Promise<void> {
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
