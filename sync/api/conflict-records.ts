/**
 * The conflicts the sync kept for the user to settle (a change the server refused or answered
 * with a different row), the errors it recorded, and the comparison the conflicts list uses.
 */
export type { ConflictKind, ConflictRecord, ConflictStore } from '../replication/conflict-store.ts';
export { jsonEqual } from '../replication/json-equal.ts';
export type { PushError } from '../replication/server-protocol.ts';
