/**
 * The rules a push's answer is read by, apart from RxDB and I/O: whether the batch is retried
 * whole (an answer that does not match the changes sent, or a refusal about timing rather than
 * the change), and when each pushed state was made.
 */
import type { PushResult } from './server-protocol.ts';

/** SQLSTATE classes of refusals that are about timing, not about the change: retried. */
const TRANSIENT_SQLSTATE = /^(08|40|53|57014|55P03)/;

export type PushAnswerVerdict =
  | { readonly kind: 'read' }
  | { readonly kind: 'retry'; readonly reason: string };

/**
 * 'retry' when the batch must go again as it is: the answer names other changes than were sent
 * (a proxy's mix-up, a server of another build), or a change was refused for a reason of the
 * moment (connection, serialization, resources, a statement or lock timeout). Else each result is
 * read on its own (push-outcome.ts).
 */
export function judgePushAnswer(
  collection: string,
  sentIds: readonly string[],
  results: readonly PushResult[],
): PushAnswerVerdict {
  if (results.length !== sentIds.length || results.some((result, i) => result.id !== sentIds[i])) {
    return { kind: 'retry', reason: `sync_push ${collection}: the answer does not match the changes sent` };
  }
  const transient = results.find(
    (result) => result.status === 'rejected' && result.error && TRANSIENT_SQLSTATE.test(result.error.code),
  );
  if (transient?.error) {
    return { kind: 'retry', reason: `sync_push ${collection}: ${transient.error.message} (will retry)` };
  }
  return { kind: 'read' };
}

/**
 * When the pushed state was made. The commands stamp updated_at on every local edit, so a state
 * that carries its own stamp is dated by it: dating an older state with a later edit's time
 * would let that state tie with (and beat) the later edit when a lost answer makes it retry.
 * A state still holding the server's updated_at was written without a stamp: fall back to the
 * last edit time recorded for the document. A removal stamps nothing, so its stamp is always an
 * earlier edit's: it is dated by its recorded time, even with no base to tell (a removal dated by
 * the create's stamp lost to an edit made elsewhere after it, and the patient stayed; the
 * convergence fuzz, seed 986161955). Nothing is edited here after a removal, so no later edit can
 * lend it its time.
 */
export function editTimeOf(
  state: Readonly<Record<string, unknown>>,
  base: Readonly<Record<string, unknown>> | undefined,
  recordedEdit: string | undefined,
): string | undefined {
  const stamped = typeof state.updated_at === 'string' ? state.updated_at : undefined;
  if (state._deleted === true) return recordedEdit ?? stamped;
  const carriesOwnStamp = stamped !== undefined && (!base || base.updated_at !== stamped);
  return carriesOwnStamp ? stamped : (recordedEdit ?? stamped);
}

/** The time a change is dated by: its edit time when it reads as one, else now. */
export function isoOrNow(value: unknown): string {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : new Date().toISOString();
}
