import { jsonEqual } from './json-equal.ts';
import { withoutStorageFields } from './server-protocol.ts';

/**
 * Value equality of two states of a document, server bookkeeping included and RxDB's storage
 * fields left out: a pulled row replaces a local copy that differs in anything, so every device
 * ends holding exactly the server's row.
 */
export function sameDocument(
  a: Readonly<Record<string, unknown>>,
  b: Readonly<Record<string, unknown>>,
): boolean {
  return jsonEqual(withoutStorageFields(a), withoutStorageFields(b));
}
