/**
 * Access events a wipe would take unsent (a sign-out offline, five wrong PINs, a user forgotten):
 * kept on the device in a store of their own, outside every user's databases, and given back to
 * the sync of the same user and clinic when it next starts here, which sends them as it sends any
 * (decision 0042). Only that user can send them: the server refuses an event naming another.
 *
 * They hold ids and times only (who opened which row, when): names and clinical data go with the
 * wipe. The store exists only on a device that once kept some.
 */
import { Dexie, type Table } from 'dexie';
import { idbRequest, openExistingDatabase } from '../database/idb-request.ts';
import type { AccessEventRecord } from '../replication/sync-meta-store.ts';

export const KEPT_ACCESS_EVENTS_DATABASE = 'cabinet-access-kept';

interface KeptAccessEvent {
  /** The event's id. */
  id: string;
  /** The sync meta store it came from: one user in one clinic (sync-meta-store.ts). */
  store: string;
  record: AccessEventRecord;
}

export interface KeptAccessEventsOptions {
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
}

function factoryOf(options: KeptAccessEventsOptions): IDBFactory {
  return options.indexedDB ?? globalThis.indexedDB;
}

function openKept(options: KeptAccessEventsOptions): { db: Dexie; events: Table<KeptAccessEvent, string> } {
  const db = new Dexie(KEPT_ACCESS_EVENTS_DATABASE, {
    ...(options.indexedDB ? { indexedDB: options.indexedDB } : {}),
    ...(options.IDBKeyRange ? { IDBKeyRange: options.IDBKeyRange } : {}),
  });
  db.version(1).stores({ events: 'id, store' });
  return { db, events: db.table<KeptAccessEvent, string>('events') };
}

/** Whether a database of this name exists; taken as yes where the browser cannot list them. */
async function databaseExists(factory: IDBFactory, name: string): Promise<boolean> {
  if (typeof factory.databases !== 'function') return true;
  return (await factory.databases()).some((database) => database.name === name);
}

/**
 * The unsent events (set apart ones included) of a meta store, read raw so it works whether the
 * store is open in this tab or not, and whatever version of it an earlier build left.
 */
async function unsentIn(factory: IDBFactory, metaStoreName: string): Promise<AccessEventRecord[]> {
  if (!(await databaseExists(factory, metaStoreName))) return [];
  const db = await openExistingDatabase(factory, metaStoreName);
  try {
    if (!db.objectStoreNames.contains('access')) return [];
    const records = await idbRequest(db.transaction('access', 'readonly').objectStore('access').getAll());
    return (records as AccessEventRecord[]).filter((record) => record.sent !== 1);
  } finally {
    db.close();
  }
}

/** Keeps the unsent events of these meta stores before they are deleted; answers how many. */
export async function keepUnsentAccessEvents(
  metaStoreNames: readonly string[],
  options: KeptAccessEventsOptions = {},
): Promise<number> {
  const factory = factoryOf(options);
  const kept: KeptAccessEvent[] = [];
  for (const store of metaStoreNames) {
    for (const record of await unsentIn(factory, store)) kept.push({ id: record.id, store, record });
  }
  if (kept.length === 0) return 0;
  const { db, events } = openKept(options);
  try {
    await events.bulkPut(kept);
  } finally {
    db.close();
  }
  return kept.length;
}

/**
 * Gives the events kept from this meta store back to it, unsent, and forgets them here; answers
 * how many. A copy given back twice (two tabs starting at once) is one event: the store keys them
 * by id, and the server takes an id once.
 */
export async function restoreKeptAccessEvents(
  meta: { name: string; access: Table<AccessEventRecord, string> },
  options: KeptAccessEventsOptions = {},
): Promise<number> {
  // Nothing kept, nothing made: a device that never kept any has no such store.
  if (!(await databaseExists(factoryOf(options), KEPT_ACCESS_EVENTS_DATABASE))) return 0;
  const { db, events } = openKept(options);
  try {
    const kept = await events.where('store').equals(meta.name).toArray();
    if (kept.length === 0) return 0;
    // Refused ones are offered again too, as every start of the sync does.
    await meta.access.bulkPut(kept.map(({ record }) => ({ ...record, sent: 0 as const })));
    await events.bulkDelete(kept.map((entry) => entry.id));
    return kept.length;
  } finally {
    // Left in place when empty: deleting it could race a wipe keeping events in another tab.
    db.close();
  }
}
