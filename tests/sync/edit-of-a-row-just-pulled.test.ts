/**
 * An edit made the moment a pulled row appears, before the replication has stored its copy of
 * the server's row (RxDB writes the row, then that copy, in two steps): the push once went out
 * with no base, so the server judged every field by time and the device's stale copy won. A
 * patient removed on another device came back to life (the convergence fuzz, seed 959906039,
 * on a busy machine), and a phone number edited elsewhere went back to the old one. The device
 * now remembers the state its first local edit started from and sends it as the base.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO, serviceClient } from '../backend/harness.ts';
import { WorkerClient } from './support/worker-client.ts';

// Long enough for the other device's removal and edit to reach the server meanwhile.
const SERVER_COPY_DELAY_MS = 4000;

let desk: WorkerClient;
let slow: WorkerClient;

beforeAll(async () => {
  [desk, slow] = await Promise.all([
    WorkerClient.start({ email: DEMO.auroraStaff, name: 'desk' }),
    WorkerClient.start({
      email: DEMO.auroraAdmin,
      name: 'slow',
      sealed: true,
      slowServerCopiesMs: SERVER_COPY_DELAY_MS,
    }),
  ]);
  await Promise.all([desk.awaitIdle(60_000), slow.awaitIdle(60_000)]);
}, 120_000);
afterAll(async () => {
  await Promise.all([desk?.terminate(), slow?.terminate()]);
});

/** A row the desk creates, as the slow device holds it before the server copy is stored. */
async function pulledBySlowDevice(fields: Record<string, unknown>): Promise<string> {
  const created = await desk.create('patients', fields);
  await desk.awaitIdle();
  await slow.waitForDoc('patients', created.id, fields, 20_000);
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
  await Promise.all([slow.awaitIdle(30_000), desk.awaitIdle(30_000)]);
  const both = { first_name: 'Renamed', phone: '0700 100 002' };
  expect(await serverRow(id)).toMatchObject({ deleted: false, ...both });
  await slow.waitForDoc('patients', id, both, 20_000);
});
