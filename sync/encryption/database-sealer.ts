/**
 * The sealer a clinic database was opened with, for the stores beside it (the sync's conflicts,
 * the file store) that seal what they keep with the same key. Held by the open database object
 * only: it goes when the database is closed and dropped.
 */
import type { FieldSealer } from './field-sealer.ts';

const sealers = new WeakMap<object, FieldSealer>();

export function rememberSealer(database: object, sealer: FieldSealer): void {
  sealers.set(database, sealer);
}

/** The database's sealer, or undefined for a database whose rows are stored in clear. */
export function sealerOf(database: object): FieldSealer | undefined {
  return sealers.get(database);
}
