/**
 * Changes reach the server in the order this device made them, across collections (DESIGN.md,
 * sync rules): a row is sent only once no row it names (collection-references.ts) has a change of
 * this device waiting. A change leaves the waiting set only when the server answered its latest
 * state (pending-changes.ts), and the server commits a push before answering it, so when a child
 * goes out, its parent is on the server: stored, or refused for reasons of its own. There is no
 * time-out: the wait ends when the parent is answered, or when the sync pauses or stops (and the
 * push is tried again when it resumes).
 *
 * The same set decides whether a "parent missing" refusal (23503) is final: a parent that waits
 * here, or was answered after the child left, is on its way, so the child is sent again after it.
 * Only a parent the server refused (an open conflict here), or one the server does not hold, makes
 * the child a conflict of its own, linked to its parent's.
 */
import type { Observable } from 'rxjs';
import { type NamedRow, referenceOfConstraint, rowsNamedBy } from '../collections/collection-references.ts';
import type { CollectionName } from '../collections/collection-registry.ts';
import type { PushError } from './server-protocol.ts';
import { SyncRequestError } from './sync-request-error.ts';

export interface WaitingSet {
  has(collection: string, docId: string): boolean;
  readonly changed$: Observable<void>;
  acknowledgedSince(collection: string, docId: string, since: number): boolean;
}

type Row = Readonly<Record<string, unknown>> & { readonly id: string };

/** The rows named by the documents that have a change of this device waiting. */
export function waitingParents(
  pending: Pick<WaitingSet, 'has'>,
  collection: CollectionName,
  docs: readonly Row[],
): NamedRow[] {
  const waiting: NamedRow[] = [];
  for (const doc of docs) {
    for (const named of rowsNamedBy(collection, doc)) {
      if (pending.has(named.collection, named.id)) waiting.push(named);
    }
  }
  return waiting;
}

/**
 * Resolves once none of the rows the documents name has a change waiting; rejects with
 * SyncRequestError('stopped') when `signal` aborts first.
 */
export function parentsAnswered(
  pending: Pick<WaitingSet, 'has' | 'changed$'>,
  collection: CollectionName,
  docs: readonly Row[],
  signal: AbortSignal,
): Promise<void> {
  if (waitingParents(pending, collection, docs).length === 0) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const check = (): void => {
      if (signal.aborted) {
        done();
        reject(new SyncRequestError('stopped', 'sync paused or stopped'));
      } else if (waitingParents(pending, collection, docs).length === 0) {
        done();
        resolve();
      }
    };
    const subscription = pending.changed$.subscribe(check);
    signal.addEventListener('abort', check, { once: true });
    function done(): void {
      subscription.unsubscribe();
      signal.removeEventListener('abort', check);
    }
    // The set may have changed between the first look and the subscription.
    check();
  });
}

export type MissingParentVerdict =
  /** The parent is on its way from this device (or was answered after the child left): send again. */
  | { kind: 'retry'; parent: NamedRow }
  /** The server refused the parent: the child is a conflict that goes with the parent's. */
  | { kind: 'parent_refused'; parent: NamedRow }
  /** Nothing here explains it: the server does not hold the parent. */
  | { kind: 'final' };

export interface MissingParentFacts {
  pending: Pick<WaitingSet, 'has' | 'acknowledgedSince'>;
  /** `acknowledgements()` as read before the child's push went out. */
  sentAt: number;
  /** Whether the server refused this row of this device (an open conflict for it here). */
  refused(collection: CollectionName, id: string): Promise<boolean>;
}

/** What a "parent missing" refusal (23503) of `doc` means on this device. */
export async function judgeMissingParent(
  collection: CollectionName,
  doc: Row,
  error: PushError,
  facts: MissingParentFacts,
): Promise<MissingParentVerdict> {
  const named = rowsNamedBy(collection, doc);
  const reference = referenceOfConstraint(collection, error.constraint);
  // The constraint names the column; without a name every row the document names is a suspect.
  const suspects = reference ? named.filter((row) => row.column === reference.column) : named;
  for (const parent of suspects) {
    if (
      facts.pending.has(parent.collection, parent.id) ||
      facts.pending.acknowledgedSince(parent.collection, parent.id, facts.sentAt)
    ) {
      return { kind: 'retry', parent };
    }
  }
  for (const parent of suspects) {
    if (await facts.refused(parent.collection, parent.id)) return { kind: 'parent_refused', parent };
  }
  return { kind: 'final' };
}
