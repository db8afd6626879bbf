/**
 * The device's access events in the sync's meta store: appended when a user opens part of a
 * record (offline too), a reopening within ten minutes skipped, sent in the order they were made,
 * and forgotten ten minutes after the server has them. Append-only: an event is never changed,
 * only marked sent.
 */
import type { SyncMetaStore } from '../replication/sync-meta-store.ts';
import { ACCESS_REPEAT_WINDOW_MS, type AccessEvent, accessKey, isRepeat } from './access-event.ts';

/** Appends the event unless the same look at the record was recorded within the window; answers whether it did. */
export async function appendAccessEvent(
  store: Pick<SyncMetaStore, 'db' | 'access'>,
  event: AccessEvent,
): Promise<boolean> {
  const key = accessKey(event);
  return store.db.transaction('rw', store.access, async () => {
    const earlier = await store.access.where('key').equals(key).toArray();
    if (earlier.some((record) => isRepeat(record.at, event.device_at))) return false;
    await store.access.add({ id: event.id, key, sent: 0, at: event.device_at, event });
    return true;
  });
}

/** The events the server does not have yet, oldest first. */
export function unsentAccessEvents(
  store: Pick<SyncMetaStore, 'access'>,
  limit: number,
): Promise<AccessEvent[]> {
  return store.access
    .where('[sent+at]')
    .between([0, ''], [0, '\uffff'])
    .limit(limit)
    .toArray()
    .then((records) => records.map((record) => record.event));
}

/** The server has these events; sent ones past the repeat window are forgotten. */
export async function markAccessEventsSent(
  store: Pick<SyncMetaStore, 'db' | 'access'>,
  ids: readonly string[],
  now: Date,
): Promise<void> {
  const forgetBefore = new Date(now.getTime() - ACCESS_REPEAT_WINDOW_MS).toISOString();
  await store.db.transaction('rw', store.access, async () => {
    await store.access
      .where('id')
      .anyOf([...ids])
      .modify({ sent: 1 });
    await store.access.where('[sent+at]').between([1, ''], [1, forgetBefore]).delete();
  });
}

/**
 * The server refused these events for what they hold: set apart, kept with its answer, so the
 * events after them go on (send-access-events.ts).
 */
export async function setAccessEventsApart(
  store: Pick<SyncMetaStore, 'access'>,
  ids: readonly string[],
  refusal: { code: string; status: number; message: string },
  now: Date,
): Promise<void> {
  const refused = {
    code: refusal.code,
    status: refusal.status,
    message: refusal.message,
    at: now.toISOString(),
  };
  await store.access
    .where('id')
    .anyOf([...ids])
    .modify({ sent: -1, refused });
}

/**
 * The events set apart are offered again (a new start of the sync: the server or this build may
 * have changed since), in their place among the unsent ones; answers how many.
 */
export function offerAccessEventsSetApart(store: Pick<SyncMetaStore, 'access'>): Promise<number> {
  return store.access.where('[sent+at]').between([-1, ''], [-1, '\uffff']).modify({ sent: 0 });
}
