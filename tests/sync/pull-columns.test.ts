/**
 * sync_pull's page as columns (issue 42, migration 20261209000100): a device stores from it exactly
 * what a page of objects gives, and a device meeting a server before that migration (which knows
 * no p_columns: 404 PGRST202) pulls rows as objects, at most 1000 a page, and still gets the whole
 * clinic.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNCED_COLLECTIONS } from '#sync/collections/collection-registry.ts';
import { apiUrl, DEMO } from '../backend/harness.ts';
import { type FaultProxy, SYNC_PULL, startFaultProxy } from './support/fault-proxy.ts';
import { WorkerClient } from './support/worker-client.ts';

let proxy: FaultProxy;
const devices: WorkerClient[] = [];

beforeAll(async () => {
  proxy = await startFaultProxy(apiUrl);
});

afterAll(async () => {
  for (const device of devices) await device.terminate();
  await proxy.close();
});

const ASKS_FOR_COLUMNS = /"p_columns":true/;

/** Every document of every collection, by collection, sorted by id. */
async function everything(device: WorkerClient): Promise<Record<string, unknown[]>> {
  const all: Record<string, unknown[]> = {};
  for (const name of SYNCED_COLLECTIONS) {
    const docs = await device.find(name);
    all[name] = docs.sort((a, b) => String(a.id).localeCompare(String(b.id)));
  }
  return all;
}

describe('pulled pages as columns', () => {
  it('store what pages of objects store, and a server without them is pulled as before', async () => {
    // A server before the migration: every sync_pull asking for columns is a function it lacks.
    proxy.inject({
      fault: { kind: 'status', status: 404, code: 'PGRST202' },
      match: SYNC_PULL,
      body: ASKS_FOR_COLUMNS,
    });
    const older = await WorkerClient.start({
      email: DEMO.auroraStaff,
      name: 'server-before-columns',
      apiUrl: proxy.url,
      pullBatchSize: 4000,
    });
    devices.push(older);
    const current = await WorkerClient.start({ email: DEMO.auroraStaff, name: 'server-with-columns' });
    devices.push(current);
    await Promise.all([older.awaitIdle(60_000), current.awaitIdle(60_000)]);

    const pulls = proxy.log.filter((request) => SYNC_PULL.test(request.path));
    const refused = pulls.filter((request) => request.fault !== 'pass');
    const asked = pulls.filter((request) => request.fault === 'pass');
    // Each collection's pull may have asked once before the first refusal came back; none after.
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.length).toBeLessThanOrEqual(SYNCED_COLLECTIONS.length);
    expect(asked.length).toBeGreaterThanOrEqual(SYNCED_COLLECTIONS.length);
    for (const request of asked) {
      const args = JSON.parse(request.body) as { p_limit: number; p_columns?: boolean };
      expect(args.p_columns).toBeUndefined();
      expect(args.p_limit).toBeLessThanOrEqual(1000);
    }

    const fromObjects = await everything(older);
    expect(fromObjects.appointments?.length).toBeGreaterThan(100);
    expect(fromObjects.patients?.length).toBeGreaterThan(20);
    expect(await everything(current)).toEqual(fromObjects);
  });
});
