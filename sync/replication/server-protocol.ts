/**
 * The wire format of sync_pull and sync_push (supabase/migrations/20261121000300_sync.sql), checked
 * with valibot where it enters the device, and the mapping between a server row and a local
 * document: the server's tombstone column `deleted` is RxDB's `_deleted`; nothing else changes.
 */
import * as v from 'valibot';

export const CursorSchema = v.object({ txid: v.string(), seq: v.number() });
/** The pull checkpoint: the position of the last row received in the server's cursor order. */
export type Cursor = v.InferOutput<typeof CursorSchema>;

const ServerRowSchema = v.looseObject({ id: v.string(), deleted: v.optional(v.boolean()) });
/** A whole row as sync_pull and sync_push return it (sync_txid and sync_seq never leave the server). */
export type ServerRow = v.InferOutput<typeof ServerRowSchema>;

/**
 * A row of a pulled page, checked as ServerRowSchema checks it but kept as it came: a looseObject
 * copies every row, which a first sync pays 226,000 times (issue 42).
 */
const PulledRowSchema = v.custom<ServerRow>(
  (row) =>
    typeof row === 'object' &&
    row !== null &&
    !Array.isArray(row) &&
    typeof (row as { id?: unknown }).id === 'string' &&
    ['undefined', 'boolean'].includes(typeof (row as { deleted?: unknown }).deleted),
  'a pulled row needs a string id and, if any, a boolean deleted',
);

export const PullPageSchema = v.object({
  rows: v.array(PulledRowSchema),
  cursor: CursorSchema,
  has_more: v.boolean(),
  /**
   * The oldest transaction still running when the page was read (xid8, issue 19): rows of a
   * transaction at or past it come in a later pull. Absent from servers before migration
   * 20261201000100.
   */
  horizon: v.optional(v.pipe(v.string(), v.regex(/^\d{1,20}$/))),
});

/**
 * sync_pull's page as columns (asked for with p_columns, since migration 20261209000100): the
 * column names once, each row an array of its values in their order. The rows are checked as they
 * are read into documents (pulledDocuments), not copied here.
 */
export const ColumnsPageSchema = v.object({
  columns: v.pipe(
    v.array(v.string()),
    v.check((names) => names.includes('id'), "a pulled page's columns name id"),
  ),
  rows: v.custom<readonly unknown[]>((rows) => Array.isArray(rows), "a pulled page's rows are a list"),
  cursor: CursorSchema,
  has_more: v.boolean(),
  horizon: PullPageSchema.entries.horizon,
});
export type ColumnsPage = v.InferOutput<typeof ColumnsPageSchema>;

/** A pulled row as a local document, made once from its values: `deleted` becomes `_deleted`. */
export type PulledDocument = Record<string, unknown> & { id: string; _deleted: boolean };

/**
 * A columns page's rows as local documents. Each row must hold one value per column, a string id
 * and, if any, a boolean `deleted`, as a page of objects must (PulledRowSchema); a page that does
 * not is refused whole, as a malformed page of objects is.
 */
export function pulledDocuments(page: Pick<ColumnsPage, 'columns' | 'rows'>): PulledDocument[] {
  const { columns, rows } = page;
  const width = columns.length;
  const idAt = columns.indexOf('id');
  const deletedAt = columns.indexOf('deleted');
  const docs: PulledDocument[] = new Array(rows.length);
  for (let r = 0; r < rows.length; r++) {
    const values = rows[r];
    if (!Array.isArray(values) || values.length !== width) {
      throw new Error(`pulled row ${r}: ${width} values expected, one per column`);
    }
    const id: unknown = values[idAt];
    const deleted: unknown = deletedAt < 0 ? undefined : values[deletedAt];
    if (typeof id !== 'string' || (deleted !== undefined && typeof deleted !== 'boolean')) {
      throw new Error(`pulled row ${r}: a pulled row needs a string id and, if any, a boolean deleted`);
    }
    const doc: Record<string, unknown> = {};
    for (let c = 0; c < width; c++) {
      if (c !== deletedAt) doc[columns[c] as string] = values[c];
    }
    doc._deleted = deleted === true;
    docs[r] = doc as PulledDocument;
  }
  return docs;
}

/** sync_pull_window's answer: a calendar window's rows, for a first sync (issue 19). */
export const WindowPageSchema = v.object({ rows: v.array(PulledRowSchema) });

/** sync_backlog's answer: rows of one collection past a cursor (issue 19). */
export const BacklogSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

export const PUSH_STATUSES = ['applied', 'merged', 'unchanged', 'conflict', 'rejected'] as const;

const PushErrorSchema = v.object({
  code: v.string(),
  constraint: v.nullish(v.string(), null),
  message: v.string(),
});
/** Why the server refused a change: SQLSTATE, the broken rule's name, the message. */
export type PushError = v.InferOutput<typeof PushErrorSchema>;

const PushResultSchema = v.object({
  id: v.string(),
  status: v.picklist(PUSH_STATUSES),
  row: v.nullable(ServerRowSchema),
  error: v.nullable(PushErrorSchema),
});
export type PushResult = v.InferOutput<typeof PushResultSchema>;

export const PushResponseSchema = v.object({ results: v.array(PushResultSchema) });

/** One entry of sync_push's p_changes. */
export interface PushChange {
  id: string;
  new: Record<string, unknown>;
  base: Record<string, unknown> | null;
  /** The time of the document's last edit here: the edit time of fields without their own. */
  changed_at: string;
  /** Each field's own last edit time here (sync_push since 2026-11-25; older servers ignore it). */
  field_changed_at?: Readonly<Record<string, string>>;
}

/** A document as RxDB hands it to the replication: plain data plus the `_deleted` flag. */
export type LocalDocState = Readonly<Record<string, unknown>> & { readonly _deleted: boolean };

/** RxDB's storage fields, never sent to the server. */
const LOCAL_ONLY_FIELDS = new Set(['_deleted', '_meta', '_rev', '_attachments']);

/** Server row → local document: `deleted` becomes `_deleted`, every other column is kept. */
export function rowToDoc(row: ServerRow): Record<string, unknown> & { id: string; _deleted: boolean } {
  const { deleted, ...columns } = row;
  return { ...columns, id: row.id, _deleted: deleted === true };
}

/** Local document → server row: `_deleted` becomes `deleted`, RxDB's storage fields are dropped. */
export function docToRow(doc: LocalDocState): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(doc)) {
    if (!LOCAL_ONLY_FIELDS.has(key)) row[key] = value;
  }
  row.deleted = doc._deleted;
  return row;
}

/** The document without RxDB's storage fields (what the conflict handler compares). */
export function withoutStorageFields<Doc extends Readonly<Record<string, unknown>>>(doc: Doc): Doc {
  if (!('_meta' in doc) && !('_rev' in doc) && !('_attachments' in doc)) return doc;
  const copy = { ...doc };
  Reflect.deleteProperty(copy, '_meta');
  Reflect.deleteProperty(copy, '_rev');
  Reflect.deleteProperty(copy, '_attachments');
  return copy;
}

/**
 * A server row (or a stored copy of one) taken as a document of its collection. Trusted, not
 * checked: each collection's schema mirrors its table column for column, and RxDB validates
 * every write where a validator is configured (dev mode, tests).
 */
export function trustedDocument<Doc>(data: Readonly<Record<string, unknown>>): Doc {
  return data as Doc;
}
