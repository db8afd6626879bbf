import { jsonEqual } from './json-equal.ts';

/** Columns only the server writes: a device's copy of them is never kept over the server's. */
export const SERVER_BOOKKEEPING: ReadonlySet<string> = new Set([
  'created_at',
  'updated_at',
  'field_updated_at',
]);

/**
 * Three-way field merge of one document: the master (the server's row), with the fields this
 * device changed since the state it was based on (`base`) laid on top — but only where the master
 * still holds the base value. A field changed on both sides keeps the master's value, because the
 * server already chose between the two edits by their edit times (DESIGN.md: field-level last
 * write wins). Without a base nothing is known to be a local edit, so the master is returned.
 * `_deleted` is a field like the others; values (arrays, objects, null) compare by value.
 */
export function mergeLocalOverMaster<Doc extends Readonly<Record<string, unknown>>>(
  base: Doc | undefined,
  local: Doc,
  master: Doc,
  serverOwned: ReadonlySet<string> = SERVER_BOOKKEEPING,
): Doc {
  if (base === undefined) return master;
  const kept: Record<string, unknown> = {};
  const dropped = new Set<string>();
  for (const key of new Set([...Object.keys(local), ...Object.keys(base)])) {
    if (serverOwned.has(key)) continue;
    const changedHere = !jsonEqual(local[key], base[key]);
    const changedThere = !jsonEqual(master[key], base[key]);
    if (!changedHere || changedThere) continue;
    if (local[key] === undefined) dropped.add(key);
    else kept[key] = local[key];
  }
  const merged = Object.assign({}, master, kept);
  for (const key of dropped) Reflect.deleteProperty(merged, key);
  return merged;
}
