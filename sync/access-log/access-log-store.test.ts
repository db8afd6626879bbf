import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { SyncMetaStore } from '../replication/sync-meta-store.ts';
import { sampleAccessEvent as event } from '../testing/sample-access-event.ts';
import { openTestMetaStore, removeTestMetaStore } from '../testing/test-meta-store.ts';
import { appendAccessEvent, markAccessEventsSent, unsentAccessEvents } from './access-log-store.ts';

let store: SyncMetaStore | undefined;
let n = 0;

function freshStore(): SyncMetaStore {
  n += 1;
  store = openTestMetaStore(`access-test-${n}`);
  return store;
}

afterEach(() => removeTestMetaStore(store));

describe('the device’s access events', () => {
  it('keeps a reopening within ten minutes as the first look, and a later one as another', async () => {
    const meta = freshStore();
    expect(await appendAccessEvent(meta, event('2026-11-29T10:00:00.000Z'))).toBe(true);
    expect(await appendAccessEvent(meta, event('2026-11-29T10:09:00.000Z'))).toBe(false);
    expect(await appendAccessEvent(meta, event('2026-11-29T10:09:00.000Z', { record_id: 'b' }))).toBe(true);
    expect(await appendAccessEvent(meta, event('2026-11-29T10:09:00.000Z', { user_id: 'v' }))).toBe(true);
    expect(await appendAccessEvent(meta, event('2026-11-29T10:10:00.000Z'))).toBe(true);
    expect(await unsentAccessEvents(meta, 100)).toHaveLength(4);
  });

  it('sends in the order made and remembers what was sent for the window only', async () => {
    const meta = freshStore();
    const first = event('2026-11-29T10:00:00.000Z', { record_id: 'x' });
    const second = event('2026-11-29T10:05:00.000Z', { record_id: 'y' });
    await appendAccessEvent(meta, second);
    await appendAccessEvent(meta, first);
    expect((await unsentAccessEvents(meta, 10)).map((e) => e.id)).toEqual([first.id, second.id]);

    await markAccessEventsSent(meta, [first.id], new Date('2026-11-29T10:06:00.000Z'));
    expect((await unsentAccessEvents(meta, 10)).map((e) => e.id)).toEqual([second.id]);
    // Sent, and still within the window: a reopening is the same look.
    expect(await appendAccessEvent(meta, event('2026-11-29T10:07:00.000Z', { record_id: 'x' }))).toBe(false);

    await markAccessEventsSent(meta, [second.id], new Date('2026-11-29T10:30:00.000Z'));
    expect(await meta.access.count()).toBe(0);
  });
});
