/**
 * The fields where this device's version of a row and the server's differ, as the conflicts list
 * shows them: bookkeeping and generated columns left out, the deletion flag last.
 */
import { jsonEqual } from '#sync/api/conflict-records.ts';
import type { CollectionName } from '#sync/api/documents.ts';
import { isCollectionName } from './collection-name.ts';
import { type DisplayValue, displayValue } from './display-value.ts';

export interface FieldDifference {
  /** The column, or `_deleted` for the row's deletion. */
  field: string;
  mine: DisplayValue;
  server: DisplayValue;
}

/** Never shown: keys, the clinic, the server's bookkeeping, RxDB's storage fields. */
const HIDDEN_FIELDS = new Set([
  'id',
  'clinic_id',
  'auth_user_id',
  'created_at',
  'updated_at',
  'field_updated_at',
  '_meta',
  '_rev',
  '_attachments',
]);

/** Generated from other columns, so a difference there is already shown by them. */
const GENERATED_FIELDS: Partial<Record<CollectionName, ReadonlySet<string>>> = {
  patients: new Set(['name']),
};

function shownFields(collection: string, fields: Readonly<Record<string, unknown>>): string[] {
  const generated = isCollectionName(collection) ? GENERATED_FIELDS[collection] : undefined;
  return Object.keys(fields).filter((field) => !HIDDEN_FIELDS.has(field) && !generated?.has(field));
}

/**
 * The fields whose values differ, in the order of this device's document. Against no server row
 * (a creation the server refused) every filled field of this device's version is a difference.
 */
export function differingFields(
  collection: string,
  local: Readonly<Record<string, unknown>>,
  server: Readonly<Record<string, unknown>> | null,
): FieldDifference[] {
  const difference = (field: string, mine: unknown, theirs: unknown): FieldDifference => ({
    field,
    mine: displayValue(collection, field, mine),
    server: displayValue(collection, field, theirs),
  });
  if (server === null) {
    return shownFields(collection, local)
      .filter(
        (field) => field !== '_deleted' && displayValue(collection, field, local[field]).type !== 'empty',
      )
      .map((field) => difference(field, local[field], undefined));
  }
  const fields = [...new Set([...shownFields(collection, local), ...shownFields(collection, server)])];
  // The deletion flag last: it is about the whole row, not one of its fields.
  const ordered = [...fields.filter((field) => field !== '_deleted'), '_deleted'];
  return ordered
    .filter((field) => !jsonEqual(local[field] ?? null, server[field] ?? null))
    .filter((field) => field !== '_deleted' || local._deleted === true || server._deleted === true)
    .map((field) => difference(field, local[field] ?? (field === '_deleted' ? false : null), server[field]));
}
