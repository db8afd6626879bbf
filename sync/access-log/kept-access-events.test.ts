import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openSyncMetaStore, removeSyncMetaStore } from '../replication/sync-meta-store.ts';
import { sampleAccessEvent as event } from '../testing/sample-access-event.ts';
import {
  appendAccessEvent,
  markAccessEventsSent,
  setAccessEventsApart,
  unsentAccessEvents,
} from './access-log-store.ts';
import {
  KEPT_ACCESS_EVENTS_DATABASE,
  keepUnsentAccessEvents,
  restoreKeptAccessEvents,
} from './kept-access-events.ts';

const names = async (indexedDB: IDBFactory) =>
  (await indexedDB.databases()).map((database) => database.name ?? '');

describe('access events a wipe would take unsent', () => {
  it('outlive the meta store and come back to the same user’s store only, unsent, once', async () => {
    const indexedDB = new IDBFactory();
    const options = { indexedDB, IDBKeyRange };
    const ana = openSyncMetaStore({ databaseName: 'cabinet-ana-c', ...options });
    const ion = openSyncMetaStore({ databaseName: 'cabinet-ion-c', ...options });
    const sent = event('2026-11-30T08:00:00.000Z', { record_id: 'sent' });
    const waiting = event('2026-11-30T08:20:00.000Z', { record_id: 'waiting' });
    const refused = event('2026-11-30T08:30:00.000Z', { record_id: 'refused' });
    for (const each of [sent, waiting, refused]) await appendAccessEvent(ana, each);
    await markAccessEventsSent(ana, [sent.id], new Date('2026-11-30T08:21:00.000Z'));
    await setAccessEventsApart(ana, [refused.id], { code: 'P0001', status: 400, message: 'no' }, new Date());
    const ions = event('2026-11-30T09:00:00.000Z', { user_id: 'ion' });
    await appendAccessEvent(ion, ions);

    expect(await keepUnsentAccessEvents([ana.name], options)).toBe(2);
    ana.db.close();
    await removeSyncMetaStore({ databaseName: 'cabinet-ana-c', ...options });
    expect(await names(indexedDB)).not.toContain(ana.name);

    // Another user's store takes nothing of Ana's.
    expect(await restoreKeptAccessEvents(ion, options)).toBe(0);
    expect((await unsentAccessEvents(ion, 10)).map((each) => each.id)).toEqual([ions.id]);

    // Ana signs in again: her store is made anew and gets both back, the refused one offered again.
    const anaAgain = openSyncMetaStore({ databaseName: 'cabinet-ana-c', ...options });
    expect(await restoreKeptAccessEvents(anaAgain, options)).toBe(2);
    expect((await unsentAccessEvents(anaAgain, 10)).map((each) => each.id)).toEqual([waiting.id, refused.id]);
    expect(await restoreKeptAccessEvents(anaAgain, options)).toBe(0);
    expect(await unsentAccessEvents(anaAgain, 10)).toHaveLength(2);
    // Still the same look at the record: a reopening within ten minutes adds nothing.
    expect(
      await appendAccessEvent(anaAgain, event('2026-11-30T08:25:00.000Z', { record_id: 'waiting' })),
    ).toBe(false);
    anaAgain.db.close();
    ion.db.close();
  });

  it('make no store on a device that never kept any, and keep nothing from a store that is gone', async () => {
    const indexedDB = new IDBFactory();
    const options = { indexedDB, IDBKeyRange };
    const meta = openSyncMetaStore({ databaseName: 'cabinet-ana-c', ...options });
    await appendAccessEvent(meta, event('2026-11-30T08:00:00.000Z'));
    expect(await restoreKeptAccessEvents(meta, options)).toBe(0);
    expect(await keepUnsentAccessEvents(['cabinet-sync-meta-cabinet-gone-c'], options)).toBe(0);
    expect(await names(indexedDB)).not.toContain(KEPT_ACCESS_EVENTS_DATABASE);
    expect(await names(indexedDB)).not.toContain('cabinet-sync-meta-cabinet-gone-c');
    meta.db.close();
  });
});
