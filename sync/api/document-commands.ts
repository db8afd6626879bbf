/**
 * The writes every entity's commands share. Each write goes through the collection, so the
 * validation hooks check it (a refused write throws ValidationError and changes nothing).
 * Timestamps come from the device clock; the server sets its own on push.
 */
import type { RxCollection } from 'rxdb';
import { DocumentNotFoundError } from './document-not-found-error.ts';

/** Columns a command fills itself and a caller never sets. */
export type ManagedColumn = 'id' | 'clinic_id' | 'created_at' | 'updated_at' | 'field_updated_at';

/**
 * What a create command takes: the columns without a server default (`Required`), any other
 * column, and optionally the id (a retried create with the same id cannot double a record).
 */
export type CreateInput<Doc, Required extends keyof Doc, Generated extends keyof Doc = never> = Pick<
  Doc,
  Required
> &
  Partial<Omit<Doc, Required | ManagedColumn | Generated>> & { id?: string };

/** What an update command takes: any column but the managed and generated ones. */
export type UpdatePatch<Doc, Generated extends keyof Doc = never> = Partial<
  Omit<Doc, ManagedColumn | Generated>
>;

/** The local clock as an ISO instant. */
export function nowIso(): string {
  return new Date().toISOString();
}

/** The same object without its undefined properties (an absent field keeps its default). */
export function definedOnly<T extends object>(value: T): Partial<T> {
  const defined: Partial<T> = {};
  for (const key in value) if (value[key] !== undefined) defined[key] = value[key];
  return defined;
}

/** The bookkeeping columns of a new row. */
export function newRowColumns(id: string | undefined, now: string) {
  return { id: id ?? crypto.randomUUID(), created_at: now, updated_at: now, field_updated_at: {} };
}

export async function insertDocument<Doc>(collection: RxCollection<Doc>, doc: Doc): Promise<Doc> {
  const inserted = await collection.insert(doc);
  return inserted.toMutableJSON();
}

async function findDocument<Doc>(collection: RxCollection<Doc>, id: string) {
  const doc = await collection.findOne(id).exec();
  if (!doc) throw new DocumentNotFoundError(collection.name, id);
  return doc;
}

/** Applies `patch` (and a new updated_at) to document `id` and returns the stored result. */
export async function patchDocument<Doc extends { updated_at: string }>(
  collection: RxCollection<Doc>,
  id: string,
  patch: NoInfer<Partial<Doc>>,
): Promise<Doc> {
  const doc = await findDocument(collection, id);
  const patched = await doc.incrementalPatch({ ...definedOnly(patch), updated_at: nowIso() });
  return patched.toMutableJSON();
}

/** Deletes document `id` as a tombstone (RxDB remove), which replication sends to the server. */
export async function removeDocument<Doc>(collection: RxCollection<Doc>, id: string): Promise<Doc> {
  const doc = await findDocument(collection, id);
  const removed = await doc.incrementalRemove();
  return removed.toMutableJSON();
}
