/**
 * The names the conflicts list gives the rows it points at (patients, doctors, services), keyed
 * by collection and id, and those it can only take from the conflicts themselves.
 */
import type { ConflictRecord } from '#sync/api/conflict-records.ts';
import type { ReferenceCollection } from './display-value.ts';

export type ReferenceNames = ReadonlyMap<string, string>;

export const NO_NAMES: ReferenceNames = new Map();

export function referenceKey(collection: ReferenceCollection, id: string): string {
  return `${collection}/${id}`;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Names of rows that exist only in conflicts: a new patient (or doctor, or service) the server
 * refused is gone from the local database until applied again, so whatever names it is labelled
 * from this device's version kept in its conflict.
 */
export function namesFromConflicts(records: readonly ConflictRecord[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const record of records) {
    const { local } = record;
    const name =
      record.collection === 'patients'
        ? [text(local.first_name), text(local.last_name)].filter(Boolean).join(' ')
        : text(local.name);
    if (name === '') continue;
    if (
      record.collection === 'patients' ||
      record.collection === 'users' ||
      record.collection === 'services'
    ) {
      names.set(referenceKey(record.collection, record.docId), name);
    }
  }
  return names;
}
