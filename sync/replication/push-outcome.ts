/**
 * What a device keeps of one change after sync_push answered it (the rules of DESIGN.md, sync
 * rules, as the server applies them in supabase/migrations/20261121000300_sync.sql):
 *
 *   applied, unchanged  the server holds what was sent: nothing to do.
 *   merged              stored, but the server row differs (last write wins chose some fields the
 *                       other way): the server row is what the device stores in place of the
 *                       state it sent (replicate-collection.ts).
 *   conflict            appointments, server wins: take the server row as it is and keep this
 *                       device's version as a conflict, 'overlap' when the server stored the booking
 *                       with status conflict because its slot was taken, 'server_won' otherwise.
 *   rejected            a rule refused the change: take the server row as it is (or, for a row the
 *                       server never had, a tombstone) so the push does not repeat forever, and
 *                       keep this device's version as a conflict with the server's reason.
 */

import { type PushError, type PushResult, rowToDoc } from './server-protocol.ts';
import type { ConflictKind } from './sync-meta-store.ts';

type DocState = Readonly<Record<string, unknown>> & { readonly id: string; readonly _deleted: boolean };

export interface PushOutcome {
  /** The server's state the device stores, or null when the server holds what was sent. */
  master: (Record<string, unknown> & { id: string; _deleted: boolean }) | null;
  /** This device's version to keep for the user, when the server did not take it. */
  conflict: {
    kind: ConflictKind;
    local: Record<string, unknown>;
    server: Record<string, unknown> | null;
    error?: PushError;
  } | null;
}

export function pushOutcome(local: DocState, result: PushResult): PushOutcome {
  const server = result.row ? rowToDoc(result.row) : null;
  // A row the server never had, or that this user may not see: it ends as a tombstone here.
  const tombstone = { ...local, _deleted: true };
  switch (result.status) {
    case 'applied':
    case 'unchanged':
      return { master: null, conflict: null };
    case 'merged':
      if (server && server.id === local.id) return { master: server, conflict: null };
      // Merged into another row (a doctor-service pair created on two devices): that row comes
      // by pull, this one was never stored.
      return { master: tombstone, conflict: null };
    case 'conflict': {
      const overlap = server?.status === 'conflict' && local.status !== 'conflict';
      return {
        master: server ?? tombstone,
        conflict: { kind: overlap ? 'overlap' : 'server_won', local: { ...local }, server },
      };
    }
    case 'rejected':
      return {
        master: server ?? tombstone,
        conflict: {
          kind: 'rejected',
          local: { ...local },
          server,
          ...(result.error ? { error: result.error } : {}),
        },
      };
  }
}
