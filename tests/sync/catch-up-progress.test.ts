/**
 * A large catch-up while the app stays open shows its progress (issue 19, point 3): a device
 * offline while another desk adds over a thousand rows, then the network back. The bar counts what
 * the server had past the device's cursor, follows the pages stored, and goes once the collection
 * has pulled through. A small catch-up shows no bar.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { LARGE_CATCH_UP_ROWS } from '#sync/replication/sync-progress.ts';
import { DEMO, serviceClient } from '../backend/harness.ts';
import { waitUntil } from '../support/wait-until.ts';
import { WorkerClient } from './support/worker-client.ts';

let desk: WorkerClient | undefined;

afterAll(async () => {
  await desk?.terminate();
});

async function addTasks(clinicId: string, rows: number, title: string): Promise<void> {
  const tasks = Array.from({ length: rows }, (_, i) => ({
    id: randomUUID(),
    clinic_id: clinicId,
    title: `${title} ${i + 1}`,
    description: '',
  }));
  const { error } = await serviceClient().from('tasks').insert(tasks);
  if (error) throw new Error(error.message);
}

describe('a catch-up while the app is open', () => {
  it('shows rows stored of rows expected for a large one, and nothing for a small one', async () => {
    // Clinica Nova: no other sync test reads its rows.
    // Pages of 1000, not the 4000 a pass asks for after its first: the bar is to be seen between
    // pages.
    desk = await WorkerClient.start({ email: DEMO.novaAdmin, name: 'catch-up', pullBatchSize: 1000 });
    const device = desk;
    const { clinicId } = await device.identity();
    await device.awaitIdle();
    await waitUntil(async () => (await device.progressShown()).at(-1) === null, {
      what: 'the opening pass’s bar gone',
    });
    const shownBefore = (await device.progressShown()).length;

    // A small catch-up: no bar.
    await device.goOffline();
    await addTasks(clinicId, 30, 'Mică recuperare');
    await device.goOnline();
    await device.awaitIdle();
    expect((await device.progressShown()).slice(shownBefore).filter((shown) => shown !== null)).toEqual([]);

    // A large one: five pages. The bar needs the server's count of what is past the cursor, asked
    // with the first page; two pages (1,200 rows) could be stored before it answered, and a pass
    // that has ended shows no bar (once sync_pull built its pages as json, CI saw exactly that).
    const before = await device.count('tasks');
    const large = LARGE_CATCH_UP_ROWS * 5;
    await device.goOffline();
    await addTasks(clinicId, large, 'Recuperare mare');
    await device.goOnline();
    await device.awaitIdle(60_000);
    expect(await device.count('tasks')).toBe(before + large);
    await waitUntil(async () => (await device.progressShown()).at(-1) === null, { what: 'the bar gone' });
    const bars = (await device.progressShown()).slice(shownBefore).filter((shown) => shown !== null);
    expect(bars.length).toBeGreaterThan(0);
    for (const bar of bars) {
      expect(bar.collections.map((entry) => entry.name)).toEqual(['tasks']);
      expect(bar.expected).toBeGreaterThanOrEqual(large);
      expect(bar.stored).toBeLessThanOrEqual(bar.expected);
    }
    // It followed the pages: at least one page in, and not all at once.
    expect(bars.some((bar) => bar.stored > 0 && bar.stored < bar.expected)).toBe(true);
  });
});
