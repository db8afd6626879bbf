/**
 * Where each collection's pull has reached on the server (issue 42, decision 0046): kept in the
 * sync's meta store once the page it ends is stored, so a restart goes on from there and an
 * interrupted page is pulled again (its rows are written as they are). A device of the previous
 * build starts where RxDB's replication had pulled to (rxdb-pull-checkpoint.ts), read once.
 */
import type { RxCollection } from 'rxdb';
import * as v from 'valibot';
import { rxdbPullCheckpoint } from './rxdb-pull-checkpoint.ts';
import { type Cursor, CursorSchema } from './server-protocol.ts';
import type { SyncMetaStore } from './sync-meta-store.ts';

/** Stable across runs and servers: RxDB kept the previous build's checkpoints under it. */
export const RXDB_REPLICATION_IDENTIFIER = 'cabinet-sync-v1';

export interface PullCursors {
  /** The cursor to pull the collection from, or undefined to pull it from the start. */
  load(collection: RxCollection): Promise<Cursor | undefined>;
  /** The collection's rows up to `cursor` are stored in the local database. */
  save(collection: RxCollection, cursor: Cursor): Promise<void>;
}

export function pullCursors(meta: SyncMetaStore): PullCursors {
  return {
    async load(collection) {
      const token = await collection.database.storageToken;
      const stored = await meta.cursors.get(collection.name);
      if (stored) return stored.storageToken === token ? stored.cursor : undefined;
      const previous = v.safeParse(
        CursorSchema,
        await rxdbPullCheckpoint(collection, RXDB_REPLICATION_IDENTIFIER).catch((error: unknown) => {
          console.warn('sync: could not read the previous build’s pull checkpoint', error);
          return undefined;
        }),
      );
      return previous.success ? previous.output : undefined;
    },
    async save(collection, cursor) {
      const storageToken = await collection.database.storageToken;
      await meta.cursors.put({ collection: collection.name, cursor, storageToken });
    },
  };
}
