/**
 * The upgrade (issue 40): a device of an earlier build holds a user's rows, conflicts and files in
 * clear. When that user chooses a PIN, this pass seals them in place, straight in IndexedDB:
 * every RxDB collection of the user's clinic databases (the replication's copies included), the
 * sync's conflict records and waiting changes' bases, and the file store's bytes. It changes no revision, write time or
 * waiting mark, so nothing is pushed again and nothing waiting is lost; the sealed storage reads a
 * row the same before and after. A row another tab or the service worker changed while it was
 * being sealed is left for the next pass (each write checks the row is still the one read): the
 * keyring notes a pass that left nothing, and until then each unlock runs it again.
 */

import { idbRequest, openExistingDatabase } from '../database/idb-request.ts';
import type { FieldSealer } from './field-sealer.ts';
import { sealedFieldsOfStored } from './sealed-fields.ts';
import { rowSealing, SEALED_FIELD } from './sealed-storage.ts';

type Row = Record<string, unknown>;

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new Error('transaction aborted'));
  });
}

/** The stores of the user's data on this device, by IndexedDB name. */
export interface UserStoreNames {
  /** RxDB's Dexie databases: `rxdb-dexie-<database>--<version>--<collection>`. */
  collections: { name: string; collection: string }[];
  /** `cabinet-sync-meta-<database>` */
  metaStores: string[];
  /** `cabinet-files-<user>-<clinic>` */
  fileStores: string[];
}

export function userStoreNames(allNames: readonly string[], userId: string): UserStoreNames {
  const user = userId.toLowerCase();
  const databasePrefix = `cabinet-${user}-`;
  const collections: UserStoreNames['collections'] = [];
  for (const name of allNames) {
    const match = /^rxdb-dexie-(.+)--\d+--(.+)$/.exec(name);
    if (match?.[1]?.startsWith(databasePrefix) && match[2]) collections.push({ name, collection: match[2] });
  }
  return {
    collections,
    metaStores: allNames.filter((name) => name.startsWith(`cabinet-sync-meta-${databasePrefix}`)),
    fileStores: allNames.filter((name) => name.startsWith(`cabinet-files-${user}-`)),
  };
}

interface StoreOutcome {
  /** Rows sealed. */
  written: number;
  /** Rows found in clear but changed before they could be written: the next pass takes them. */
  left: number;
}

/** Seals the rows of one object store that `sealRow` finds in clear. */
async function sealStore(
  factory: IDBFactory,
  databaseName: string,
  storeName: string,
  sealRow: (row: Row) => Promise<Row | null>,
  sameVersion: (stored: Row, read: Row) => boolean,
): Promise<StoreOutcome> {
  const db = await openExistingDatabase(factory, databaseName);
  try {
    if (!db.objectStoreNames.contains(storeName)) return { written: 0, left: 0 };
    const rows = (await idbRequest(
      db.transaction(storeName, 'readonly').objectStore(storeName).getAll(),
    )) as Row[];
    const sealed: { read: Row; row: Row }[] = [];
    for (const read of rows) {
      const row = await sealRow(read);
      if (row) sealed.push({ read, row });
    }
    if (sealed.length === 0) return { written: 0, left: 0 };
    const transaction = db.transaction(storeName, 'readwrite');
    const store = transaction.objectStore(storeName);
    const keyPath = store.keyPath;
    let written = 0;
    for (const { read, row } of sealed) {
      const key = typeof keyPath === 'string' ? (read[keyPath] as IDBValidKey) : undefined;
      if (key === undefined) continue;
      const current = store.get(key);
      current.onsuccess = () => {
        const stored = current.result as Row | undefined;
        if (stored && sameVersion(stored, read)) {
          store.put(row);
          written += 1;
        }
      };
    }
    await done(transaction);
    return { written, left: sealed.length - written };
  } finally {
    db.close();
  }
}

const sameRevision = (stored: Row, read: Row) => stored._rev === read._rev && !(SEALED_FIELD in stored);

export interface SealExistingDataInput {
  userId: string;
  sealer: FieldSealer;
  indexedDB?: IDBFactory;
}

export interface SealingPass {
  /** Rows, conflicts and files sealed. */
  sealed: number;
  /** Found in clear but changed meanwhile (another tab): left for the next pass. */
  left: number;
}

/** Seals what the user's stores hold in clear. */
export async function sealExistingData(input: SealExistingDataInput): Promise<SealingPass> {
  const factory = input.indexedDB ?? globalThis.indexedDB;
  const names = (await factory.databases()).map((database) => database.name ?? '');
  const stores = userStoreNames(names, input.userId);
  const pass: SealingPass = { sealed: 0, left: 0 };
  const add = (outcome: StoreOutcome) => {
    pass.sealed += outcome.written;
    pass.left += outcome.left;
  };
  for (const { name, collection } of stores.collections) {
    const fields = sealedFieldsOfStored(collection);
    if (fields.length === 0) continue;
    const db = await openExistingDatabase(factory, name);
    const keyPath = db.objectStoreNames.contains('docs')
      ? db.transaction('docs').objectStore('docs').keyPath
      : null;
    db.close();
    if (typeof keyPath !== 'string') continue;
    const sealing = rowSealing(input.sealer, collection, keyPath, fields);
    add(
      await sealStore(
        factory,
        name,
        'docs',
        async (row) => {
          if (SEALED_FIELD in row) return null;
          const next = await sealing.seal(row);
          return next === row ? null : next;
        },
        sameRevision,
      ),
    );
  }
  for (const name of stores.metaStores) {
    add(
      await sealStore(
        factory,
        name,
        'conflicts',
        async (row) => {
          if (typeof row.sealed === 'string') return null;
          const id = String(row.id);
          const value = await input.sealer.seal(`conflicts/${id}`, {
            local: row.local,
            server: row.server ?? null,
          });
          return { ...row, local: {}, server: null, sealed: value };
        },
        (stored) => typeof stored.sealed !== 'string',
      ),
    );
  }
  for (const name of stores.metaStores) {
    // A waiting change's base (sealed-bases.ts) kept in clear by a database opened without a key.
    add(
      await sealStore(
        factory,
        name,
        'pending',
        async (row) => {
          if (typeof row.base !== 'object' || row.base === null) return null;
          const key = String(row.key);
          const sealedBase = await input.sealer.seal(`pending/${key}`, { base: row.base });
          const { base: _clear, ...rest } = row;
          return { ...rest, sealedBase };
        },
        (stored, read) => stored.tag === read.tag && typeof stored.base === 'object',
      ),
    );
  }
  for (const name of stores.fileStores) {
    add(
      await sealStore(
        factory,
        name,
        'bytes',
        async (row) => {
          if (row.sealed === 1 || !(row.bytes instanceof ArrayBuffer)) return null;
          const key = String(row.key);
          const bytes = await input.sealer.sealBytes(`files/${key}`, new Uint8Array(row.bytes));
          return { key, bytes: bytes.buffer, sealed: 1 };
        },
        (stored) => stored.sealed !== 1,
      ),
    );
  }
  return pass;
}
