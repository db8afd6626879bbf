/**
 * RxDB's storage with each row's sensitive fields (sealed-fields.ts) sealed before they reach
 * IndexedDB and opened again on every way out: reads, queries, the changes-since pages and the
 * change stream. Above it RxDB, the validation and every screen see rows as they were written;
 * below it the database holds the clear fields and one `_sealed` value.
 *
 * Why a storage wrapper and not a Dexie middleware: WebCrypto answers after the event loop turns,
 * and an IndexedDB transaction closes when it has no request left at that point. Here sealing
 * happens before the write's transaction starts and opening after the read's has ended.
 *
 * A write's `previous` (the version it replaces) goes down unsealed: the storage compares only its
 * revision and hands it to the change event, never to IndexedDB. A row stored before sealing was
 * turned on has no `_sealed` and reads as it is; seal-existing-rows.ts rewrites those.
 */
import {
  getPrimaryFieldOfPrimaryKey,
  type RxDocumentData,
  type RxStorage,
  type RxStorageChangeEvent,
  type RxStorageInstance,
  type RxStorageWriteError,
} from 'rxdb';
import { concatMap, from, type Observable, of, share } from 'rxjs';
import { adjustStorageInstances } from '../database/adjust-storage-instances.ts';
import type { FieldSealer, SealedFields } from './field-sealer.ts';
import { isSealedValue } from './field-sealer.ts';
import { sealedFieldsOf } from './sealed-fields.ts';

/** The stored field that holds a row's sealed fields. */
export const SEALED_FIELD = '_sealed';

type Row = Record<string, unknown>;

/** Sealed values of writes in progress and their fields, so their change events open at once. */
export type JustSealed = Map<string, SealedFields>;

/** The rows of one storage instance, sealed and opened. */
export interface RowSealing {
  seal(row: Row, written?: JustSealed): Promise<Row>;
  /**
   * The row opened without a decryption (not sealed, just written, or opened before), or
   * undefined when it needs one.
   */
  openRemembered(row: Row, written?: JustSealed): Row | undefined;
  open(row: Row): Promise<Row>;
}

/** The row with its sealed fields back in place of `_sealed` (built anew: `delete` slows every later read). */
function withFields(row: Row, fields: SealedFields): Row {
  const opened: Row = {};
  for (const key in row) if (key !== SEALED_FIELD) opened[key] = row[key];
  for (const key in fields) opened[key] = fields[key];
  return opened;
}

export function rowSealing(
  sealer: FieldSealer,
  collectionName: string,
  primaryPath: string,
  fields: readonly string[],
): RowSealing {
  const label = (row: Row) => `${collectionName}/${String(row[primaryPath])}`;
  const sealed = new Set(fields);
  return {
    async seal(row, written) {
      const secret: Row = {};
      const clear: Row = {};
      let any = false;
      for (const key in row) {
        if (sealed.has(key)) {
          secret[key] = row[key];
          any = true;
        } else clear[key] = row[key];
      }
      if (!any) return row;
      const value = await sealer.seal(label(row), secret);
      written?.set(value, secret);
      clear[SEALED_FIELD] = value;
      return clear;
    },
    openRemembered(row, written) {
      const sealed = row[SEALED_FIELD];
      if (!isSealedValue(sealed)) return row;
      const fields = written?.get(sealed) ?? sealer.remembered(label(row), sealed);
      return fields ? withFields(row, fields) : undefined;
    },
    async open(row) {
      const sealed = row[SEALED_FIELD];
      if (!isSealedValue(sealed)) return row;
      return withFields(row, await sealer.open(label(row), sealed));
    },
  };
}

function openRows<Doc>(sealing: RowSealing, rows: RxDocumentData<Doc>[]): Promise<RxDocumentData<Doc>[]> {
  return Promise.all(rows.map((row) => sealing.open(row as Row) as Promise<RxDocumentData<Doc>>));
}

type ChangeBulk<Doc> =
  ReturnType<RxStorageInstance<Doc, unknown, unknown>['changeStream']> extends Observable<infer Bulk>
    ? Bulk
    : never;

/**
 * The change events opened. Events of this tab's own writes open from memory, synchronously, so
 * they still reach RxDB before the write resolves (its contract); another tab's open after a
 * decryption, in order.
 */
function openChangeBulk<Doc>(
  sealing: RowSealing,
  bulk: ChangeBulk<Doc>,
  written: JustSealed,
): Observable<ChangeBulk<Doc>> {
  type Event = RxStorageChangeEvent<RxDocumentData<Doc>>;
  const openNow = (row: Row | undefined): Row | undefined | null =>
    row === undefined || row === null ? null : sealing.openRemembered(row, written);
  const events: Event[] = [];
  let complete = true;
  for (const event of bulk.events) {
    const documentData = openNow(event.documentData as Row);
    const previousDocumentData = openNow(event.previousDocumentData as Row | undefined);
    if (documentData === undefined || previousDocumentData === undefined) {
      complete = false;
      break;
    }
    events.push({
      ...event,
      documentData: (documentData ?? event.documentData) as RxDocumentData<Doc>,
      previousDocumentData: (previousDocumentData ?? event.previousDocumentData) as RxDocumentData<Doc>,
    });
  }
  if (complete) return of({ ...bulk, events });
  const openLater = async (row: Row | undefined) => (row ? await sealing.open(row) : row);
  return from(
    Promise.all(
      bulk.events.map(
        async (event): Promise<Event> => ({
          ...event,
          documentData: (await openLater(event.documentData as Row)) as RxDocumentData<Doc>,
          previousDocumentData: (await openLater(event.previousDocumentData as Row | undefined)) as
            | RxDocumentData<Doc>
            | undefined,
        }),
      ),
    ).then((opened) => ({ ...bulk, events: opened })),
  );
}

function sealInstance<Doc, Internals, Options>(
  instance: RxStorageInstance<Doc, Internals, Options>,
  sealing: RowSealing,
): void {
  const bulkWrite = instance.bulkWrite.bind(instance);
  let openingEvents: Promise<unknown> = Promise.resolve();
  const written: JustSealed = new Map();
  instance.bulkWrite = async (rows, context) => {
    const originals = new Map<string, (typeof rows)[number]>();
    const primaryPath = getPrimaryFieldOfPrimaryKey(instance.schema.primaryKey);
    const sealedValues: string[] = [];
    const sealedRows = await Promise.all(
      rows.map(async (row) => {
        originals.set(String((row.document as Row)[primaryPath]), row);
        const document = await sealing.seal(row.document as Row, written);
        const sealed = document[SEALED_FIELD];
        if (typeof sealed === 'string') sealedValues.push(sealed);
        return { ...row, document: document as RxDocumentData<Doc> };
      }),
    );
    let result: Awaited<ReturnType<typeof bulkWrite>>;
    try {
      result = await bulkWrite(sealedRows, context);
      // RxDB expects a write's change events to have been emitted when the write resolves.
      await openingEvents;
    } finally {
      for (const sealed of sealedValues) written.delete(sealed);
    }
    const error: RxStorageWriteError<Doc>[] = await Promise.all(
      result.error.map(async (failure): Promise<RxStorageWriteError<Doc>> => {
        const writeRow = originals.get(failure.documentId) ?? failure.writeRow;
        if (failure.status === 409) {
          const documentInDb = (await sealing.open(failure.documentInDb as Row)) as RxDocumentData<Doc>;
          return { ...failure, writeRow, documentInDb };
        }
        return { ...failure, writeRow };
      }),
    );
    return { ...result, error };
  };

  const findDocumentsById = instance.findDocumentsById.bind(instance);
  instance.findDocumentsById = async (ids, withDeleted) =>
    openRows(sealing, await findDocumentsById(ids, withDeleted));

  const query = instance.query.bind(instance);
  instance.query = async (prepared) => {
    const result = await query(prepared);
    return { ...result, documents: await openRows(sealing, result.documents) };
  };

  const changesSince = instance.getChangedDocumentsSince?.bind(instance);
  if (changesSince) {
    instance.getChangedDocumentsSince = async (limit, checkpoint) => {
      const result = await changesSince(limit, checkpoint);
      return { ...result, documents: await openRows(sealing, result.documents) };
    };
  }

  const changes = instance.changeStream().pipe(
    concatMap((bulk) => {
      const opened = openChangeBulk(sealing, bulk, written);
      const done = new Promise<void>((resolve) => {
        opened.subscribe({ complete: resolve, error: () => resolve() });
      });
      openingEvents = Promise.all([openingEvents, done]);
      return opened;
    }),
    share(),
  );
  instance.changeStream = () => changes;
}

/** `storage` with the sensitive fields of every instance it creates sealed by `sealer`. */
export function withSealedFields<Internals, Options>(
  storage: RxStorage<Internals, Options>,
  sealer: FieldSealer,
): RxStorage<Internals, Options> {
  return adjustStorageInstances(storage, (instance, params) => {
    const fields = sealedFieldsOf(params.collectionName, params.schema.title);
    if (fields.length === 0) return;
    const primaryPath = getPrimaryFieldOfPrimaryKey(params.schema.primaryKey);
    sealInstance(instance, rowSealing(sealer, params.collectionName, String(primaryPath), fields));
  });
}
