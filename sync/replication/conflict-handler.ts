import type { RxConflictHandler } from 'rxdb';
import { jsonEqual } from './json-equal.ts';
import { mergeLocalOverMaster, SERVER_BOOKKEEPING } from './merge-local-over-master.ts';
import { withoutStorageFields } from './server-protocol.ts';

/**
 * Documents whose server answer must be taken whole (appointments the server decided, refused
 * changes, rows that do not exist on the server): the push handler names them before RxDB asks
 * the conflict handler to resolve them.
 */
export type AdoptMaster = Set<string>;

/**
 * RxDB's conflict handler for one collection. RxDB calls `resolve` for every document the push
 * handler answered with a master state, and writes the result locally (pushing it again if it
 * differs from the master). `isEqual` is plain value equality of the whole document, server
 * bookkeeping included, so a pulled row always replaces an unchanged local copy and every device
 * ends holding exactly the server's row.
 */
export function createConflictHandler<Doc extends Record<string, unknown> & { id: string }>(
  adopt: AdoptMaster,
  serverOwned: ReadonlySet<string> = SERVER_BOOKKEEPING,
): RxConflictHandler<Doc> {
  return {
    isEqual(a, b) {
      return jsonEqual(withoutStorageFields(a), withoutStorageFields(b));
    },
    async resolve({ assumedMasterState, newDocumentState, realMasterState }) {
      if (adopt.delete(realMasterState.id)) return realMasterState;
      return mergeLocalOverMaster(assumedMasterState, newDocumentState, realMasterState, serverOwned);
    },
  };
}
