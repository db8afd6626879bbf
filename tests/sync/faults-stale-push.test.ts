/**
 * An edit made offline after a create must survive a push whose answer is lost: the create's
 * state once went out dated with the later edit's time, so the retry of the edited state tied
 * with it on the server and the edit was lost everywhere. Each pushed state now carries its own
 * edit time.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiUrl, DEMO, serviceClient } from '../backend/harness.ts';
import { type FaultProxy, forCollection, SYNC_PUSH, startFaultProxy } from './support/fault-proxy.ts';
import { WorkerClient } from './support/worker-client.ts';

let proxy: FaultProxy;
let device: WorkerClient;

beforeAll(async () => {
  proxy = await startFaultProxy(apiUrl);
  device = await WorkerClient.start({
    email: DEMO.auroraStaff,
    name: 'desk',
    apiUrl: proxy.url,
    requestTimeoutMs: 1500,
    minBackoffMs: 100,
    maxBackoffMs: 600,
  });
}, 90_000);
afterAll(async () => {
  await device?.terminate();
  await proxy?.close();
});

it('keeps an offline edit made after the create when the create push answer is lost', async () => {
  await device.goOffline();
  const created = await device.create('patients', {
    first_name: 'Stale',
    last_name: 'Push',
    phone: '0700 000 001',
  });
  await device.update('patients', created.id, { phone: '0700 000 002' });
  proxy.inject({
    fault: { kind: 'late-answer', ms: 3000 },
    match: SYNC_PUSH,
    body: forCollection('patients'),
    times: 1,
  });
  await device.goOnline();
  await proxy.waitForFaults(1, { kind: 'late-answer' });
  const sent = proxy.log.find((entry) => entry.fault === 'late-answer');
  console.log(
    'first push sent',
    sent?.body.match(/"phone":"[^"]*"/)?.[0],
    sent?.body.match(/"changed_at":"[^"]*"/)?.[0],
  );
  await device.close();
  await device.reopen();
  await device.awaitIdle(30_000);
  for (const entry of proxy.log.filter((e) => e.body.includes(created.id) && e.path.includes('sync_push'))) {
    console.log(
      'push',
      entry.fault,
      entry.status,
      entry.body.match(/"phone":"[^"]*"/)?.[0],
      entry.body.match(/"changed_at":"[^"]*"/)?.[0],
    );
  }
  const { data } = await serviceClient().from('patients').select('phone').eq('id', created.id).single();
  expect({ server: data?.phone, device: (await device.get('patients', created.id))?.phone }).toEqual({
    server: '0700 000 002',
    device: '0700 000 002',
  });
});
