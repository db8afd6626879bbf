/** What one collection's replication is given by the clinic's sync (run-collection-replications.ts). */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ConflictLog } from './conflict-store.ts';
import type { LocalWritesFirst } from './local-writes-first.ts';
import type { PendingChanges } from './pending-changes.ts';
import type { PullCursors } from './pull-cursors.ts';
import type { RequestGate } from './request-gate.ts';
import type { SyncProgressTracker } from './sync-progress.ts';

export interface CollectionSyncContext {
  supabase: SupabaseClient;
  gate: RequestGate;
  pending: PendingChanges;
  /** Local writes under way, which the pull's next write waits for (local-writes-first.ts). */
  localWrites: Pick<LocalWritesFirst, 'idle'>;
  /** Where each collection's pull has reached, kept across runs. */
  cursors: PullCursors;
  conflicts: ConflictLog;
  requestTimeoutMs: number;
  pullBatchSize: number;
  pushBatchSize: number;
  /** The first pause after a failed pass; it doubles with each failure in a row. */
  retryTimeMs: number;
  /** Counts requests in flight, for the status phase. */
  activity(kind: 'pulling' | 'pushing', delta: 1 | -1): void;
  /** The progress of a large pull: what the server had for this device, what was stored since. */
  progress: Pick<SyncProgressTracker, 'expect' | 'stored' | 'claimCount' | 'passEnded'>;
}

export type SyncDoc = Record<string, unknown> & { id: string };
