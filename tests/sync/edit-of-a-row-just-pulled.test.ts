/**
 * An edit made on a row just pulled, while a change of it made elsewhere is on its way: the
 * push must carry the state the edit started from as its base. RxDB's replication once kept that
 * state apart from the row and wrote it later: an edit made in between went out with no base, the
 * server judged every field by time, and the device's stale copy won (a patient removed elsewhere
 * came back to life, the convergence fuzz, seed 959906039; a phone edited elsewhere went back).
 * The device now keeps the state its first waiting edit started from with the mark (decision
 * 0044), and its own pull leaves a row with a change waiting alone (decision 0046). Here the
 * device is cut off right after the pull, so the other device's change reaches the server first,
 * whatever the machine's speed.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO, serviceClient } from '../backend/harness.ts';
import { WorkerClient } from './support/worker-client.ts';

let desk: WorkerClient;
let slow: WorkerClient;

beforeAll(async () => {
  [desk, slow] = await Promise.all([
    WorkerClient.start({ email: DEMO.auroraStaff, name: 'desk' }),
    WorkerClient.start({ email: DEMO.auroraAdmin, name: 'slow', sealed: true }),
  ]);
  await Promise.all([desk.awaitIdle(60_000), slow.awaitIdle(60_000)]);
}, 120_000);
afterAll(async () => {
  await Promise.all([desk?.terminate(), slow?.terminate()]);
});

/** A row the desk creates, as the other device pulled it just before it lost the network. */
async function pulledBySlowDevice(fields: Record<string, unknown>): Promise<string> {
  const created = await desk.create('patients', fields);
  await desk.awaitIdle();
  await slow.waitForDoc('patients', created.id, fields, 20_000);
  await slow.goOffline();
  return created.id;
}

async function serverRow(id: string) {
  const { data } = await serviceClient()
    .from('patients')
    .select('deleted, first_name, phone')
    .eq('id', id)
    .single();
  return data;
}

it('keeps a row removed elsewhere removed when the device edits it the moment it arrives', async () => {
  const id = await pulledBySlowDevice({ first_name: 'Removed', last_name: 'Elsewhere' });
  await desk.remove('patients', id);
  await desk.awaitIdle();
  await slow.update('patients', id, { first_name: 'Renamed' });
  await slow.goOnline();
  await Promise.all([slow.awaitIdle(30_000), desk.awaitIdle(30_000)]);
  await slow.waitForDoc('patients', id, null, 20_000);
  expect(await serverRow(id)).toMatchObject({ deleted: true });
});

it('keeps a field edited elsewhere when the device edits another the moment the row arrives', async () => {
  const id = await pulledBySlowDevice({
    first_name: 'Edited',
    last_name: 'Elsewhere',
    phone: '0700 100 001',
  });
  await desk.update('patients', id, { phone: '0700 100 002' });
  await desk.awaitIdle();
  await slow.update('patients', id, { first_name: 'Renamed' });
  await slow.goOnline();
  await Promise.all([slow.awaitIdle(30_000), desk.awaitIdle(30_000)]);
  const both = { first_name: 'Renamed', phone: '0700 100 002' };
  expect(await serverRow(id)).toMatchObject({ deleted: false, ...both });
  await slow.waitForDoc('patients', id, both, 20_000);
});
